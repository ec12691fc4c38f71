import FoundationEssentials
import Testing
@testable import WeatherCore

/// Each service in the table can be pointed elsewhere by a variable of its own, and the man page gives
/// each variable the service's default address.
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

    /// A mirror's variable moves the services it mirrors too (the WMO mirror's CAP feeds).
    @Test func eachVariableMovesOnlyItsServiceAndThoseItMirrors() throws {
        let moved = URL(string: "http://127.0.0.1:9/x")!
        for service in Service.allCases {
            let endpoints = try Endpoints.fromEnvironment([service.entry.variable: moved.absoluteString])
            for other in Service.allCases {
                let expected = if other == service {
                    moved
                } else if let mirror = other.entry.mirror, mirror.serviceID == service.id {
                    moved.appending(servicePath: mirror.path, query: [])
                } else {
                    other.entry.defaultURL
                }
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

    /// The man page (made by `make man` from the table) has every service's variable, with its default.
    @Test func theManPageGivesEachVariableTheTablesDefault() throws {
        let page = try String(contentsOf: Self.repository.appendingPathComponent("Documentation/weathertui.1"), encoding: .utf8)
            .replacing("\\%", with: "").replacing("\\:", with: "").replacing("\\-", with: "-")
        let named = Dictionary(
            page.matches(of: /\.B (WEATHERTUI_[A-Z_]+_URL)\n/).map { (String($0.output.1), page[$0.range.upperBound...].prefix(600)) },
            uniquingKeysWith: { first, _ in first }
        )
        for service in Service.allCases {
            let documented = try #require(named[service.entry.variable], "\(service.entry.variable) is not in the man page")
            #expect(documented.contains(service.entry.defaultURL.absoluteString), "\(service.entry.variable)")
        }
    }
}
