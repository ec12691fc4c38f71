import Foundation
import Testing
@testable import WeatherCore

@Suite struct HTTPDateTests {
    @Test func imfFixdatesReadAndWrite() {
        let date = Date(timeIntervalSince1970: 1_595_245_471)
        #expect(HTTPDate.string(for: date) == "Mon, 20 Jul 2020 11:44:31 GMT")
        #expect(HTTPDate.date(from: "Mon, 20 Jul 2020 11:44:31 GMT") == date)
        #expect(HTTPDate.date(from: "Sun, 06 Nov 1994 08:49:37 GMT") == Date(timeIntervalSince1970: 784_111_777))
    }

    @Test func otherTextIsNoDate() {
        for text in ["", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994", "Mon, 20 Jul 2020 11:44:31 UTC",
                     "Mon, 32 Jul 2020 11:44:31 GMT", "Mon, 20 Jul 2020 25:44:31 GMT", "0"] {
            #expect(HTTPDate.date(from: text) == nil, "\(text)")
        }
    }

    /// The headers MET Norway sent with the London answer (metno-locationforecast's capture, 2020).
    @Test func freshnessIsExpiresLessDateOnThisClock() {
        let response = HTTPResponse(status: 200, headers: [
            ("Date", "Mon, 20 Jul 2020 11:44:31 GMT"), ("Expires", "Mon, 20 Jul 2020 12:16:23 GMT"),
            ("Last-Modified", "Mon, 20 Jul 2020 11:44:31 GMT"),
        ], body: Data())
        let received = Date(timeIntervalSince1970: 2_000_000_000)
        #expect(response.freshUntil(receivedAt: received) == received + 1912)
        #expect(response.lastModified == Date(timeIntervalSince1970: 1_595_245_471))
        #expect(HTTPResponse(status: 200, body: Data()).freshUntil(receivedAt: received) == received)
    }
}
