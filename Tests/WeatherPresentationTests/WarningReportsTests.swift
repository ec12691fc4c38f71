import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

/// The warnings in the one-shot outputs: `--json` lists those in force, `--once` prints a line for the
/// most severe, `--waybar` adds the class `warning` and a tooltip line.
@Suite struct WarningReportsTests {
    let report = SampleWarnings.denver(SampleWarnings.nws)
    let now = SampleReport.now

    @Test func jsonListsTheWarningsInForceMostSevereFirst() throws {
        let json = try JSONReport(report: report, units: .metric, language: .english, now: now).encoded()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let warnings = try #require(object["warnings"] as? [[String: Any]])
        #expect(warnings.map { $0["event"] as? String } == ["Winter Storm Warning", "Wind Advisory", "Special Weather Statement"])
        let storm = warnings[0]
        #expect(storm["source"] as? String == "NWS")
        #expect(storm["severity"] as? String == "severe")
        #expect(storm["severity_label"] as? String == "Severe")
        #expect(storm["onset"] as? String == "2025-11-22T06:40:00+09:00")
        #expect(storm["ends"] as? String == "2025-11-22T18:00:00+09:00")
        #expect((storm["headline"] as? String)?.hasPrefix("Winter Storm Warning issued") == true)
        let quiet = try JSONReport(report: SampleReport.seoul, units: .metric, language: .english, now: now).encoded()
        #expect(quiet.contains("\"warnings\" : [\n\n  ]") || quiet.contains("\"warnings\" : []"))
    }

    @Test func onceHasAWarningLineOnlyWhenOneIsInForce() {
        let text = PlainTextReport(report: report, units: .metric, language: .english, now: now).text
        #expect(text.contains("\nWarning: Winter Storm Warning until 18:00 (NWS), +2 more\n"), "\(text)")
        let korean = PlainTextReport(report: report, units: .metric, language: .korean, now: now).text
        #expect(korean.contains("\n특보: Winter Storm Warning 18:00까지 (NWS), 외 2건\n"), "\(korean)")
        let later = PlainTextReport(report: report, units: .metric, language: .english, now: now.addingTimeInterval(86_400)).text
        #expect(!later.contains("Warning:"))
        #expect(!PlainTextReport(report: SampleReport.seoul, units: .metric, language: .english, now: now).text.contains("Warning:"))
    }

    @Test func waybarAddsTheClassAndATooltipLine() throws {
        let line = StatusLine(report: report, template: .conditionAndTemperature, units: .metric, language: .english, glyphs: .unicode, now: now)
        let waybar = WaybarReport(line: line)
        #expect(waybar.class.contains("warning"))
        #expect(waybar.tooltip.contains("<b>Warning: Winter Storm Warning until 18:00 (NWS), +2 more</b>"))
        let quiet = WaybarReport(line: StatusLine(report: SampleReport.seoul, template: .conditionAndTemperature, units: .metric, language: .english, glyphs: .unicode, now: now))
        #expect(!quiet.class.contains("warning"))
    }

    @Test func jsonSaysWhetherNoneOrUnknown() throws {
        func status(_ report: WeatherReport) throws -> (String?, String?) {
            let json = try JSONReport(report: report, units: .metric, language: .english, now: now).encoded()
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            return (object["warnings_status"] as? String, object["warnings_source"] as? String)
        }
        #expect(try status(report) == ("in_force", "NWS"))
        #expect(try status(SampleWarnings.denver([])) == ("none", "NWS"))
        #expect(try status(SampleWarnings.berlinUnanswered) == ("unknown", "DWD"))
        var regional = SampleWarnings.berlinUnanswered
        regional.warnings?.status = .regionUnknown
        #expect(try status(regional) == ("region_unknown", "DWD"))
        var uncovered = SampleReport.seoul
        uncovered.warnings = WeatherWarnings(source: nil, warnings: [], fetchedAt: now)
        #expect(try status(uncovered) == ("not_covered", nil))
        #expect(try status(SampleReport.seoul) == ("not_loaded", nil))
    }

    /// The place's feed in the four words: `--json`'s `warnings_feed` (and, where it did not answer, when
    /// it last did) and `--waybar`'s class.
    @Test func jsonAndWaybarNameTheFeedsState() throws {
        func feed(_ report: WeatherReport) throws -> (String?, String?, [String]) {
            let json = try JSONReport(report: report, units: .metric, language: .english, now: now).encoded()
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let line = StatusLine(report: report, template: .conditionAndTemperature, units: .metric, language: .english, glyphs: .unicode, now: now)
            let classes = WaybarReport(line: line).class.filter { ["covered", "warnings", "unavailable", "not-covered"].contains($0) }
            return (object["warnings_feed"] as? String, object["warnings_last_answer"] as? String, classes)
        }
        #expect(try feed(report) == ("warnings", nil, ["warnings"]))
        #expect(try feed(SampleWarnings.denver([])) == ("covered", nil, ["covered"]))
        #expect(try feed(SampleWarnings.berlinUnanswered) == ("unavailable", nil, ["unavailable"]))
        var answeredBefore = SampleWarnings.berlinUnanswered
        answeredBefore.warnings?.lastAnswered = now.addingTimeInterval(-3_600)
        #expect(try feed(answeredBefore) == ("unavailable", "2025-11-22T07:40:00+09:00", ["unavailable"]))
        var regional = SampleWarnings.berlinUnanswered
        regional.warnings?.status = .regionUnknown
        #expect(try feed(regional).0 == "unavailable")
        var uncovered = SampleReport.seoul
        uncovered.warnings = WeatherWarnings(source: nil, warnings: [], fetchedAt: now)
        #expect(try feed(uncovered) == ("not covered", nil, ["not-covered"]))
        #expect(try feed(SampleReport.seoul) == (nil, nil, []))
    }

    @Test func aFormatCodeGivesTheMostSevereWarning() throws {
        let template = try StatusLineTemplate(parsing: "%t%W", glyphs: .unicode)
        let line = StatusLine(report: report, template: template, units: .metric, language: .english, glyphs: .unicode, now: now)
        #expect(line.value(of: .warning) == "⚠ Winter Storm Warning")
        let ascii = StatusLine(report: report, template: template, units: .metric, language: .english, glyphs: Glyphs(.ascii), now: now)
        #expect(ascii.value(of: .warning) == "! Winter Storm Warning")
        for quiet in [SampleReport.seoul, SampleWarnings.berlinUnanswered, SampleWarnings.denver([])] {
            #expect(StatusLine(report: quiet, template: template, units: .metric, language: .english, glyphs: .unicode, now: now).value(of: .warning) == nil)
        }
        let later = StatusLine(report: report, template: template, units: .metric, language: .english, glyphs: .unicode, now: now.addingTimeInterval(86_400))
        #expect(later.value(of: .warning) == nil)
    }
}
