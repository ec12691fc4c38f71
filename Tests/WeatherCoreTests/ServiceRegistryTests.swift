import FoundationEssentials
import Testing
@testable import WeatherCore

/// Each service in the table can be pointed elsewhere by a variable of its own, and the man page gives
/// each variable it documents the service's default address.
struct ServiceRegistryTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyServiceHasItsOwnVariableAndASecureDefault() {
        let variables = Service.allCases.map(\.entry.variable)
        #expect(Set(variables).count == variables.count)
        for service in Service.allCases {
            #expect(service.entry.variable.hasPrefix("WEATHERTUI_") && service.entry.variable.hasSuffix("_URL"))
            #expect(service.entry.defaultURL.scheme == "https", "\(service)")
        }
    }

    @Test func eachVariableMovesOnlyItsService() throws {
        for service in Service.allCases {
            let endpoints = try Endpoints.fromEnvironment([service.entry.variable: "http://127.0.0.1:9/x"])
            for other in Service.allCases {
                let expected = other == service ? URL(string: "http://127.0.0.1:9/x")! : other.entry.defaultURL
                #expect(endpoints[other] == expected)
            }
        }
        #expect(try Endpoints.fromEnvironment([:]) == Endpoints.defaults)
    }

    @Test func aVariableThatIsNotAnHTTPURLIsRefused() {
        #expect(throws: ConfigurationError.invalidEnvironment(variable: "WEATHERTUI_NWS_URL", problem: .notHTTPURL)) {
            try Endpoints.fromEnvironment(["WEATHERTUI_NWS_URL": "ftp://example.org"])
        }
    }

    /// The man page is to be generated from the table; until then what it says of a variable must be the
    /// table's (the README's list, `ServiceListDocumentationTests`, has every service).
    @Test func theManPageGivesEachVariableItNamesTheTablesDefault() throws {
        let page = try String(contentsOf: Self.repository.appendingPathComponent("Documentation/weathertui.1"), encoding: .utf8)
            .replacing("\\%", with: "").replacing("\\-", with: "-")
        let named = page.matches(of: /\.B (WEATHERTUI_[A-Z_]+_URL)\n/).map { (String($0.output.1), page[$0.range.upperBound...].prefix(600)) }
        #expect(!named.isEmpty)
        for (variable, documented) in named {
            let service = Service.allCases.first { $0.entry.variable == variable }
            #expect(service.map { documented.contains($0.entry.defaultURL.absoluteString) } == true, "\(variable)")
        }
    }
}
