import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

/// `a`, the air view, and the air where the header, `%a`, `--json` and `--waybar` show it.
@MainActor
@Suite struct AirViewTests {
    let loader = FakeLoader()
    let controller: DashboardDriver

    init() {
        controller = DashboardDriver(loader: loader, units: .metric, language: .english, size: TerminalSize(columns: 80, rows: 24))
    }

    private static var seoulWithAir: WeatherReport {
        var report = SampleReport.seoul
        report.air = SampleReport.air()
        return report
    }

    private func load(_ report: WeatherReport) {
        controller.start()
        controller.update(.loaded(report))
    }

    private var screen: [String] { DashboardView().render(controller.state).lines }

    @Test func aListsTheAirAnHourARowAndGoesBack() throws {
        load(Self.seoulWithAir)
        #expect(controller.handle(.character("a")) == .handled)
        #expect(controller.state.listMode == .air)
        #expect(controller.state.scroll.itemCount == 48)
        let rows = screen.filter { $0.contains("AQI ") && $0.contains("PM2.5") }
        #expect(rows.count >= 6, "\(screen.joined(separator: "\n"))")
        #expect(rows[0].contains("AQI  42 good"))
        #expect(screen.contains { $0.contains("US AQI (EPA)") })
        controller.handle(.character("a"))
        #expect(controller.state.listMode == .threeHour)
        controller.handle(.character("a"))
        controller.handle(.character("h"))
        #expect(controller.state.listMode == .hourly)
    }

    /// The concentrations are numbers on screen, so they take the language's decimal mark.
    @Test func concentrationsTakeTheLanguagesDecimalMark() {
        let german = DashboardDriver(loader: loader, units: .metric, language: .german, size: TerminalSize(columns: 100, rows: 24))
        german.start()
        german.update(.loaded(Self.seoulWithAir))
        german.handle(.character("a"))
        let rows = DashboardView().render(german.state).lines.filter { $0.contains("PM2.5") }
        #expect(!rows.isEmpty)
        #expect(rows.allSatisfy { $0.range(of: #"PM2\.5 +\d+,\d"#, options: .regularExpression) != nil }, "\(rows.joined(separator: "\n"))")
    }

    /// The long words where every row's fit; at 80 columns with every column the EPA's short form.
    @Test func theLongWordsWhereTheyFit() {
        load(Self.seoulWithAir)
        controller.handle(.character("a"))
        controller.resize(to: TerminalSize(columns: 120, rows: 40))
        for _ in 0..<6 { controller.handle(.down) }
        #expect(screen.contains { $0.contains("unhealthy for sensitive groups") }, "\(screen.joined(separator: "\n"))")
        controller.resize(to: TerminalSize(columns: 80, rows: 40))
        controller.handle(.home)
        for _ in 0..<6 { controller.handle(.down) }
        #expect(screen.contains { $0.contains(" USG ") }, "\(screen.joined(separator: "\n"))")
    }

    @Test func withoutTheAirServiceTheViewSaysSoInOneLine() {
        load(SampleReport.seoul)
        controller.handle(.character("a"))
        #expect(controller.state.listMode == .air)
        let said = screen.filter { $0.contains("No air-quality data for this place") }
        #expect(said.count == 1)
        controller.handle(.down)
        controller.handle(.end)
        #expect(screen.filter { $0.contains("No air-quality data") }.count == 1)
    }

    @Test func pollenOnlyWhereTheServiceHasACount() {
        var berlin = Self.seoulWithAir
        berlin.place = Place(name: "Berlin", countryCode: "DE", coordinate: Coordinate(latitude: 52.52, longitude: 13.405)!)
        berlin.air = SampleReport.air(pollen: true)
        load(berlin)
        controller.resize(to: TerminalSize(columns: 110, rows: 30))
        controller.handle(.character("a"))
        #expect(screen.contains { $0.contains("pollen birch") })
        #expect(screen.contains { $0.contains("European AQI (EEA)") })
        load(Self.seoulWithAir)
        #expect(!screen.contains { $0.contains("pollen") })
    }

    @Test func theChosenIndexWinsOverTheRegion() {
        let controller = DashboardDriver(loader: loader, airIndex: .european)
        controller.start()
        controller.update(.loaded(Self.seoulWithAir))
        controller.handle(.character("a"))
        let screen = DashboardView().render(controller.state).lines
        #expect(screen.contains { $0.contains("European AQI (EEA)") })
        #expect(screen.contains { $0.contains("AQI  18 good") })
    }

    /// `a` pressed before the air service answered: its hours fill the open view when they arrive.
    @Test func theAirArrivingFillsTheOpenView() {
        let controller = DashboardDriver(loader: loader)
        controller.start()
        var withoutAir = Self.seoulWithAir
        withoutAir.air = nil
        controller.update(.loaded(withoutAir))
        controller.handle(.character("a"))
        #expect(DashboardView().render(controller.state).lines.contains { $0.contains("No air-quality data") })
        controller.update(.amended(Self.seoulWithAir))
        let screen = DashboardView().render(controller.state).lines
        #expect(screen.contains { $0.contains("AQI  42 good") }, "\(screen.joined(separator: "\n"))")
    }

    /// At 80 columns the header keeps the AQI with the short words; at 40 the number alone.
    @Test func theHeaderKeepsTheIndexWhereTheWordsDoNotFit() {
        var report = SampleReport.seoul
        report.air = AirQuality(
            time: SampleReport.now, usIndex: 142, europeanIndex: nil, pm2_5: 52, pm10: nil, ozone: nil, uvIndex: 3, fetchedAt: SampleReport.now
        )
        load(report)
        let header = { self.screen.prefix(6).joined(separator: "\n") }
        #expect(header().contains("AQI 142 USG · UV 3"), "\(header())")
        controller.resize(to: TerminalSize(columns: 40, rows: 12))
        #expect(header().contains("AQI 142"), "\(header())")
        controller.resize(to: TerminalSize(columns: 120, rows: 40))
        #expect(header().contains("AQI 142 unhealthy for sensitive groups · UV 3"), "\(header())")
    }

    @Test func statusLineJSONAndWaybarCarryTheAir() throws {
        let report = Self.seoulWithAir
        let template = try StatusLineTemplate(parsing: "%a|%u", glyphs: .unicode)
        let line = StatusLine(report: report, template: template, units: .metric, language: .english, glyphs: .unicode, now: SampleReport.now)
        #expect(line.text.hasPrefix("42 good|"))
        var withoutAir = report
        withoutAir.air = nil
        #expect(StatusLine(report: withoutAir, template: template, units: .metric, language: .english, glyphs: .unicode, now: SampleReport.now)
            .value(of: .airQuality) == nil)
        let european = StatusLine(
            report: report, template: template, units: .metric, language: .korean, glyphs: .unicode, now: SampleReport.now, airIndex: .european
        )
        #expect(european.value(of: .airQuality) == "18 좋음")

        let json = try JSONReport(report: report, units: .metric, language: .english, now: SampleReport.now).encoded()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let air = try #require(object["air"] as? [String: Any])
        #expect(air["index_scale"] as? String == "us" && air["value"] as? Int == 42 && air["category"] as? String == "good")
        #expect(air["pm2_5"] as? Double == 10.9 && air["uv"] != nil && air["fetched_at"] != nil && air["pollen"] == nil)
        let bare = try JSONReport(report: withoutAir, units: .metric, language: .english, now: SampleReport.now).encoded()
        #expect(!bare.contains("\"air\""))

        let waybar = WaybarReport(line: line)
        #expect(waybar.tooltip.contains("AQI 42 good · PM2.5 10.9 µg/m³"))
        var plain = line
        plain.template = try StatusLineTemplate(parsing: "%t", glyphs: .unicode)
        #expect(!WaybarReport(line: plain).tooltip.contains("PM2.5"))
    }

    /// The air service gave nothing by the end of the load: a quiet note in `?`, nothing anywhere else.
    @Test func aMissingAirIsAQuietNoteInTheHelp() {
        load(SampleReport.seoul)
        controller.handle(.character("?"))
        #expect(!screen.contains { $0.contains("no air quality") }, "the load is not done yet")
        controller.update(.finished(SampleReport.seoul))
        #expect(screen.contains { $0.contains("AQI") && $0.contains("no air quality: the air service did not answer") })
        controller.handle(.character("?"))
        #expect(!screen.contains { $0.contains("no air quality") })
        controller.update(.loaded(Self.seoulWithAir))
        controller.update(.finished(Self.seoulWithAir))
        controller.handle(.character("?"))
        #expect(!screen.contains { $0.contains("no air quality") })
    }
}
