import FoundationEssentials
import Testing
@testable import WeatherCore

/// Each service in the registry can be pointed elsewhere by a variable of its own, and the man page
/// documents every variable with the service's default address.
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

    @Test func theManPageDocumentsEveryVariableWithItsDefault() throws {
        let page = try String(contentsOf: Self.repository.appendingPathComponent("Documentation/weathertui.1"), encoding: .utf8)
            .replacing("\\%", with: "").replacing("\\-", with: "-")
        for service in Service.allCases {
            let entry = service.entry
            let documented = page.ranges(of: ".B \(entry.variable)\n").first.map { page[$0.upperBound...].prefix(600) }
            #expect(documented?.contains(entry.defaultURL.absoluteString) == true, "\(entry.variable)")
        }
    }
}
