import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

/// Each state rendered at three sizes and compared with the text files in `Golden/`.
/// `RECORD_GOLDEN=1 swift test --filter GoldenScreenTests` (or `make record-golden`) rewrites them; review the diff.
@Suite struct GoldenScreenTests {
    enum Screen: String, CaseIterable, CustomTestStringConvertible {
        case locating, loading, loaded, scrolled, refreshing, refreshFailed, failedOffline, failedLocation
        case failedCertificate, failedProxyKorean
        case help, locationPrompt, imperialKorean
        case searching, approximate, promptWithRecentPlaces, promptSearching, pickList, pickListKorean, pickListLoading
        case ambiguousFirstLoad
        case helpKorean, loadedASCII, refreshingApproximateASCII, helpASCII, loadedNerd
        case stored, storedKorean, storedStaleCurrent, storedStaleCurrentKorean, nextTry, nextTryKorean
        case graphHidden, daysView, daysViewKorean, hourly, rainSoon, rainNowKorean, asciiGlyphs, threeHourOnlyNotice
        case loadedTwelveHour, storedStaleTwelveHour, hourlyTwelveHour
        case warmerThanYesterday, colderThanYesterdayKorean, nowcastRainSoon, nowcastRainStopsKorean
        case airQuality, airQualityKorean, airQualityUnhealthyForSensitiveGroups, airView, airViewPollenKorean, airViewNoData
        case airViewEuropeanChosen
        case warningBanner, warningBannerKorean, warningsPanel, warningsPanelLongText, warningBannerASCII
        case warningsPanelFrench, warningsUnanswered
        case halfHourZone, halfHourZoneDays, threeQuarterHourZoneTwelveHour
        case metNorway, metNorwayZoneUnknown, askingFallback, askingFallbackRefreshing, metNorwayFallbackDays
        case warmerThanNormal, warmerThanNormalAndYesterday, colderThanNormalKorean, daysViewNormals, daysViewNormalsKorean
        case seaHeader, seaHeaderImperialKorean, seaView, seaViewASCII, seaViewInland, seaViewNoData, seaViewNOAA
        case observationRain, observationFogKorean, observationBesideTheSea
        case ensembleBand, ensembleBandASCII, ensembleDays, ensembleDaysMembersRain, ensembleDaysKorean

        var testDescription: String { rawValue }

        /// 12 quarter hours from 08:30, the sample's quarter; `wet` maps an index to its amount.
        static func quarters(_ wet: [Int: Double]) -> [QuarterHour] {
            (0..<12).map { QuarterHour(time: SampleReport.now.addingTimeInterval(Double($0 * 900 - 600)), precipitation: wet[$0] ?? 0) }
        }

        var state: ScreenState {
            let report = SampleReport.seoul
            var state = ScreenState(units: .metric, language: .english, size: TerminalSize(columns: 80, rows: 24))
            switch self {
            case .locating:
                state.phase = .locating(nil)
                state.spinnerFrame = 3
            case .loading:
                state.phase = .loading(placeName: "Seoul")
            case .loaded:
                state.phase = .loaded(LoadedWeather(report: report))
            case .scrolled:
                state.phase = .loaded(LoadedWeather(report: report))
            case .refreshing:
                state.phase = .loaded(LoadedWeather(report: report, isRefreshing: true))
                state.spinnerFrame = 5
            case .refreshFailed:
                state.phase = .loaded(LoadedWeather(report: report, isStale: true))
                state.overlay = .refreshFailure(.weather(.rateLimited(retryAfter: 30)))
            case .failedOffline:
                state.phase = .failed(.weather(.offline))
            case .failedLocation:
                state.phase = .failed(.location(.ipLookupFailed(.timedOut)))
            case .failedCertificate:
                state.phase = .failed(.weather(.certificateRejected(host: "api.open-meteo.com", problem: .untrusted)))
            case .failedProxyKorean:
                state.language = .korean
                state.phase = .failed(.weather(.proxyRefused(proxy: "proxy.example:3128", refusal: .status(407))))
            case .help:
                state.phase = .loaded(LoadedWeather(report: report))
                state.overlay = .help
            case .locationPrompt:
                state.phase = .loaded(LoadedWeather(report: report))
                state.overlay = .locationPrompt(LocationPrompt(text: "91,200", error: "'91,200' is not a valid lat,lon"))
            case .imperialKorean:
                state.phase = .loaded(LoadedWeather(report: report))
                state.units = .imperial
                state.language = .korean
            case .searching:
                state.phase = .locating(.search("Springfield, MO"))
            case .approximate:
                var approximate = report
                approximate.place.isApproximate = true
                state.phase = .loaded(LoadedWeather(report: approximate))
            case .promptWithRecentPlaces:
                state.phase = .loaded(LoadedWeather(report: report))
                state.recentPlaces = Places.recent
                state.overlay = .locationPrompt(LocationPrompt(text: "Springf", error: "No place called 'Springf' was found"))
            case .promptSearching:
                state.phase = .loaded(LoadedWeather(report: report, isRefreshing: true))
                state.recentPlaces = Places.recent
                state.overlay = .locationPrompt(LocationPrompt(text: "Springfield", activity: .locating(.search("Springfield"))))
                state.spinnerFrame = 2
            case .pickList:
                state.phase = .loaded(LoadedWeather(report: report))
                state.overlay = .locationPrompt(LocationPrompt(
                    text: "Springfield", picker: PlacePicker(name: "Springfield", matches: Places.springfields, selection: 1)
                ))
            case .pickListKorean:
                state.phase = .loaded(LoadedWeather(report: report))
                state.language = .korean
                state.overlay = .locationPrompt(LocationPrompt(
                    text: "스프링필드", picker: PlacePicker(name: "스프링필드", matches: Places.koreanSpringfields, selection: 2)
                ))
            case .pickListLoading:
                state.phase = .loaded(LoadedWeather(report: report, isRefreshing: true))
                state.overlay = .locationPrompt(LocationPrompt(
                    text: "Springfield", activity: .loading("Springfield, Massachusetts, US"),
                    picker: PlacePicker(name: "Springfield", matches: Places.springfields, selection: 1)
                ))
            case .helpKorean:
                state.phase = .loaded(LoadedWeather(report: report))
                state.language = .korean
                state.overlay = .help
            case .loadedASCII:
                state.phase = .loaded(LoadedWeather(report: report))
                state.glyphs = Glyphs(.ascii)
            case .refreshingApproximateASCII:
                var approximate = report
                approximate.place.isApproximate = true
                state.phase = .loaded(LoadedWeather(report: approximate, isRefreshing: true))
                state.spinnerFrame = 1
                state.glyphs = Glyphs(.ascii)
            case .helpASCII:
                state.phase = .loaded(LoadedWeather(report: report))
                state.overlay = .help
                state.glyphs = Glyphs(.ascii)
            case .loadedNerd:
                state.phase = .loaded(LoadedWeather(report: report))
                state.glyphs = Glyphs(.nerd)
            case .graphHidden:
                state.phase = .loaded(LoadedWeather(report: report))
                state.showsGraph = false
            case .daysView:
                state.phase = .loaded(LoadedWeather(report: report))
                state.listMode = .days
            case .daysViewKorean:
                state.phase = .loaded(LoadedWeather(report: report))
                state.listMode = .days
                state.language = .korean
            case .loadedTwelveHour:
                state.phase = .loaded(LoadedWeather(report: report))
                state.clockFormat = .twelveHour
            case .storedStaleTwelveHour:
                let now = SampleReport.now.addingTimeInterval(5 * 3600)
                state.now = now
                state.phase = .loaded(LoadedWeather(report: report.droppingPastSteps(at: now), isStale: true, isStored: true))
                state.clockFormat = .twelveHour
            case .hourlyTwelveHour:
                state.phase = .loaded(LoadedWeather(report: report))
                state.listMode = .hourly
                state.clockFormat = .twelveHour
            case .hourly:
                state.phase = .loaded(LoadedWeather(report: report))
                state.listMode = .hourly
            case .rainSoon:
                // Sun 23 Nov 05:10 in Seoul: the rain of 09:00 is four hours away.
                state.phase = .loaded(LoadedWeather(report: SampleReport.decoded(at: SampleReport.now.addingTimeInterval(20.5 * 3600))))
            case .rainNowKorean:
                // Sun 23 Nov 10:40 in Seoul: raining, until 15:00.
                state.phase = .loaded(LoadedWeather(report: SampleReport.decoded(at: SampleReport.now.addingTimeInterval(26 * 3600))))
                state.language = .korean
            case .asciiGlyphs:
                state.phase = .loaded(LoadedWeather(report: report))
                state.listMode = .days
                state.glyphs = Glyphs(.ascii)
            case .warmerThanYesterday:
                var warmer = report
                warmer.current.temperatureYesterday = 2.6
                state.phase = .loaded(LoadedWeather(report: warmer))
            case .colderThanYesterdayKorean:
                var colder = report
                colder.current.temperatureYesterday = 9.4
                state.phase = .loaded(LoadedWeather(report: colder))
                state.language = .korean
            case .nowcastRainSoon:
                // In Berlin, where a 15-minute model runs: the sentence says minutes (in Seoul, hours).
                var soon = report
                soon.place = Place(name: "Berlin", countryCode: "DE", coordinate: Coordinate(latitude: 52.52, longitude: 13.405)!)
                soon.quarterHours = Self.quarters([2: 0.2, 3: 0.5, 4: 1.4, 5: 0.3])
                state.phase = .loaded(LoadedWeather(report: soon))
            case .nowcastRainStopsKorean:
                var stopping = report
                stopping.quarterHours = Self.quarters([0: 2.5, 1: 0.6])
                state.phase = .loaded(LoadedWeather(report: stopping))
                state.language = .korean
            case .airQuality:
                var withAir = report
                withAir.air = AirQuality(
                    time: SampleReport.now, usIndex: 42, europeanIndex: 18, pm2_5: 10.9, pm10: 18.3, ozone: 35.8, uvIndex: 3.2,
                    fetchedAt: SampleReport.now
                )
                state.phase = .loaded(LoadedWeather(report: withAir))
            case .airQualityKorean:
                var withAir = report
                withAir.air = AirQuality(
                    time: SampleReport.now, usIndex: 163, europeanIndex: 71, pm2_5: 80, pm10: 120, ozone: 35.8, uvIndex: nil,
                    fetchedAt: SampleReport.now
                )
                state.phase = .loaded(LoadedWeather(report: withAir))
                state.language = .korean
            case .airQualityUnhealthyForSensitiveGroups:
                var withAir = report
                withAir.air = AirQuality(
                    time: SampleReport.now, usIndex: 142, europeanIndex: 58, pm2_5: 52.3, pm10: 70, ozone: 35.8, uvIndex: 3,
                    fetchedAt: SampleReport.now
                )
                state.phase = .loaded(LoadedWeather(report: withAir))
            case .airView:
                var withAir = report
                withAir.air = SampleReport.air()
                state.phase = .loaded(LoadedWeather(report: withAir))
                state.listMode = .air
                state.resetScroll()
            case .airViewPollenKorean:
                var berlin = report
                berlin.place = Place(name: "Berlin", region: nil, countryCode: "DE", coordinate: Coordinate(latitude: 52.52, longitude: 13.405)!)
                berlin.air = SampleReport.air(pollen: true)
                state.phase = .loaded(LoadedWeather(report: berlin))
                state.language = .korean
                state.listMode = .air
                state.resetScroll()
            case .airViewNoData:
                state.phase = .loaded(LoadedWeather(report: report))
                state.listMode = .air
                state.resetScroll()
            case .airViewEuropeanChosen:
                var withAir = report
                withAir.air = SampleReport.air()
                state.phase = .loaded(LoadedWeather(report: withAir))
                state.airIndex = .european
                state.listMode = .air
                state.resetScroll()
            case .warningBanner, .warningBannerASCII:
                state.phase = .loaded(LoadedWeather(report: SampleWarnings.denver(SampleWarnings.nws)))
                if self == .warningBannerASCII { state.glyphs = Glyphs(.ascii) }
            case .warningBannerKorean:
                state.phase = .loaded(LoadedWeather(report: SampleWarnings.oslo))
                state.language = .korean
            case .warningsPanel:
                state.phase = .loaded(LoadedWeather(report: SampleWarnings.denver(SampleWarnings.nws)))
                state.overlay = .warnings
            case .warningsPanelLongText:
                state.phase = .loaded(LoadedWeather(report: SampleWarnings.denver(SampleWarnings.longText)))
                state.overlay = .warnings
            case .warningsPanelFrench:
                state.phase = .loaded(LoadedWeather(report: SampleWarnings.torontoFrench))
                state.language = .french
                state.overlay = .warnings
            case .warningsUnanswered:
                let report = SampleWarnings.berlinUnanswered
                state.phase = .loaded(LoadedWeather(report: report))
                state.notice = .noWarnings(report.warnings)
            case .halfHourZone:
                state.phase = .loaded(LoadedWeather(report: SampleReport.kolkata))
            case .halfHourZoneDays:
                state.phase = .loaded(LoadedWeather(report: SampleReport.kolkata))
                state.listMode = .days
            case .threeQuarterHourZoneTwelveHour:
                state.phase = .loaded(LoadedWeather(report: SampleReport.kathmandu))
                state.clockFormat = .twelveHour
            case .warmerThanNormal, .warmerThanNormalAndYesterday, .colderThanNormalKorean, .daysViewNormals, .daysViewNormalsKorean:
                normals(into: &state)
            case .seaHeader, .seaHeaderImperialKorean, .seaView, .seaViewASCII, .seaViewInland, .seaViewNoData, .seaViewNOAA:
                sea(into: &state)
            case .observationRain, .observationFogKorean, .observationBesideTheSea:
                observation(into: &state)
            case .ensembleBand, .ensembleBandASCII, .ensembleDays, .ensembleDaysMembersRain, .ensembleDaysKorean:
                ensemble(into: &state)
            case .threeHourOnlyNotice:
                state.phase = .loaded(LoadedWeather(report: SampleReport.threeHourOnly))
                state.notice = .onlyThreeHourSteps
            case .ambiguousFirstLoad:
                let failure = LoadFailure.location(.ambiguous("Springfield", matches: Places.springfields))
                state.phase = .failed(failure)
                state.overlay = .locationPrompt(LocationPrompt(
                    text: "Springfield", picker: PlacePicker(name: "Springfield", matches: Places.springfields)
                ))
            case .stored, .storedKorean:
                // Launched two hours after the last good load: the stored report while the load runs behind it.
                state.now = SampleReport.now.addingTimeInterval(2 * 3600)
                state.showStored(report.droppingPastSteps(at: SampleReport.now.addingTimeInterval(2 * 3600)))
                state.spinnerFrame = 4
            case .storedStaleCurrent, .storedStaleCurrentKorean:
                // Five hours on, and the load failed: the current conditions are not passed off as now.
                let now = SampleReport.now.addingTimeInterval(5 * 3600)
                state.now = now
                state.phase = .loaded(LoadedWeather(report: report.droppingPastSteps(at: now), isStale: true, isStored: true))
            case .metNorway:
                state.phase = .loaded(LoadedWeather(report: SampleReport.metNorway(zone: GoldenScreenTests.oslo)))
            case .metNorwayZoneUnknown:
                state.phase = .loaded(LoadedWeather(report: SampleReport.metNorway(zone: nil)))
            case .metNorwayFallbackDays:
                state.phase = .loaded(LoadedWeather(report: SampleReport.metNorway(zone: GoldenScreenTests.oslo, fallback: GoldenScreenTests.openMeteoFailed)))
                state.listMode = .days
            case .askingFallback:
                state.phase = .loading(placeName: "Seoul")
                state.askingFallback = FallbackAttempt(from: .openMeteo, to: .metNorway)
                state.spinnerFrame = 2
            case .askingFallbackRefreshing:
                state.phase = .loaded(LoadedWeather(report: report, isRefreshing: true))
                state.askingFallback = FallbackAttempt(from: .openMeteo, to: .metNorway)
                state.spinnerFrame = 2
            case .nextTry, .nextTryKorean:
                let now = SampleReport.now.addingTimeInterval(40 * 60)
                state.now = now
                state.phase = .loaded(LoadedWeather(report: report.droppingPastSteps(at: now), isStale: true, isStored: true))
                state.nextTry = now.addingTimeInterval(62)
            }
            if [.storedKorean, .storedStaleCurrentKorean, .nextTryKorean].contains(self) { state.language = .korean }
            return state
        }
    }

    /// Oslo in May, and Open-Meteo not answering: MET Norway's forecast is shown in its place.
    static let oslo = LocalTimeZone(identifier: "Europe/Oslo", secondsFromGMT: 7200)
    static let openMeteoFailed = ProviderFallback(from: .openMeteo, reason: .noAnswer)

    /// The places the location screens show.
    enum Places {
        static func place(_ name: String, _ region: String?, _ code: String, _ country: String?, _ population: Int?, _ latitude: Double, _ longitude: Double) -> Place {
            Place(
                name: name, region: region, countryCode: code, country: country, population: population,
                coordinate: Coordinate(latitude: latitude, longitude: longitude)!
            )
        }

        static let springfields = [
            place("Springfield", "Missouri", "US", "United States", 169_176, 37.2082, -93.2923),
            place("Springfield", "Massachusetts", "US", "United States", 155_929, 42.1019, -72.5887),
            place("Springfield", "Illinois", "US", "United States", 114_394, 39.799, -89.644),
        ]
        static let koreanSpringfields = [
            place("스프링필드", "미주리주", "US", "미국", 169_176, 37.2082, -93.2923),
            place("스프링필드", "매사추세츠주", "US", "미국", 155_929, 42.1019, -72.5887),
            place("스프링필드", "일리노이주", "US", "미국", 114_394, 39.799, -89.644),
        ]
        static let recent = [
            SampleReport.seoul.place,
            place("Busan", "Busan", "KR", "South Korea", 3_678_555, 35.18, 129.08),
            springfields[0],
            place("Reykjavík", "Capital Region", "IS", "Iceland", 118_918, 64.146, -21.942),
        ]
    }

    static let sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40), TerminalSize(columns: 40, rows: 12)]
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    @Test(arguments: Screen.allCases, sizes)
    func screenMatchesGolden(screen: Screen, size: TerminalSize) throws {
        var state = screen.state
        state.size = size
        state.resetScroll(offset: screen == .scrolled ? 7 : 0)
        let grid = DashboardView().render(state)
        let lines = grid.lines
        #expect(lines.allSatisfy { DisplayWidth.of($0) == size.columns }, "a row is not exactly \(size.columns) columns wide")
        let name = "\(screen.rawValue)-\(size.columns)x\(size.rows)"
        if state.glyphs.mode == .ascii {
            // The terminal draws these cells with its line-drawing characters; the golden text says what each means.
            let text = Self.trimmed(lines.map(Self.lineDrawingAsASCII), padding: " ")
            #expect(text.utf8.allSatisfy { $0 < 128 }, "a character above 127 outside the borders:\n\(text)")
            try compare(text, with: "\(name).txt")
        } else {
            try compare(Self.trimmed(lines, padding: " "), with: "\(name).txt")
        }
        try compare(Self.trimmed(StyleMask.rows(of: grid), padding: "."), with: "\(name).styles.txt")
    }

    /// The screens every language is recorded in, at 80×24 and 40×12, as `Languages/<screen>-<code>-<size>.txt`:
    /// a new language gets its goldens by recording once (then review them: cut words and wide characters).
    enum LanguageScreen: String, CaseIterable, CustomTestStringConvertible {
        case loaded, daysView, failed, metNorwayFallback, frost

        var testDescription: String { rawValue }

        func state(_ language: Language) -> ScreenState {
            var state = ScreenState(units: .metric, language: language, size: TerminalSize(columns: 80, rows: 24))
            switch self {
            case .loaded:
                state.phase = .loaded(LoadedWeather(report: SampleReport.seoul))
            case .daysView:
                state.phase = .loaded(LoadedWeather(report: SampleReport.seoul))
                state.listMode = .days
            case .failed:
                state.phase = .failed(.weather(.offline))
            case .metNorwayFallback:
                let report = SampleReport.metNorway(zone: GoldenScreenTests.oslo, fallback: GoldenScreenTests.openMeteoFailed)
                state.phase = .loaded(LoadedWeather(report: report))
            case .frost:
                state.phase = .loaded(LoadedWeather(report: SampleReport.frost))
            }
            return state
        }
    }

    @Test(arguments: LanguageScreen.allCases, Language.allCases)
    func languageScreenMatchesGolden(screen: LanguageScreen, language: Language) throws {
        for size in [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 12)] {
            var state = screen.state(language)
            state.size = size
            state.resetScroll(offset: 0)
            let grid = DashboardView().render(state)
            #expect(grid.lines.allSatisfy { DisplayWidth.of($0) == size.columns }, "a row is not exactly \(size.columns) columns wide")
            let name = "Languages/\(screen.rawValue)-\(language.rawValue)-\(size.columns)x\(size.rows)"
            try compare(Self.trimmed(grid.lines, padding: " "), with: "\(name).txt")
            try compare(Self.trimmed(StyleMask.rows(of: grid), padding: "."), with: "\(name).styles.txt")
        }
    }

    static func lineDrawingAsASCII(_ row: String) -> String {
        String(row.map { character -> Character in
            switch character {
            case "─": "-"
            case "│": "|"
            case "┌", "┐", "└", "┘", "├", "┤", "┬", "┴", "┼": "+"
            default: character
            }
        })
    }

    /// Rows joined with trailing padding removed, as the golden files keep them.
    static func trimmed(_ rows: [String], padding: Character) -> String {
        rows.map { row in String(row.reversed().drop { $0 == padding }.reversed()) }.joined(separator: "\n") + "\n"
    }

    func compare(_ text: String, with fileName: String) throws {
        let file = Self.directory.appendingPathComponent(fileName)
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] != nil {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        guard expected != text else { return }
        let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let got = text.split(separator: "\n", omittingEmptySubsequences: false)
        let diff = (0..<max(want.count, got.count)).compactMap { row -> String? in
            let a = row < want.count ? String(want[row]) : "∅"
            let b = row < got.count ? String(got[row]) : "∅"
            return a == b ? nil : "row \(row):\n  golden: \(a)\n  actual: \(b)"
        }
        Issue.record("\(fileName) differs (RECORD_GOLDEN=1 to re-record):\n\(diff.joined(separator: "\n"))")
    }

    @Test func tooSmallTerminalsSayWhatTheyNeed() {
        var state = Screen.loaded.state
        state.size = TerminalSize(columns: 20, rows: 8)
        let text = DashboardView().render(state).lines.joined(separator: "\n")
        #expect(text.contains("Terminal too small"))
        #expect(text.contains("need 32×10"))
        #expect(text.contains("have 20×8"))
    }

    /// Too narrow for the message on one line, it takes two, split where each language's text goes on
    /// to the size there is: never inside a number.
    @Test(arguments: [
        (Language.english, ["need 32×10", "have 20×5"]), (.japanese, ["必要 32×10", "現在 20×5"]),
        (.korean, ["32×10 필요", "현재 20×5"]), (.simplifiedChinese, ["需要 32×10", "当前 20×5"]),
        (.thai, ["ต้องการ 32×10", "มี 20×5"]), (.arabic, ["المطلوب 32×10", "المتاح 20×5"]),
    ])
    func theSizesAreSplitWhereTheLanguageSeparatesThem(language: Language, lines: [String]) {
        let message = Strings(language: language).needSize(32, 10, have: TerminalSize(columns: 20, rows: 5))
        #expect(TooSmallView.split(message, before: "20×5") == lines)
        var state = Screen.loaded.state
        state.language = language
        state.size = TerminalSize(columns: 20, rows: 5)
        let screen = DashboardView().render(state).lines
        #expect(lines.allSatisfy { line in screen.contains { $0.contains(VisualOrder.of(line)) } }, "\(screen)")
    }
}

extension TerminalSize: CustomTestStringConvertible {
    public var testDescription: String { "\(columns)x\(rows)" }
}
