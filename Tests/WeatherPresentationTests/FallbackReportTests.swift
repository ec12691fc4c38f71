import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

/// A forecast from MET Norway, chosen or as the fallback, in every output: credited, named as the
/// fallback where it is one, and with nothing shown for what the service does not send.
@Suite struct FallbackReportTests {
    static let oslo = LocalTimeZone(identifier: "Europe/Oslo", secondsFromGMT: 7200)
    static let fallback = ProviderFallback(from: .openMeteo, reason: .noAnswer)

    private func object(_ report: WeatherReport) throws -> [String: Any] {
        let json = try JSONReport(report: report, units: .metric, language: .english, now: SampleReport.nordicNow).encoded()
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func jsonNamesTheServiceAndTheOneThatFailed() throws {
        let object = try object(SampleReport.metNorway(zone: Self.oslo, fallback: Self.fallback))
        #expect(object["provider"] as? String == "met-norway")
        #expect(object["fallback_from"] as? String == "open-meteo")
        #expect(object["fallback_reason"] as? String == "Open-Meteo did not answer")
        #expect(object["attribution"] as? String == "Weather data by MET Norway (CC BY 4.0)")
        let chosen = try self.object(SampleReport.seoul)
        #expect(chosen["fallback_from"] == nil && chosen["fallback_reason"] == nil)
    }

    @Test func jsonLeavesOutWhatTheServiceDoesNotSend() throws {
        let object = try object(SampleReport.metNorway(zone: Self.oslo))
        let current = try #require(object["current"] as? [String: Any])
        #expect(current["feels_like"] == nil)
        #expect(current["visibility_metres"] == nil)
        let forecast = try #require(object["forecast"] as? [[String: Any]])
        #expect(!forecast.isEmpty && forecast.allSatisfy { $0["feels_like"] == nil })
        #expect((object["location"] as? [String: Any])?["timezone"] as? String == "Europe/Oslo")
    }

    @Test func plainTextCreditsTheServiceAndSaysWhy() {
        let text = PlainTextReport(
            report: SampleReport.metNorway(zone: Self.oslo, fallback: Self.fallback), units: .metric, language: .english,
            now: SampleReport.nordicNow
        ).text
        #expect(text.hasSuffix("Weather data by MET Norway (CC BY 4.0) — Open-Meteo did not answer\n"), "\(text)")
        #expect(!text.contains("feels"))
        #expect(text.hasPrefix("Holmestrand, Vestfold, NO — updated 23:20\n"), "\(text)")
    }

    @Test func aPlaceWhoseZoneIsUnknownSaysItsTimesAreUTC() {
        let text = PlainTextReport(report: SampleReport.metNorway(zone: nil), units: .metric, language: .english, now: SampleReport.nordicNow).text
        #expect(text.hasPrefix("Holmestrand, Vestfold, NO — updated 21:20 UTC\n"), "\(text)")
    }

    @Test func aStatusLineLeavesOutTheFeelsLikeTemperatureItWasNotSent() throws {
        let line = StatusLine(
            report: SampleReport.metNorway(zone: Self.oslo, fallback: Self.fallback), template: try StatusLineTemplate(parsing: "%t|%f|", glyphs: .unicode),
            units: .metric, language: .english, glyphs: .unicode, now: SampleReport.nordicNow
        )
        let fields = line.text.split(separator: "|", omittingEmptySubsequences: false)
        #expect(fields.count == 3 && fields[0].hasSuffix("°C") && fields[1].isEmpty, "\(line.text)")
    }

    @Test func waybarMarksAFallbackAndSaysWhose() throws {
        let line = StatusLine(
            report: SampleReport.metNorway(zone: Self.oslo, fallback: Self.fallback), template: .conditionAndTemperature,
            units: .metric, language: .english, glyphs: .unicode, now: SampleReport.nordicNow
        )
        let waybar = WaybarReport(line: line)
        #expect(waybar.class.contains("fallback"))
        #expect(!waybar.class.contains("stale"))
        #expect(waybar.tooltip.contains("MET Norway — Open-Meteo did not answer"))
    }

    @Test(arguments: [
        (FallbackReason.noAnswer, "Open-Meteo did not answer"), (.rateLimited, "Open-Meteo: too many requests"),
        (.status(503), "Open-Meteo: HTTP 503"), (.unreadable, "Open-Meteo: unreadable answer"),
        (.refused(status: 403), "Open-Meteo refused access"),
    ])
    func theNoteSaysWhatFailed(reason: FallbackReason, note: String) {
        #expect(Strings(language: .english).fallbackNote(ProviderFallback(from: .openMeteo, reason: reason)) == note)
    }

    /// OpenWeather's service failing is not its key's fault; a key it refused is.
    @Test func onlyARefusedKeyBlamesTheKey() {
        let strings = Strings(language: .english)
        #expect(strings.fallbackNote(ProviderFallback(from: .openWeather, reason: .status(500))) == "OpenWeather: HTTP 500")
        #expect(strings.fallbackNote(ProviderFallback(from: .openWeather, reason: .keyRejected(status: 401)))
            == "OpenWeather rejected the API key (HTTP 401)")
    }

    /// Both services failing: the failure screen and the one-shot line name each, not the chosen one alone
    /// or "the weather service"; no network, or an intercepted connection, is said once.
    @Test func bothServicesFailingAreBothNamed() {
        let strings = Strings(language: .english)
        let timedOut = LoadFailure.weatherAndFallback(FailoverFailure(chosen: .openMeteo, error: .timedOut, fallback: .metNorway, fallbackError: .timedOut))
        #expect(strings.explain(timedOut).reason == "Open-Meteo: no answer in time · MET Norway did not answer")
        let statuses = LoadFailure.weatherAndFallback(FailoverFailure(
            chosen: .openMeteo, error: .serverError(status: 503, service: "Open-Meteo"), fallback: .metNorway, fallbackError: .serverError(status: 500)
        ))
        #expect(strings.line(explaining: statuses).hasPrefix("Open-Meteo is having trouble (HTTP 503) · MET Norway: HTTP 500"))
        #expect(strings.explain(statuses).hint == strings.explain(.weather(.serverError(status: 503, service: "Open-Meteo"))).hint)
        let offline = LoadFailure.weatherAndFallback(FailoverFailure(chosen: .openMeteo, error: .offline, fallback: .metNorway, fallbackError: .offline))
        #expect(strings.explain(offline) == strings.explain(.weather(.offline)))
        let intercepted = FetchError.certificateRejected(host: "api.open-meteo.com", problem: .untrusted)
        let certificates = LoadFailure.weatherAndFallback(FailoverFailure(
            chosen: .openMeteo, error: intercepted, fallback: .metNorway, fallbackError: .certificateRejected(host: "api.met.no", problem: .untrusted)
        ))
        #expect(strings.explain(certificates) == strings.explain(.weather(intercepted)))
    }

    /// The credit the licence asks for stays on the bottom border at 80 columns, in every language.
    @Test(arguments: Language.allCases)
    func theCreditFitsAt80Columns(language: Language) {
        var state = ScreenState(units: .metric, language: language, size: TerminalSize(columns: 80, rows: 24))
        state.phase = .loaded(LoadedWeather(report: SampleReport.metNorway(zone: Self.oslo, fallback: Self.fallback)))
        state.resetScroll()
        let lines = DashboardView().render(state).lines
        #expect(lines[lines.count - 1].contains(" MET Norway "), "\(language): \(lines[lines.count - 1])")
        let note = Strings(language: language).fallbackNote(Self.fallback)
        #expect(lines[0].contains(VisualOrder.of(note)), "\(language): \(lines[0])")
    }
}
