import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

/// The nearest station's report in words: each present-weather shape, the sky, the wind; its line in
/// the user's units and language; where it and the forecast disagree; `--once`, `%v`, `%V`, `--json`
/// and the screen reader.
@Suite struct ObservationWordsTests {
    let english = Strings(language: .english)

    func words(_ code: String) throws -> String {
        english.presentWeather(try #require(PresentWeather(code: Substring(code))))
    }

    @Test func eachShapeOfPresentWeatherInWords() throws {
        #expect(try words("-RA") == "light rain")
        #expect(try words("+TSRA") == "heavy thunderstorm with rain")
        #expect(try words("-SHSN") == "light snow showers")
        #expect(try words("FZFG") == "freezing fog")
        #expect(try words("FZDZ") == "freezing drizzle")
        #expect(try words("VCSH") == "showers nearby")
        #expect(try words("VCTS") == "thunderstorm nearby")
        #expect(try words("-RASN") == "light rain and snow")
        #expect(try words("BLSN") == "blowing snow")
        #expect(try words("DRSA") == "low drifting sand")
        #expect(try words("MIFG") == "shallow fog")
        #expect(try words("BCFG") == "patches of fog")
        #expect(try words("PRFG") == "partial fog")
        #expect(try words("BR") == "mist" && words("HZ") == "haze" && words("FU") == "smoke" && words("VA") == "volcanic ash")
        #expect(try words("GR") == "hail" && words("GS") == "small hail" && words("PL") == "ice pellets" && words("UP") == "precipitation")
        #expect(try words("+FC") == "tornado" && words("FC") == "funnel cloud" && words("+SS") == "heavy sandstorm")
    }

    @Test func theSkyAndTheWind() {
        let report = SampleReport.rainObservation
        #expect(english.observedSky(report) == "overcast")
        #expect(english.observedSky(Observation(station: "LSGG", time: .now, raw: "", isCAVOK: true, fetchedAt: .now)) == "ceiling and visibility OK")
        #expect(english.observedSky(Observation(station: "KADW", time: .now, raw: "", isSkyClear: true, fetchedAt: .now)) == "clear sky")
        let knots = UnitFormatter(units: DisplayUnits(system: .metric, windSpeed: .knots))
        func wind(_ wind: ObservedWind) -> String { english.observedWind(wind, direction: { "\(Int($0))°" }, speed: knots.windSpeed) }
        #expect(wind(ObservedWind(direction: 240, speed: 12 * 0.514444)) == "wind 240° 12 kn")
        #expect(wind(ObservedWind(direction: 30, speed: 16 * 0.514444, gust: 22 * 0.514444)) == "wind 30° 16 kn, gusts 22 kn")
        #expect(wind(ObservedWind(direction: nil, speed: 3 * 0.514444)) == "wind variable 3 kn")
        #expect(wind(ObservedWind(direction: nil, speed: 0)) == "calm")
    }

    @Test func theLineInTheUsersUnitsAndLanguageAndItsShorterForms() throws {
        let imperial = try #require(ObservationSummary(
            observation: SampleReport.rainObservation, now: SampleReport.now, strings: english, units: UnitFormatter(units: .imperial)
        ))
        #expect(imperial.forms == [
            "Observed at KPWM 12 min ago: 54°F, light rain, mist, wind 30° 18 mph, gusts 25 mph",
            "Observed at KPWM 12 min ago: 54°F, light rain, mist",
            "Observed at KPWM 12 min ago: 54°F",
        ])
        let german = try #require(ObservationSummary(
            observation: SampleReport.fogObservation, now: SampleReport.now, strings: Strings(language: .german), units: UnitFormatter(units: .metric)
        ))
        #expect(german.line == "Beobachtet in LFPG vor 40 min: -1°C, Nebel, windstill", "\(german.line)")
        #expect(ObservationSummary(observation: nil, now: SampleReport.now, strings: english, units: UnitFormatter(units: .metric)) == nil)
    }

    @Test func theStationAndTheForecastDisagreeingAboutNow() {
        var report = SampleReport.seoul
        report.observation = SampleReport.rainObservation
        #expect(ObservationDisagreement(report: report, now: SampleReport.now) == .wetObservedDryForecast)
        #expect(english.observationDisagreement(.wetObservedDryForecast, station: "KPWM") == "KPWM reports precipitation; the forecast has none")
        report.current.condition = .rain
        #expect(ObservationDisagreement(report: report, now: SampleReport.now) == nil)
        report.observation = SampleReport.fogObservation
        #expect(ObservationDisagreement(report: report, now: SampleReport.now) == .dryObservedWetForecast)
        report.observation?.weather.append(PresentWeather(isNearby: true, descriptor: .showers, phenomena: []))
        #expect(ObservationDisagreement(report: report, now: SampleReport.now) == nil, "showers nearby neither confirm nor deny")
        report.current.condition = .fog
        report.observation = SampleReport.rainObservation
        #expect(ObservationDisagreement(report: report, now: SampleReport.now.addingTimeInterval(2 * 3600)) == nil, "too old to say")
    }

    @Test func theOneShotOutputsAndTheScreenReaderSayIt() throws {
        var report = SampleReport.seoul
        report.observation = SampleReport.rainObservation
        let text = PlainTextReport(report: report, units: .metric, language: .english, now: SampleReport.now).text
        #expect(text.contains("Observed at KPWM 12 min ago: 12°C, light rain, mist, wind 30° 8.2 m/s, gusts 11.3 m/s\n"), "\(text)")
        #expect(text.contains("KPWM reports precipitation; the forecast has none"))
        let template = try StatusLineTemplate(parsing: "%V|%v", glyphs: .unicode)
        let line = StatusLine(report: report, template: template, units: .metric, language: .english, glyphs: .unicode, now: SampleReport.now).text
        #expect(line == "light rain, mist|Observed at KPWM 12 min ago: 12°C, light rain, mist, wind 30° 8.2 m/s, gusts 11.3 m/s")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONReport(
            report: report, units: .metric, language: .english, now: SampleReport.now
        ).encoded().utf8)) as? [String: Any])
        let observation = try #require(json["observation"] as? [String: Any])
        #expect(observation["station"] as? String == "KPWM" && (observation["raw"] as? String)?.hasPrefix("SPECI KPWM") == true)
        #expect((observation["time"] as? String)?.hasSuffix("+09:00") == true && observation["disagreement"] as? String == "wet_observed_dry_forecast")
        let weather = try #require(observation["weather"] as? [[String: Any]])
        #expect(weather.map { $0["code"] as? String } == ["-RA", "BR"] && weather.first?["description"] as? String == "light rain")
        let spoken = SpokenReport(report: report, units: .metric, strings: english, clock: .twentyFourHour, now: SampleReport.now).summary
        #expect(spoken.contains { $0.hasPrefix("Observed at KPWM 12 min ago: 12 degrees, light rain, mist, wind north-north-east") }, "\(spoken)")
        #expect(spoken.contains("KPWM reports precipitation; the forecast has none."))
    }

    @Test func aWideShortHeaderHasTheReportAfterTheOutlookWhereThereIsRoom() {
        var report = SampleReport.seoul
        report.observation = SampleReport.fogObservation
        var state = ScreenState(units: .metric, language: .english, size: TerminalSize(columns: 120, rows: 12))
        state.now = SampleReport.now
        state.phase = .loaded(LoadedWeather(report: report))
        let lines = DashboardView().render(state).lines
        #expect(lines[2].contains("No rain expected in the next 24 h   Observed at LFPG 40 min ago: -1°C, fog, calm"), "\(lines.joined(separator: "\n"))")
        state.size = TerminalSize(columns: 40, rows: 12)
        #expect(!DashboardView().render(state).lines.joined().contains("Observed at"), "no room at 40 columns")
    }
}
