import FoundationEssentials
import Testing
@testable import WeatherCore

/// The README and the user guide count the countries and territories with official warnings as the
/// warning services' table covers them, and MeteoAlarm's share of them as its feeds do.
@Suite struct DocumentedCoverageTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every country code some warning service covers (each by one service only).
    static var covered: Set<String> {
        Set(WarningService.all.flatMap(\.coverage.countryCodes))
    }

    /// The page's text, its lines joined, so a count broken across lines is still read.
    static func read(_ path: String) throws -> String {
        let data = try Data(contentsOf: repository.appendingPathComponent(path))
        return String(decoding: data, as: UTF8.self).replacing("\n", with: " ")
    }

    /// Every number the page puts before `words`.
    static func counts(before words: String, in text: String) -> [Int] {
        text.ranges(of: " " + words).compactMap { range in
            Int(String(text[..<range.lowerBound].reversed().prefix { $0.isNumber }.reversed()))
        }
    }

    @Test(arguments: ["README.md", "docs/user-guide.md"])
    func thePageCountsTheCountriesCovered(page: String) throws {
        let counts = Self.counts(before: "countries and territories", in: try Self.read(page))
        #expect(!counts.isEmpty, "\(page) no longer counts the countries with warnings")
        #expect(counts.allSatisfy { $0 == Self.covered.count }, "\(page) says \(counts); the warning services cover \(Self.covered.count)")
    }

    @Test func theREADMEAndTheUserGuideCountMeteoAlarmsCountries() throws {
        let meteoAlarm = MeteoAlarmWarningSource.feeds.count
        #expect(try Self.read("README.md").contains("and \(meteoAlarm) more in Europe"))
        #expect(try Self.read("docs/user-guide.md").contains("MeteoAlarm's \(meteoAlarm),"))
    }
}
