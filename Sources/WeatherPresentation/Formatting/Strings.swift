import FoundationEssentials
import WeatherCore

/// Every sentence the app shows, in the user's language: the catalog's messages, filled in.
public struct Strings: Sendable {
    public var language: Language
    /// Makes the sentences' own marks (…, —, ↑↓) 7-bit in ascii mode.
    public var glyphs: Glyphs
    public let catalog: Catalog

    public init(language: Language, glyphs: Glyphs = .unicode) {
        self.language = language
        self.glyphs = glyphs
        self.catalog = Catalog.of(language)
    }

    /// A message in the user's language, its placeholders filled.
    public func text(_ message: Message) -> String {
        glyphs.text(catalog.text(message))
    }

    /// `value` with `decimals` decimals and the language's decimal mark ("10,9" in German).
    public func number(_ value: Double, decimals: Int) -> String {
        DecimalText.string(value, decimals: decimals, separator: catalog.decimalSeparator)
    }

    /// A whole number in groups of three digits, which the language's decimal mark decides: "169,176", "169 176".
    public func groupedNumber(_ value: Int) -> String {
        DigitGrouping.string(value, decimalSeparator: catalog.decimalSeparator)
    }

    public var findingLocation: String { text(.findingLocation) }
    public func locating(_ step: LocatingStep?) -> String {
        switch step {
        case nil: findingLocation
        case .ipLookup: text(.locatingByIP)
        case let .search(name): text(.searchingFor(name: name))
        case .lastPlace: text(.usingLastPlace)
        }
    }
    public func loadingWeather(for place: String?) -> String {
        guard let place else { return text(.loadingWeather) }
        return text(.loadingWeatherFor(place: place))
    }
    public var refreshing: String { text(.refreshing) }
    public func updated(_ time: String) -> String { text(.updated(time: time)) }
    public var stale: String { text(.stale) }
    /// The stored report is on screen and the network failed.
    public var offline: String { text(.offline) }
    /// A one-shot mode with nothing stored, while the service is not to be asked after failing.
    public func serviceBackingOff(nextTry: String) -> String { text(.serviceBackingOff(time: nextTry)) }
    /// After a status line whose data is older than it should be: "(stale, 2 h ago)".
    public func staleMark(_ age: String) -> String { text(.staleMark(age: age)) }
    public func moonPhase(_ name: MoonPhase.Name) -> String {
        switch name {
        case .new: text(.moonNew)
        case .waxingCrescent: text(.moonWaxingCrescent)
        case .firstQuarter: text(.moonFirstQuarter)
        case .waxingGibbous: text(.moonWaxingGibbous)
        case .full: text(.moonFull)
        case .waningGibbous: text(.moonWaningGibbous)
        case .lastQuarter: text(.moonLastQuarter)
        case .waningCrescent: text(.moonWaningCrescent)
        }
    }
    /// The header's comparison with the same time yesterday; `difference` in whole degrees, `degrees`
    /// its size as shown ("3°").
    public func comparedWithYesterday(_ difference: Int, degrees: String) -> String {
        switch difference {
        case 0: text(.asWarmAsYesterday)
        case 1...: text(.warmerThanYesterday(degrees: degrees))
        default: text(.colderThanYesterday(degrees: degrees))
        }
    }
    /// The words of an air-quality index's band, as each index names it.
    public func airCategory(_ index: AirIndex) -> String {
        switch (index.scale, index.level) {
        case (.us, 0): text(.airUSGood)
        case (.us, 1): text(.airUSModerate)
        case (.us, 2): text(.airUSSensitive)
        case (.us, 3): text(.airUSUnhealthy)
        case (.us, 4): text(.airUSVeryUnhealthy)
        case (.us, _): text(.airUSHazardous)
        case (.european, 0): text(.airEuropeanGood)
        case (.european, 1): text(.airEuropeanFair)
        case (.european, 2): text(.airEuropeanModerate)
        case (.european, 3): text(.airEuropeanPoor)
        case (.european, 4): text(.airEuropeanVeryPoor)
        case (.european, _): text(.airEuropeanExtremelyPoor)
        }
    }
    /// The header's day length: "day 9 h 55 min".
    public func dayLength(hours: Int, minutes: Int) -> String {
        text(.dayLength(hours: String(hours), minutes: String(minutes)))
    }
    /// "2 h ago": how old something is, in the largest whole unit.
    public func age(_ seconds: Double) -> String {
        let minutes = Int(max(0, seconds.isFinite ? min(seconds, 1e12) : 0) / 60)
        switch minutes {
        case ..<1: return text(.justNow)
        case ..<60: return text(.minutesAgo(count: minutes))
        case ..<(48 * 60): return text(.hoursAgo(count: minutes / 60))
        default: return text(.daysAgo(count: minutes / 1440))
        }
    }
    /// A stored report's time in the top border: "from 08:40, 2 h ago".
    public func storedFrom(_ time: String, age: String) -> String { text(.storedFrom(time: time, age: age)) }
    public func nextTry(_ time: String) -> String { text(.nextTry(time: time)) }
    /// The header's warning when the current conditions are hours old.
    public func observedLongAgo(_ time: String, age: String) -> String {
        text(.observedLongAgo(time: time, age: age))
    }
    /// The `--once` line for a stored report shown because the network failed.
    public func offlineReport(_ when: String, age: String) -> String {
        text(.offlineReport(time: when, age: age))
    }
    /// `--max-age` refused the stored report.
    public func storedTooOld(_ when: String, age: String, maxAge: Int) -> String {
        text(.storedTooOld(time: when, age: age, seconds: String(maxAge)))
    }
    public func polarDay(_ day: PolarDay) -> String {
        switch day {
        case .polarNight: text(.polarNight)
        case .midnightSun: text(.midnightSun)
        }
    }
    public func daysTitle(_ count: Int) -> String { text(.daysTitle(count: count)) }

    /// The rain outlook in words: "Rain from 09:00 (62%)", "Rain from 05:00 (0.4 mm)", "Rain until
    /// tomorrow 03:00"; a dry outlook adds when the next rain comes, if the forecast has any, as a second
    /// part that may be left out.
    public func rainOutlook(_ outlook: RainOutlook, dates: LocalDateFormatter, units: UnitFormatter, now: Date) -> [String] {
        func when(_ date: Date) -> String {
            let time = dates.time(date)
            switch dates.daysBetween(now, date) {
            case 0: return time
            case 1: return text(.tomorrowAt(time: time))
            default: return text(.weekdayAt(weekday: dates.weekday(date), time: time))
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
            return [text(.rainUntil(when: when(date)))]
        case let .rainFrom(date, sign):
            return [text(.rainFrom(when: when(date))) + quoted(sign)]
        case let .dry(next, sign):
            let dry = text(.noRainIn24Hours)
            guard let next else { return [dry] }
            return [dry, text(.nextRain(when: when(next))) + quoted(sign)]
        }
    }

    /// The next two hours from the 15-minute data: "Rain in 25 min, for about 45 min".
    public func nowcast(_ nowcast: Nowcast) -> String {
        switch nowcast {
        case let .rainIn(minutes, lasting?): text(.rainInFor(wait: span(minutes), lasting: span(lasting)))
        case let .rainIn(minutes, nil): text(.rainIn(wait: span(minutes)))
        case let .rainStops(minutes): text(.rainStopsIn(wait: span(minutes)))
        case .rainOn: text(.rainForTwoHours)
        case let .dry(hours): text(.dryFor(count: hours))
        }
    }

    public var noForecast: String { text(.noForecast) }

    public var loadFailedTitle: String { text(.loadFailedTitle) }
    public var refreshFailedTitle: String { text(.refreshFailedTitle) }
    public var tooSmall: String { text(.tooSmall) }
    public func needSize(_ columns: Int, _ rows: Int, have: TerminalSize) -> String {
        text(.needSize(needed: "\(columns)×\(rows)", have: "\(have.columns)×\(have.rows)"))
    }

    public var locationPromptTitle: String { text(.locationPromptTitle) }
    /// Before the prompt's keys where there is room: what may be typed.
    public var locationPromptLead: String { text(.locationPromptLead) }
    public var recentPlacesTitle: String { text(.recentPlacesTitle) }
    public func noRecentPlace(_ number: Int) -> String { text(.noRecentPlace(number: String(number))) }
    /// The recent places `first` to `last` that the prompt has no room to list: "+2 more (type 3–4)".
    public func moreRecentPlaces(from first: Int, to last: Int) -> String {
        text(.moreRecentPlaces(count: last - first + 1, numbers: first == last ? String(first) : "\(first)–\(last)"))
    }
    public func promptFull(_ length: Int) -> String { text(.promptFull(count: length)) }
    public var panelClosedItself: String { text(.panelClosedItself) }
    /// A view setting taken while there is no forecast yet: "Units: imperial, once loaded".
    public func shownOnceLoaded(_ setting: ScreenState.Notice.Setting, in state: ScreenState) -> String {
        let value: Message = switch setting {
        case .units: state.units.system == .metric ? .unitsMetric : .unitsImperial
        case .graph: state.showsGraph ? .graphOn : .graphOff
        case .listMode:
            switch state.listMode {
            case .threeHour: .listThreeHour
            case .hourly: .listHourly
            case .days: .listDays
            case .air: .listAir
            case .sea: .listSea
            }
        }
        return text(.onceLoaded(setting: text(value)))
    }
    public var searchNeedsNetwork: String { text(.searchNeedsNetwork) }
    public func pickerTitle(_ name: String, count: Int) -> String { text(.pickerTitle(count: count, name: name)) }
    public var populationLabel: String { text(.population) }
    public var approximate: String { text(.approximate) }
    /// For `--once` and `--json` when a name matched several places and the best was used.
    public func usingBestMatch(_ name: String, count: Int, place: String, another: String?) -> String {
        let option = another.map { text(.chooseWithLocationOr(place: $0)) } ?? "--location "
        return text(.usingBestMatch(name: name, count: count, place: place, option: option))
    }
    public var helpTitle: String { text(.helpTitle) }

    /// A key's label ("↑↓", "1–9"), 7-bit in ascii mode.
    public func keyLabel(_ label: String) -> String { glyphs.text(label) }
    /// The hints of `context`, most important first: each key's label and what it does.
    func keyHints(in context: KeyContext) -> [(key: String, label: String)] {
        KeyMaps.hints(in: context).sorted { $0.priority < $1.priority }.map { (key: keyLabel($0.label), label: text($0.text)) }
    }
    /// "r retry   q quit": the hints of `context` in one line.
    func keyHints(in context: KeyContext, separator: String) -> String {
        keyHints(in: context).map { "\($0.key) \($0.label)" }.joined(separator: separator)
    }
    /// Rows under the keys in the help: what the title's mark means.
    public var helpNotes: [(String, String)] {
        [(glyphs.approximate, text(.helpApproximateNote)), ("", text(.helpIPLookupOffNote))]
    }
    /// Shown when the help has more rows than fit, before the keys that scroll it.
    public func moreRows(above: Int, below: Int) -> String {
        let counts = [above > 0 ? "\(glyphs.up)\(above)" : nil, below > 0 ? "\(glyphs.down)\(below)" : nil].compactMap { $0 }.joined(separator: " ")
        return text(.moreRows(counts: counts, count: above + below))
    }

    public func condition(_ condition: WeatherCondition) -> String {
        switch condition {
        case .clear: text(.conditionClear)
        case .mainlyClear: text(.conditionMainlyClear)
        case .partlyCloudy: text(.conditionPartlyCloudy)
        case .cloudy: text(.conditionCloudy)
        case .fog: text(.conditionFog)
        case .haze: text(.conditionHaze)
        case .drizzle: text(.conditionDrizzle)
        case .freezingDrizzle: text(.conditionFreezingDrizzle)
        case .rain: text(.conditionRain)
        case .heavyRain: text(.conditionHeavyRain)
        case .freezingRain: text(.conditionFreezingRain)
        case .showers: text(.conditionShowers)
        case .snow: text(.conditionSnow)
        case .heavySnow: text(.conditionHeavySnow)
        case .sleet: text(.conditionSleet)
        case .snowShowers: text(.conditionSnowShowers)
        case .thunderstorm: text(.conditionThunderstorm)
        case .thunderstormWithHail: text(.conditionThunderstormWithHail)
        case .dust: text(.conditionDust)
        case .squalls: text(.conditionSqualls)
        case .tornado: text(.conditionTornado)
        case .unknown: text(.conditionUnknown)
        }
    }

    /// A failure in words a person understands, and what to do about it.
    public func explain(_ failure: LoadFailure) -> (reason: String, hint: String) {
        switch failure {
        case let .location(error): return explain(error)
        case let .weather(error): return explain(error)
        case let .weatherAndFallback(failure):
            let chosen = explain(failure.error)
            // No network, a proxy or an intercepted connection fails both alike: said once, with its detail.
            if Self.isTheNetworks(failure.error), Self.isTheNetworks(failure.fallbackError) { return chosen }
            // "Open-Meteo is having trouble (HTTP 503) · MET Norway did not answer": the chosen service's
            // reason where it names the service, else its name and the failure in a few words; the
            // fallback's as its note on the forecast would say it.
            let first = reason(failure.error, of: failure.chosen.displayName)
            let second = fallbackNote(ProviderFallback(from: failure.fallback, reason: FallbackReason(failure.fallbackError)))
            return (first + " · " + second, chosen.hint)
        }
    }

    /// A service's failure in a sentence that names it: its own where that names the service, else the
    /// service's name and the failure in a few words ("RainViewer: no answer in time").
    func reason(_ error: FetchError, of service: String) -> String {
        let reason = explain(error).reason
        return reason.contains(service) ? reason : text(.fallbackFailed(service: TerminalText.sanitize(service), reason: short(error)))
    }

    /// A failure of the way to the services rather than of one service.
    static func isTheNetworks(_ error: FetchError) -> Bool {
        switch error {
        case .offline, .proxyRefused, .certificateRejected: true
        default: false
        }
    }

    public func explain(_ error: LocationError) -> (reason: String, hint: String) {
        switch error {
        case .emptyQuery:
            return (text(.emptyQuery), text(.emptyQueryHint))
        case let .invalidCoordinates(coordinates):
            return (text(.invalidCoordinates(text: coordinates)), text(.invalidCoordinatesHint))
        case let .ambiguous(name, matches):
            return (text(.ambiguousPlace(count: matches.count, name: name)), text(.ambiguousPlaceHint))
        case let .noMatch(name):
            return (text(.noMatch(name: name)), text(.noMatchHint))
        case let .ipLookupFailed(fetch):
            return (text(.locationNotFound), text(.ipLookupFailedHint(reason: short(fetch))))
        case .noLocation:
            return (text(.locationNotFound), text(.noLocationHint))
        case let .searchFailed(fetch):
            let explained = explain(fetch)
            return (text(.searchFailed(reason: explained.reason)), explained.hint)
        }
    }

    public func explain(_ error: FetchError) -> (reason: String, hint: String) {
        switch error {
        case .offline:
            return (text(.offlineReason), text(.offlineHint))
        case let .connectionRefused(service?, host):
            return (
                text(.connectionRefused(service: TerminalText.sanitize(service), host: TerminalText.sanitize(host))),
                text(.connectionRefusedHint)
            )
        case let .connectionRefused(nil, host):
            return (text(.connectionRefusedByHost(host: TerminalText.sanitize(host))), text(.connectionRefusedHint))
        case .timedOut:
            return (text(.timedOut), text(.tryAgainInAMoment))
        case .connectionLost:
            return (text(.connectionLost), text(.tryAgainInAMoment))
        case let .accessRefused(service, status, keySent: true):
            return (text(.keyRejected(service: service, status: String(status))), text(.keyRejectedHint))
        case let .accessRefused(service, status, keySent: false):
            return (text(.accessRefused(service: service, status: String(status))), text(.accessRefusedHint))
        case let .rateLimited(retryAfter):
            let wait = retryAfter.map { text(.waitSecondsThenRetry(count: $0)) } ?? text(.waitAMinuteThenRetry)
            return (text(.rateLimited), wait)
        case .notFound:
            return (text(.notFound), text(.tryAnotherLocation))
        case let .serverError(status, service?):
            return (text(.serviceServerError(service: TerminalText.sanitize(service), status: String(status))), text(.tryAgainLater))
        case let .serverError(status, nil):
            return (text(.serverError(status: String(status))), text(.tryAgainLater))
        case let .requestRejected(status, reason):
            let detail = reason.map { ": \($0)" } ?? ""
            return (text(.requestRejected(status: String(status), detail: detail)), text(.tryAnotherLocation))
        case let .badData(service, problem):
            return (text(.badData(service: TerminalText.sanitize(service), problem: words(problem))), text(.tryAgainLater))
        case let .declined(reason?):
            return (text(.serviceDeclined(reason: TerminalText.sanitize(reason))), text(.tryAgainLater))
        case .declined(nil):
            return (text(.serviceDeclinedWithoutReason), text(.tryAgainLater))
        case .redirectRefused:
            return (text(.redirectRefused), text(.redirectRefusedHint))
        case let .tooLarge(limit, service):
            let reason = service.map { text(.serviceTooLarge(service: TerminalText.sanitize($0))) } ?? text(.tooLarge)
            return (reason, text(.tooLargeHint(size: String(limit / 1024))))
        case let .certificateRejected(host, problem):
            let why: Message = switch problem {
            case .untrusted: .certificateUntrusted
            case .expired: .certificateExpired
            case .wrongName: .certificateWrongName
            }
            let next: Message = switch problem {
            case .untrusted: .certificateUntrustedHint
            case .expired: .certificateExpiredHint
            case .wrongName: .checkURLSettings
            }
            return (text(.certificateRejected(host: TerminalText.sanitize(host), why: text(why))),
                    text(.certificateRejectedHint(next: text(next))))
        case let .proxyRefused(proxy, refusal):
            let reason = text(.proxyRefused(proxy: TerminalText.sanitize(proxy), reason: words(refusal)))
            switch refusal {
            case .status(407): return (reason, text(.proxyCredentialsHint))
            case .status: return (reason, text(.proxyUnreachableServiceHint))
            case .unreachable, .invalidAnswer: return (reason, text(.proxySettingHint))
            }
        case .cancelled:
            return (text(.cancelled), text(.cancelledHint))
        }
    }

    private func words(_ refusal: ProxyRefusal) -> String {
        switch refusal {
        case let .status(status): String(status)
        case .unreachable: text(.proxyNoConnection)
        case .invalidAnswer: text(.proxyNoValidAnswer)
        }
    }

    /// A few words for a failure inside another sentence.
    func short(_ error: FetchError) -> String {
        switch error {
        case .offline: text(.shortOffline)
        case let .connectionRefused(_, host): text(.connectionRefusedByHost(host: TerminalText.sanitize(host)))
        case .timedOut: text(.shortTimedOut)
        case .connectionLost: text(.shortConnectionLost)
        case let .accessRefused(service, _, _): text(.shortAccessRefused(service: service))
        case .rateLimited: text(.shortRateLimited)
        case .notFound: "HTTP 404"
        case let .serverError(status, _), let .requestRejected(status, _): "HTTP \(status)"
        case .badData: text(.shortBadData)
        case let .declined(reason?): text(.shortServiceDeclined(reason: TerminalText.sanitize(reason)))
        case .declined(nil): text(.shortServiceDeclinedWithoutReason)
        case .tooLarge: text(.shortTooLarge)
        case .redirectRefused: text(.shortRedirectRefused)
        case let .certificateRejected(_, problem):
            switch problem {
            case .untrusted: text(.shortCertificateUntrusted)
            case .expired: text(.shortCertificateExpired)
            case .wrongName: text(.shortCertificateWrongName)
            }
        case let .proxyRefused(proxy, refusal): text(.shortProxyRefused(proxy: TerminalText.sanitize(proxy), reason: words(refusal)))
        case .cancelled: text(.shortCancelled)
        }
    }
}
