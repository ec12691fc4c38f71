import FoundationEssentials
import WeatherCore

/// Every sentence the app shows, in English and Korean.
public struct Strings: Sendable {
    public var language: Language
    /// Makes the sentences' own marks (…, —, ↑↓) 7-bit in ascii mode.
    public var glyphs: Glyphs

    public init(language: Language, glyphs: Glyphs = .unicode) {
        self.language = language
        self.glyphs = glyphs
    }

    func pick(_ english: String, _ korean: String) -> String {
        glyphs.text(language == .korean ? korean : english)
    }

    public var findingLocation: String { pick("Finding your location…", "현재 위치를 찾는 중…") }
    public func locating(_ step: LocatingStep?) -> String {
        switch step {
        case nil: findingLocation
        case .ipLookup: pick("Finding your location by IP address…", "IP 주소로 현재 위치를 찾는 중…")
        case let .search(name): pick("Searching for '\(name)'…", "'\(name)' 검색 중…")
        case .lastPlace: pick("Using your last location…", "마지막 위치를 사용하는 중…")
        }
    }
    public func loadingWeather(for place: String?) -> String {
        guard let place else { return pick("Loading weather…", "날씨를 불러오는 중…") }
        return pick("Loading weather for \(place)…", "\(place) 날씨를 불러오는 중…")
    }
    public var refreshing: String { pick("refreshing", "새로고침 중") }
    public func updated(_ time: String) -> String { pick("updated \(time)", "\(time) 업데이트") }
    public var stale: String { pick("stale", "오래된 정보") }
    /// The stored report is on screen and the network failed.
    public var offline: String { pick("offline", "오프라인") }
    /// A one-shot mode with nothing stored, while the service is not to be asked after failing.
    public func serviceBackingOff(nextTry: String) -> String {
        pick(
            "the weather service failed recently and no weather is stored; next try at \(nextTry)",
            "날씨 서비스가 최근 실패했고 저장된 날씨가 없습니다. 다음 시도: \(nextTry)"
        )
    }
    /// After a status line whose data is older than it should be: "(stale, 2 h ago)".
    public func staleMark(_ age: String) -> String { pick("(stale, \(age))", "(오래된 정보, \(age))") }
    public func moonPhase(_ name: MoonPhase.Name) -> String {
        switch name {
        case .new: pick("new moon", "삭")
        case .waxingCrescent: pick("waxing crescent", "초승달")
        case .firstQuarter: pick("first quarter", "상현달")
        case .waxingGibbous: pick("waxing gibbous", "차오르는 달")
        case .full: pick("full moon", "보름달")
        case .waningGibbous: pick("waning gibbous", "기우는 달")
        case .lastQuarter: pick("last quarter", "하현달")
        case .waningCrescent: pick("waning crescent", "그믐달")
        }
    }
    /// The header's comparison with the same time yesterday; `difference` in whole degrees, `degrees`
    /// its size as shown ("3°").
    public func comparedWithYesterday(_ difference: Int, degrees: String) -> String {
        switch difference {
        case 0: pick("as warm as yesterday at this time", "어제 이맘때와 같은 기온")
        case 1...: pick("\(degrees) warmer than yesterday at this time", "어제 이맘때보다 \(degrees) 높음")
        default: pick("\(degrees) colder than yesterday at this time", "어제 이맘때보다 \(degrees) 낮음")
        }
    }
    /// The words of an air-quality index's band, as each index names it.
    public func airCategory(_ index: AirIndex) -> String {
        switch (index.scale, index.level) {
        case (.us, 0): pick("good", "좋음")
        case (.us, 1): pick("moderate", "보통")
        case (.us, 2): pick("unhealthy for sensitive groups", "민감군 나쁨")
        case (.us, 3): pick("unhealthy", "나쁨")
        case (.us, 4): pick("very unhealthy", "매우 나쁨")
        case (.us, _): pick("hazardous", "위험")
        case (.european, 0): pick("good", "좋음")
        case (.european, 1): pick("fair", "양호")
        case (.european, 2): pick("moderate", "보통")
        case (.european, 3): pick("poor", "나쁨")
        case (.european, 4): pick("very poor", "매우 나쁨")
        case (.european, _): pick("extremely poor", "극히 나쁨")
        }
    }
    /// The header's day length: "day 9 h 55 min".
    public func dayLength(hours: Int, minutes: Int) -> String {
        pick("day \(hours) h \(minutes) min", "낮 \(hours)시간 \(minutes)분")
    }
    /// "2 h ago": how old something is, in the largest whole unit.
    public func age(_ seconds: Double) -> String {
        let minutes = Int(max(0, seconds.isFinite ? min(seconds, 1e12) : 0) / 60)
        switch minutes {
        case ..<1: return pick("just now", "방금")
        case ..<60: return pick("\(minutes) min ago", "\(minutes)분 전")
        case ..<(48 * 60): return pick("\(minutes / 60) h ago", "\(minutes / 60)시간 전")
        default: return pick("\(minutes / 1440) d ago", "\(minutes / 1440)일 전")
        }
    }
    /// A stored report's time in the top border: "from 08:40, 2 h ago".
    public func storedFrom(_ time: String, age: String) -> String { pick("from \(time), \(age)", "\(time) 기준, \(age)") }
    public func nextTry(_ time: String) -> String { pick("next try \(time)", "다음 시도 \(time)") }
    /// The header's warning when the current conditions are hours old.
    public func observedLongAgo(_ time: String, age: String) -> String {
        pick("Not current: observed \(time), \(age)", "현재 날씨 아님: \(time) 관측, \(age)")
    }
    /// The `--once` line for a stored report shown because the network failed.
    public func offlineReport(_ when: String, age: String) -> String {
        pick("Offline: stored data from \(when) (\(age))", "오프라인: \(when)에 저장된 정보 (\(age))")
    }
    /// `--max-age` refused the stored report.
    public func storedTooOld(_ when: String, age: String, maxAge: Int) -> String {
        pick(
            "the stored weather is from \(when) (\(age)), older than --max-age \(maxAge) s",
            "저장된 날씨가 \(when) 것(\(age))으로 --max-age \(maxAge)초보다 오래되었습니다"
        )
    }
    public var feels: String { pick("feels", "체감") }
    public var humidity: String { pick("humidity", "습도") }
    /// Before the humidity in a forecast row.
    public var humidityShort: String { pick("hum.", "습도") }
    public var wind: String { pick("wind", "바람") }
    public var gusts: String { pick("gusts", "돌풍") }
    public var pressure: String { pick("pressure", "기압") }
    public var visibility: String { pick("visibility", "가시거리") }
    public var sunrise: String { pick("sunrise", "일출") }
    public var sunset: String { pick("sunset", "일몰") }
    public var high: String { pick("H", "최고") }
    public var low: String { pick("L", "최저") }
    public var noDays: String { pick("No daily forecast was sent for this place.", "이 위치의 일별 예보가 없습니다.") }
    public func daysTitle(_ count: Int) -> String { pick(count == 1 ? "1 day" : "\(count) days", "\(count)일") }
    public var onlyThreeHourSteps: String {
        pick("This service has 3-hour steps only", "이 서비스는 3시간 간격 예보만 제공합니다")
    }

    /// The rain outlook in words: "Rain from 09:00 (62%)", "Rain from 05:00 (0.4 mm)", "Rain until
    /// tomorrow 03:00"; a dry outlook adds when the next rain comes, if the forecast has any, as a second
    /// part that may be left out.
    public func rainOutlook(_ outlook: RainOutlook, dates: LocalDateFormatter, units: UnitFormatter, now: Date) -> [String] {
        func when(_ date: Date) -> String {
            let time = dates.time(date)
            switch dates.daysBetween(now, date) {
            case 0: return time
            case 1: return pick("tomorrow ", "내일 ") + time
            default: return pick("\(dates.weekday(date)) ", "\(dates.weekday(date))요일 ") + time
            }
        }
        func quoted(_ sign: RainOutlook.Sign?) -> String {
            switch sign {
            case let .chance(value): " (\(UnitFormatter.percent(value * 100)))"
            case let .amount(millimetres): " (\(units.precipitation(millimetres)))"
            case nil: ""
            }
        }
        switch outlook {
        case let .rainUntil(date):
            return [pick("Rain until \(when(date))", "\(when(date))까지 비")]
        case let .rainFrom(date, sign):
            return [pick("Rain from \(when(date))", "\(when(date))부터 비") + quoted(sign)]
        case let .dry(next, sign):
            let dry = pick("No rain expected in the next 24 h", "24시간 안에 비 소식 없음")
            guard let next else { return [dry] }
            return [dry, pick("next rain \(when(next))", "다음 비 \(when(next))") + quoted(sign)]
        }
    }

    /// The next two hours from the 15-minute data: "Rain in 25 min, for about 45 min".
    public func nowcast(_ nowcast: Nowcast) -> String {
        switch nowcast {
        case let .rainIn(minutes, lasting?): pick("Rain in \(minutes) min, for about \(lasting) min", "\(minutes)분 뒤 비, 약 \(lasting)분간")
        case let .rainIn(minutes, nil): pick("Rain in \(minutes) min", "\(minutes)분 뒤 비")
        case let .rainStops(minutes): pick("Rain stops in \(minutes) min", "\(minutes)분 뒤 비 그침")
        case .rainOn: pick("Rain for the next 2 h", "앞으로 2시간 동안 비")
        case let .dry(hours): pick("Dry for the next \(hours) h", "앞으로 \(hours)시간 동안 비 없음")
        }
    }

    public var noForecast: String { pick("No forecast steps were sent for this place.", "이 위치의 예보가 없습니다.") }

    public var loadFailedTitle: String { pick("Couldn't load the weather", "날씨를 불러오지 못했습니다") }
    public var refreshFailedTitle: String { pick("Refresh failed", "새로고침 실패") }
    public var tooSmall: String { pick("Terminal too small", "터미널이 너무 작습니다") }
    public func needSize(_ columns: Int, _ rows: Int, have: TerminalSize) -> String {
        pick("need \(columns)×\(rows), have \(have.columns)×\(have.rows)", "\(columns)×\(rows) 필요, 현재 \(have.columns)×\(have.rows)")
    }

    public var locationPromptTitle: String { pick("Location", "위치") }
    /// Before the prompt's keys where there is room: what may be typed.
    public var locationPromptLead: String { pick("A city name or lat,lon — ", "도시 이름 또는 위도,경도 — ") }
    public var recentPlacesTitle: String {
        pick("Recent places — type the number, then Enter", "최근 위치 — 번호를 입력하고 Enter")
    }
    public func noRecentPlace(_ number: Int) -> String {
        pick("There is no recent place \(number)", "\(number)번 최근 위치가 없습니다")
    }
    public func promptFull(_ length: Int) -> String {
        pick("A place takes at most \(length) characters; the rest was left out", "위치는 \(length)자까지만 입력되고 나머지는 빠졌습니다")
    }
    public var panelClosedItself: String {
        pick("The message had already closed; q or Esc quits", "메시지는 이미 닫혔습니다. q 또는 Esc로 종료")
    }
    /// A view setting taken while there is no forecast yet: "Units: imperial, once loaded".
    public func shownOnceLoaded(_ setting: ScreenState.Notice.Setting, in state: ScreenState) -> String {
        let value = switch setting {
        case .units: state.units.system == .metric ? pick("Units: metric", "단위: 미터법") : pick("Units: imperial", "단위: 야드파운드법")
        case .graph: state.showsGraph ? pick("Graph: on", "그래프: 보기") : pick("Graph: off", "그래프: 숨기기")
        case .listMode:
            switch state.listMode {
            case .threeHour: pick("List: 3-hour steps", "목록: 3시간 간격")
            case .hourly: pick("List: 1-hour steps", "목록: 1시간 간격")
            case .days: pick("List: days", "목록: 일별")
            }
        }
        return value + pick(", once the forecast has loaded", " (예보를 불러오면 적용)")
    }
    public var searchNeedsNetwork: String {
        pick("Searching for a place needs the network; the demo uses none", "장소 검색에는 네트워크가 필요합니다. 데모는 네트워크를 쓰지 않습니다")
    }
    public func pickerTitle(_ name: String, count: Int) -> String {
        pick("\(count) places called '\(name)'", "'\(name)' — \(count)곳")
    }
    public var populationLabel: String { pick("pop.", "인구") }
    public var approximate: String { pick("approximate", "대략") }
    /// For `--once` and `--json` when a name matched several places and the best was used.
    public func usingBestMatch(_ name: String, count: Int, place: String, another: String?) -> String {
        let example = another.map { "--location \"\($0)\"" }
        return pick(
            "\"\(name)\" matched \(count) places; using \(place). Choose another with \(example.map { $0 + " or " } ?? "--location ")lat,lon.",
            "\"\(name)\"에 해당하는 곳이 \(count)곳입니다. \(place)의 날씨를 보여 줍니다. 다른 곳은 \(example.map { $0 + " 또는 " } ?? "--location ")위도,경도로 고르세요."
        )
    }
    public var helpTitle: String { pick("Keys", "키") }

    /// Text from a key map.
    public func text(_ text: LocalizedText) -> String { pick(text.english, text.korean) }
    /// A key's label ("↑↓", "1–9"), 7-bit in ascii mode.
    public func keyLabel(_ label: String) -> String { glyphs.text(label) }
    /// Rows under the keys in the help: what the title's mark means.
    public var helpNotes: [(String, String)] {
        [
            (glyphs.approximate, pick("approximate: located by IP address", "대략: IP 주소로 찾은 위치")),
            ("", pick("off: --no-ip-lookup or ip_lookup = false", "끄기: --no-ip-lookup 또는 ip_lookup = false")),
        ]
    }
    /// Shown when the help has more rows than fit, before the keys that scroll it.
    public func moreRows(above: Int, below: Int) -> String {
        let counts = [above > 0 ? "\(glyphs.up)\(above)" : nil, below > 0 ? "\(glyphs.down)\(below)" : nil].compactMap { $0 }.joined(separator: " ")
        return pick("\(counts) more rows · ", "\(counts)줄 더 · ")
    }

    public func condition(_ condition: WeatherCondition) -> String {
        switch condition {
        case .clear: pick("clear sky", "맑음")
        case .mainlyClear: pick("mainly clear", "대체로 맑음")
        case .partlyCloudy: pick("partly cloudy", "구름 조금")
        case .cloudy: pick("overcast", "흐림")
        case .fog: pick("fog", "안개")
        case .haze: pick("haze", "연무")
        case .drizzle: pick("drizzle", "이슬비")
        case .freezingDrizzle: pick("freezing drizzle", "어는 이슬비")
        case .rain: pick("rain", "비")
        case .heavyRain: pick("heavy rain", "폭우")
        case .freezingRain: pick("freezing rain", "어는 비")
        case .showers: pick("rain showers", "소나기")
        case .snow: pick("snow", "눈")
        case .heavySnow: pick("heavy snow", "폭설")
        case .sleet: pick("sleet", "진눈깨비")
        case .snowShowers: pick("snow showers", "소낙눈")
        case .thunderstorm: pick("thunderstorm", "뇌우")
        case .thunderstormWithHail: pick("thunderstorm, hail", "우박 동반 뇌우")
        case .dust: pick("dust", "먼지")
        case .squalls: pick("squalls", "돌풍")
        case .tornado: pick("tornado", "토네이도")
        case .unknown: pick("unknown", "알 수 없음")
        }
    }

    /// A failure in words a person understands, and what to do about it.
    public func explain(_ failure: LoadFailure) -> (reason: String, hint: String) {
        switch failure {
        case let .location(error): return explain(error)
        case let .weather(error): return explain(error)
        }
    }

    public func explain(_ error: LocationError) -> (reason: String, hint: String) {
        switch error {
        case .emptyQuery:
            return (pick("No location was entered", "위치를 입력하지 않았습니다"), pick("Type a city name or lat,lon.", "도시 이름이나 위도,경도를 입력하세요."))
        case let .invalidCoordinates(text):
            return (pick("'\(text)' is not a valid lat,lon", "'\(text)'은(는) 올바른 위도,경도가 아닙니다"),
                    pick("Latitude is -90…90 and longitude -180…180, e.g. 37.57,126.98.", "위도는 -90…90, 경도는 -180…180입니다. 예: 37.57,126.98"))
        case let .ambiguous(name, matches):
            return (pick("\(matches.count) places are called '\(name)'", "'\(name)'(이)라는 곳이 \(matches.count)곳 있습니다"),
                    pick("Press l to choose one, or add the region or country after a comma.", "l을 눌러 하나를 고르거나, 쉼표 뒤에 지역이나 나라를 덧붙이세요."))
        case let .noMatch(name):
            return (pick("No place called '\(name)' was found", "'\(name)'(이)라는 곳을 찾지 못했습니다"),
                    pick("Check the spelling, or enter lat,lon.", "철자를 확인하거나 위도,경도를 입력하세요."))
        case let .ipLookupFailed(fetch):
            return (pick("Couldn't find your location", "현재 위치를 찾지 못했습니다"),
                    pick("IP lookup failed (\(short(fetch))). Press l to enter a location.", "IP 위치 조회 실패 (\(short(fetch))). l을 눌러 위치를 입력하세요."))
        case .noLocation:
            return (pick("Couldn't find your location", "현재 위치를 찾지 못했습니다"),
                    pick("IP lookup is off and no location is set. Press l to enter one.", "IP 위치 조회가 꺼져 있고 설정된 위치가 없습니다. l을 눌러 입력하세요."))
        case let .searchFailed(fetch):
            let explained = explain(fetch)
            return (pick("The place search failed: ", "장소 검색 실패: ") + explained.reason, explained.hint)
        }
    }

    public func explain(_ error: FetchError) -> (reason: String, hint: String) {
        switch error {
        case .offline:
            return (pick("No internet connection", "인터넷에 연결되어 있지 않습니다"), pick("Check your connection, then retry.", "연결을 확인한 뒤 다시 시도하세요."))
        case .timedOut:
            return (pick("The weather service took too long to answer", "날씨 서비스의 응답이 너무 늦습니다"), pick("Try again in a moment.", "잠시 후 다시 시도하세요."))
        case .connectionLost:
            return (pick("The connection was cut off mid-answer", "응답 도중 연결이 끊겼습니다"), pick("Try again in a moment.", "잠시 후 다시 시도하세요."))
        case let .accessRefused(service, status, keySent: true):
            return (pick("\(service) rejected the API key (HTTP \(status))", "\(service)이(가) API 키를 거부했습니다 (HTTP \(status))"),
                    pick("Check OPENWEATHER_API_KEY or api_key in the config file (new keys take a while to activate).", "OPENWEATHER_API_KEY 또는 설정 파일의 api_key를 확인하세요."))
        case let .accessRefused(service, status, keySent: false):
            return (pick("\(service) refused access (HTTP \(status))", "\(service)이(가) 접근을 거부했습니다 (HTTP \(status))"),
                    pick("No key is needed or sent; the service may be blocking this address. Try again later.",
                         "키가 필요 없고 보내지도 않았습니다. 서비스가 이 주소를 막고 있을 수 있습니다. 나중에 다시 시도하세요."))
        case let .rateLimited(retryAfter):
            let wait = retryAfter.map { pick("Wait \($0) s, then retry.", "\($0)초 후 다시 시도하세요.") } ?? pick("Wait a minute, then retry.", "1분 후 다시 시도하세요.")
            return (pick("Too many requests to the weather service", "날씨 서비스 요청 한도를 넘었습니다"), wait)
        case .notFound:
            return (pick("The weather service has nothing for this place", "이 위치의 날씨 정보가 없습니다"), pick("Try another location.", "다른 위치를 시도하세요."))
        case let .serverError(status):
            return (pick("The weather service is having trouble (HTTP \(status))", "날씨 서비스에 문제가 있습니다 (HTTP \(status))"), pick("Try again later.", "나중에 다시 시도하세요."))
        case let .requestRejected(status, reason):
            let detail = reason.map { ": \($0)" } ?? ""
            return (pick("The weather service refused the request (HTTP \(status))", "날씨 서비스가 요청을 거부했습니다 (HTTP \(status))") + detail, pick("Try another location.", "다른 위치를 시도하세요."))
        case let .badData(detail):
            return (pick("The weather service sent data the app can't read", "날씨 서비스가 읽을 수 없는 데이터를 보냈습니다"), TerminalText.sanitize(detail))
        case .redirectRefused:
            return (pick("The weather service redirected the request to another server", "날씨 서비스가 요청을 다른 서버로 돌렸습니다"),
                    pick("Redirects to another host are not followed, so your key stays with its service. Check the WEATHERTUI_*_URL settings.",
                         "키를 지키기 위해 다른 호스트로의 리디렉션은 따르지 않습니다. WEATHERTUI_*_URL 설정을 확인하세요."))
        case let .tooLarge(limit):
            return (pick("The weather service sent far too much data", "날씨 서비스가 너무 많은 데이터를 보냈습니다"), pick("Answers over \(limit / 1024) KiB are refused. Try again later.", "\(limit / 1024) KiB가 넘는 응답은 받지 않습니다."))
        case let .certificateRejected(host, problem):
            let why = switch problem {
            case .untrusted: pick("not trusted", "신뢰할 수 없음")
            case .expired: pick("expired", "만료됨")
            case .wrongName: pick("issued for another name", "다른 이름으로 발급됨")
            }
            let name = TerminalText.sanitize(host)
            let next = switch problem {
            case .untrusted: pick("To trust your network's own authority, set SSL_CERT_FILE or ca_file.",
                                  "네트워크의 인증 기관을 신뢰하려면 SSL_CERT_FILE 또는 ca_file을 설정하세요.")
            case .expired: pick("Check this computer's date and time.", "이 컴퓨터의 날짜와 시간을 확인하세요.")
            case .wrongName: pick("Check the WEATHERTUI_*_URL settings.", "WEATHERTUI_*_URL 설정을 확인하세요.")
            }
            return (pick("The certificate of \(name) could not be verified (\(why))", "\(name)의 인증서를 확인할 수 없습니다 (\(why))"),
                    pick("A network that intercepts secure connections can cause this. ", "보안 연결을 가로채는 네트워크에서 생길 수 있습니다. ") + next)
        case let .proxyRefused(proxy, refusal):
            let name = TerminalText.sanitize(proxy)
            let reason = pick("The proxy at \(name) refused the connection", "\(name) 프록시가 연결을 거부했습니다") + " (\(words(refusal)))"
            switch refusal {
            case .status(407):
                return (reason, pick("Check the user name and password in the proxy setting (https_proxy, http_proxy, all_proxy or proxy in the config file).",
                                     "프록시 설정(https_proxy, http_proxy, all_proxy 또는 설정 파일의 proxy)의 사용자 이름과 비밀번호를 확인하세요."))
            case .status:
                return (reason, pick("The proxy would not reach the weather service. Try again later, or list the host in no_proxy.",
                                     "프록시가 날씨 서비스에 닿지 못했습니다. 나중에 다시 시도하거나 no_proxy에 호스트를 넣으세요."))
            case .unreachable, .invalidAnswer:
                return (reason, pick("Check the proxy setting (https_proxy, http_proxy, all_proxy or proxy in the config file).",
                                     "프록시 설정(https_proxy, http_proxy, all_proxy 또는 설정 파일의 proxy)을 확인하세요."))
            }
        case .cancelled:
            return (pick("The request was cancelled", "요청이 취소되었습니다"), pick("Press r to retry.", "r을 눌러 다시 시도하세요."))
        }
    }

    private func words(_ refusal: ProxyRefusal) -> String {
        switch refusal {
        case let .status(status): String(status)
        case .unreachable: pick("no connection", "연결 안 됨")
        case .invalidAnswer: pick("no valid answer", "올바른 응답 없음")
        }
    }

    /// A few words for a failure inside another sentence.
    private func short(_ error: FetchError) -> String {
        switch error {
        case .offline: pick("no internet connection", "인터넷 연결 없음")
        case .timedOut: pick("no answer in time", "응답 시간 초과")
        case .connectionLost: pick("connection cut off", "연결 끊김")
        case let .accessRefused(service, _, _): pick("\(service) refused access", "\(service) 접근 거부")
        case .rateLimited: pick("too many requests", "요청 한도 초과")
        case .notFound: "HTTP 404"
        case let .serverError(status), let .requestRejected(status, _): "HTTP \(status)"
        case .badData: pick("unreadable answer", "읽을 수 없는 응답")
        case .tooLarge: pick("answer too large", "응답이 너무 큼")
        case .redirectRefused: pick("redirect refused", "리디렉션 거부")
        case let .certificateRejected(_, problem):
            switch problem {
            case .untrusted: pick("certificate not trusted", "인증서를 신뢰할 수 없음")
            case .expired: pick("certificate expired", "인증서 만료")
            case .wrongName: pick("certificate for another name", "다른 이름의 인증서")
            }
        case let .proxyRefused(proxy, refusal): pick("proxy \(TerminalText.sanitize(proxy)) refused (\(words(refusal)))", "프록시 \(TerminalText.sanitize(proxy)) 거부 (\(words(refusal)))")
        case .cancelled: pick("cancelled", "취소됨")
        }
    }
}
