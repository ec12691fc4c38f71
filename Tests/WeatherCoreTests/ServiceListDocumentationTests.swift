import FoundationEssentials
import Testing
@testable import WeatherCore

/// The README's list of services and the count of countries with official warnings (there and in the
/// user guide) are the service table's: a service added to the table fails this test until the README
/// says what the table says. The failure message holds the README's block as it should be.
struct ServiceListDocumentationTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let start = "<!-- services: the service table's (Sources/WeatherCore/Config/ServiceTable.swift); ServiceListDocumentationTests checks it -->"
    static let end = "<!-- /services -->"

    /// The README's block: one row a service, in the table's order, and one row for all the national
    /// services read through the WMO mirror's CAP feeds (the man page lists each).
    static var block: String {
        let capIDs = Set(Service.capAuthorities.map(\.id))
        let rows = Service.allCases.filter { !capIDs.contains($0.id) }.map { service in
            "| \(service.entry.name) | \(service.roles.map(roleText).joined(separator: "; ")) | `\(service.entry.defaultURL.absoluteString)` | `\(service.entry.variable)` |"
        }
        let countries = Service.capAuthorities.flatMap { $0.roles.flatMap(countryCodes) }.sorted()
        let capRow = "| \(Service.capAuthorities.count) national weather services' CAP feeds (`man weathertui` names each) | official warnings in "
            + countries.joined(separator: ", ") + " | `\(Service.wmo.entry.defaultURL.absoluteString)/v2/cap-alerts/<source>/rss.xml` | `WEATHERTUI_CAP_<country>_URL` |"
        return ([start, "| service | asked for | address | variable that moves it |", "| --- | --- | --- | --- |"] + rows + [capRow, end])
            .joined(separator: "\n")
    }

    static func countryCodes(_ role: ServiceRole) -> [String] {
        guard case let .warnings(terms) = role else { return [] }
        return terms.coverage.countryCodes.sorted()
    }

    static func roleText(_ role: ServiceRole) -> String {
        guard case let .warnings(terms) = role else { return role.summary }
        return role.summary + " in " + terms.coverage.countryCodes.sorted().joined(separator: ", ")
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theReadmeListsTheServicesOfTheTable() throws {
        let readme = try Self.text("README.md")
        let listed = readme.firstRange(of: Self.start).flatMap { start in
            readme[start.lowerBound...].firstRange(of: Self.end).map { String(readme[start.lowerBound..<$0.upperBound]) }
        }
        #expect(listed == Self.block, "README.md's list of services should read:\n\(Self.block)")
    }

    @Test(arguments: ["README.md", "docs/user-guide.md"])
    func theCountOfCountriesWithWarningsIsTheTables(page: String) throws {
        let said = try Self.text(page).matches(of: /(\d+) countries and territories/).map { Int($0.output.1) }
        #expect(!said.isEmpty, "\(page) no longer says how many countries have warnings")
        #expect(said.allSatisfy { $0 == WarningService.countries.count }, "\(page): \(WarningService.countries.count) countries and territories")
    }
}
