import FoundationEssentials
import Testing
@testable import WeatherCore

/// The user guide counts MeteoAlarm's share of the countries with official warnings as its feeds do (the
/// count of them all is `ServiceListDocumentationTests`').
@Suite struct DocumentedCoverageTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The page's text, its lines joined, so a count broken across lines is still read.
    static func read(_ path: String) throws -> String {
        let data = try Data(contentsOf: repository.appendingPathComponent(path))
        return String(decoding: data, as: UTF8.self).replacing("\n", with: " ")
    }

    @Test func theUserGuideCountsMeteoAlarmsCountries() throws {
        #expect(try Self.read("docs/user-guide.md").contains("MeteoAlarm's \(MeteoAlarmWarningSource.feeds.count),"))
    }
}
