import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

/// `m`, the sea view, and the sea where the header, `%O`, `--once` and `--json` show it.
@MainActor
@Suite struct SeaViewTests {
    let loader = FakeLoader()
    let controller: DashboardDriver

    init() {
        controller = DashboardDriver(loader: loader, units: .metric, language: .english, size: TerminalSize(columns: 80, rows: 24))
    }

    private static var seoulBySea: WeatherReport {
        var report = SampleReport.seoul
        report.marine = SampleReport.sea()
        return report
    }

    private func load(_ report: WeatherReport) {
        controller.start()
        controller.update(.loaded(report))
    }

    private var screen: [String] { DashboardView().render(controller.state).lines }

    @Test func mListsTheSeaAnHourARowOpenAtNowAndGoesBack() throws {
        load(Self.seoulBySea)
        #expect(controller.handle(.character("m")) == .handled)
        #expect(controller.state.listMode == .sea)
        #expect(controller.state.scroll.itemCount == Self.seoulBySea.seaHours.count)
        let rows = screen.filter { $0.range(of: #"\d\d:00  1\.\d m W 8 s  tide [+-]\d\.\d m"#, options: .regularExpression) != nil }
        #expect(rows.count >= 6, "\(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.contains("tides: Open-Meteo's model, not for navigation") })
        controller.handle(.character("m"))
        #expect(controller.state.listMode == .threeHour)
        controller.handle(.character("m"))
        controller.handle(.character("a"))
        #expect(controller.state.listMode == .air)
    }

    /// Each high and low tide is said in the row of the hour it falls in, and the next in the header.
    @Test func theTidesAreInTheirHoursRowsAndTheNextInTheHeader() throws {
        load(Self.seoulBySea)
        let tides = try #require(Self.seoulBySea.marine?.tides)
        let next = try #require(tides.first { $0.time > SampleReport.now })
        let dates = LocalDateFormatter(language: .english, clock: .twentyFourHour, timeZone: Self.seoulBySea.timeZone)
        let header = screen.prefix(6).joined(separator: "\n")
        #expect(header.contains("\(next.kind == .high ? "High" : "Low") tide \(dates.time(next.time))"), "\(header)")
        controller.handle(.character("m"))
        for _ in 0..<40 {
            controller.handle(.down)
        }
        let said = screen.filter { $0.contains(" tide ") && ($0.contains("High tide") || $0.contains("Low tide")) }
        #expect(!said.isEmpty, "\(screen.joined(separator: "\n"))")
    }

    @Test func inlandAndWithoutTheServiceTheViewSaysWhichInOneLine() {
        var inland = SampleReport.seoul
        inland.marine = .inland(fetchedAt: SampleReport.now)
        load(inland)
        controller.handle(.character("m"))
        #expect(screen.filter { $0.contains("No sea here") }.count == 1)
        #expect(!screen.prefix(6).contains { $0.contains("tide") })
        let unanswered = DashboardDriver(loader: loader, units: .metric, language: .english, size: TerminalSize(columns: 80, rows: 24))
        unanswered.start()
        unanswered.update(.loaded(SampleReport.seoul))
        unanswered.handle(.character("m"))
        #expect(DashboardView().render(unanswered.state).lines.filter { $0.contains("No sea data for this place") }.count == 1)
    }

    @Test func theOneShotOutputsSayTheSeaInTheUsersUnits() throws {
        let next = try #require(Self.seoulBySea.marine?.nextTide(after: SampleReport.now))
        let text = PlainTextReport(report: Self.seoulBySea, units: .imperial, language: .english, now: SampleReport.now).text
        #expect(text.range(of: #"(High|Low) tide \d\d:\d\d \(-?\d\.\d ft\), waves \d\.\d ft from W, sea 63°F"#, options: .regularExpression) != nil, "\(text)")
        let template = try StatusLineTemplate(parsing: "%O", glyphs: .unicode)
        let line = StatusLine(report: Self.seoulBySea, template: template, units: .metric, language: .german, glyphs: .unicode, now: SampleReport.now).text
        #expect(line.hasPrefix(next.kind == .high ? "Hochwasser " : "Niedrigwasser "), "\(line)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONReport(
            report: Self.seoulBySea, units: .metric, language: .english, now: SampleReport.now
        ).encoded().utf8)) as? [String: Any])
        let marine = try #require(json["marine"] as? [String: Any])
        let turns = try #require(marine["tides"] as? [[String: Any]])
        #expect(turns.count == Self.seoulBySea.marine?.tides.count)
        #expect(turns.allSatisfy { ($0["kind"] as? String).map { ["high", "low"].contains($0) } == true && $0["height_m"] is Double })
        #expect((turns.first?["time"] as? String)?.hasSuffix("+09:00") == true)
        #expect((marine["waves"] as? [String: Any])?["height_m"] is Double)
        #expect(marine["at_sea"] as? Bool == true && marine["tide_source"] as? String == "model")
    }
}
