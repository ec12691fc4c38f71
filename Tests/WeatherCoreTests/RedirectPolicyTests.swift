import Foundation
import Testing
@testable import WeatherCore

@Suite struct RedirectPolicyTests {
    private let origin = URL(string: "https://api.openweathermap.org/data/2.5/weather?lat=1&appid=K")!

    private func redirect(to location: String?, status: Int = 302) -> HTTPResponse {
        HTTPResponse(status: status, headers: location.map { [(name: "Location", value: $0)] } ?? [], body: Data())
    }

    @Test(arguments: [301, 302, 303, 307, 308])
    func aRedirectWithinTheOriginIsFollowed(status: Int) throws {
        let target = try RedirectPolicy.target(of: redirect(to: "/data/2.5/weather?lat=1&appid=K&x=1", status: status), requested: origin)
        #expect(target?.absoluteString == "https://api.openweathermap.org/data/2.5/weather?lat=1&appid=K&x=1")
        let absolute = try RedirectPolicy.target(of: redirect(to: "https://API.openweathermap.org:443/v2"), requested: origin)
        #expect(absolute?.host == "API.openweathermap.org")
    }

    @Test(arguments: [
        "https://evil.example/data/2.5/weather", "http://api.openweathermap.org/data/2.5/weather",
        "https://api.openweathermap.org:8443/x", "//evil.example/x", "ftp://api.openweathermap.org/x", "",
    ])
    func aRedirectElsewhereIsRefused(location: String) {
        #expect(throws: FetchError.redirectRefused) { try RedirectPolicy.target(of: redirect(to: location), requested: origin) }
    }

    @Test func aRedirectWithoutALocationIsRefusedAndOtherAnswersAreNoRedirect() throws {
        #expect(throws: FetchError.redirectRefused) { try RedirectPolicy.target(of: redirect(to: nil), requested: origin) }
        #expect(try RedirectPolicy.target(of: HTTPResponse(status: 200, body: Data()), requested: origin) == nil)
        #expect(try RedirectPolicy.target(of: HTTPResponse(status: 304, body: Data()), requested: origin) == nil)
    }

    @Test func loopbackAddressesAreDifferentHosts() {
        #expect(!RedirectPolicy.isSameOrigin(URL(string: "http://127.0.0.1:8080/a")!, URL(string: "http://127.0.0.2:8080/a")!))
        #expect(RedirectPolicy.isSameOrigin(URL(string: "http://127.0.0.1/a")!, URL(string: "http://127.0.0.1:80/b")!))
    }
}
