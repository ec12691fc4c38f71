import Foundation
import Testing
@testable import WeatherCore

/// Answers requests from a script, one answer a request, and keeps what each asked.
private final class ScriptedFetcher: HTTPFetching {
    struct Request: Sendable {
        var url: URL
        var ifModifiedSince: Date?
    }

    private actor Script {
        var answers: [HTTPResponse]
        var requests: [Request] = []

        init(_ answers: [HTTPResponse]) {
            self.answers = answers
        }

        func next(_ request: Request) -> HTTPResponse {
            requests.append(request)
            return answers.isEmpty ? HTTPResponse(status: 500, body: Data()) : answers.removeFirst()
        }
    }

    private let script: Script

    init(_ answers: [HTTPResponse]) {
        script = Script(answers)
    }

    var requests: [Request] {
        get async { await script.requests }
    }

    func get(_ url: URL) async throws(FetchError) -> HTTPResponse {
        await script.next(Request(url: url))
    }

    func get(_ url: URL, ifModifiedSince lastModified: Date) async throws(FetchError) -> HTTPResponse {
        await script.next(Request(url: url, ifModifiedSince: lastModified))
    }
}

@Suite struct MetNorwayClientTests {
    static let start = MetNorwayDecodingTests.nordicNow
    static let place = Coordinate(latitude: 59.913_331, longitude: 10.738_97)!

    static func answer(_ status: Int, at date: Date, expiresIn: TimeInterval = 1800, modified: Date, body: Data = Data()) -> HTTPResponse {
        HTTPResponse(status: status, headers: [
            ("Date", HTTPDate.string(for: date)), ("Expires", HTTPDate.string(for: date + expiresIn)),
            ("Last-Modified", HTTPDate.string(for: modified)),
        ], body: body)
    }

    private func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("metno-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func coordinatesAreSentWithFourDecimals() async throws {
        let body = try Fixture.data("metno-forecast-nordic-complete.json")
        let fetcher = ScriptedFetcher([Self.answer(200, at: Self.start, modified: Self.start, body: body)])
        let client = MetNorwayClient(baseURL: URL(string: "https://api.met.no")!, fetcher: fetcher, clock: { Self.start })
        _ = try await client.weather(at: Self.place)
        let url = try #require(await fetcher.requests.first?.url)
        #expect(url.path == "/weatherapi/locationforecast/2.0/complete")
        #expect(url.query == "lat=59.9133&lon=10.7390")
    }

    @Test func anAnswerIsUsedUntilItExpiresThenAskedForAgainIfModifiedSince() async throws {
        let body = try Fixture.data("metno-forecast-nordic-complete.json")
        let modified = Self.start - 600
        let clock = TestClock(Self.start)
        let fetcher = ScriptedFetcher([
            Self.answer(200, at: Self.start, modified: modified, body: body),
            Self.answer(304, at: Self.start + 2400, expiresIn: 1200, modified: modified),
        ])
        let store = RevalidatedAnswerStore(directory: try temporaryDirectory(), prefix: MetNorwayClient.storePrefix)
        let client = MetNorwayClient(baseURL: URL(string: "https://api.met.no")!, fetcher: fetcher, store: store, clock: { clock.now })

        let first = try await client.weather(at: Self.place)
        clock.advance(1200)
        let held = try await client.weather(at: Self.place)
        #expect(await fetcher.requests.count == 1, "asked again before the answer's Expires")
        #expect(held.current.temperature == first.current.temperature)

        clock.advance(1200)
        let renewed = try await client.weather(at: Self.place)
        let requests = await fetcher.requests
        #expect(requests.count == 2)
        #expect(requests[1].ifModifiedSince == modified)
        #expect(renewed.days.last?.date == first.days.last?.date, "the kept answer, read again")

        // The 304 renewed the kept answer for another 20 minutes.
        clock.advance(600)
        _ = try await client.weather(at: Self.place)
        #expect(await fetcher.requests.count == 2)
    }

    @Test func aRefusalOrARateLimitIsAFailureInWords() async throws {
        let fetcher = ScriptedFetcher([
            HTTPResponse(status: 403, body: Data("403 Forbidden\n".utf8)),
            HTTPResponse(status: 429, headers: [("Retry-After", "120")], body: Data()),
        ])
        let client = MetNorwayClient(baseURL: URL(string: "https://api.met.no")!, fetcher: fetcher, clock: { Self.start })
        await #expect(throws: FetchError.accessRefused(service: "MET Norway", status: 403, keySent: false)) {
            try await client.weather(at: Self.place)
        }
        await #expect(throws: FetchError.rateLimited(retryAfter: 120)) { try await client.weather(at: Self.place) }
    }

    @Test func anUnreadableAnswerIsNotKept() async throws {
        let directory = try temporaryDirectory()
        let store = RevalidatedAnswerStore(directory: directory, prefix: MetNorwayClient.storePrefix)
        let fetcher = ScriptedFetcher([Self.answer(200, at: Self.start, modified: Self.start, body: Data("<html>".utf8))])
        let client = MetNorwayClient(baseURL: URL(string: "https://api.met.no")!, fetcher: fetcher, store: store, clock: { Self.start })
        await #expect(throws: FetchError.self) { try await client.weather(at: Self.place) }
        #expect(store.answer(for: "59.9133,10.7390") == nil)
    }

    @Test func anAnswerWithoutExpiresIsAskedForEveryTime() async throws {
        let body = try Fixture.data("metno-forecast-nordic-complete.json")
        let store = RevalidatedAnswerStore(directory: try temporaryDirectory(), prefix: MetNorwayClient.storePrefix)
        let fetcher = ScriptedFetcher([HTTPResponse(status: 200, body: body), HTTPResponse(status: 200, body: body)])
        let client = MetNorwayClient(baseURL: URL(string: "https://api.met.no")!, fetcher: fetcher, store: store, clock: { Self.start })
        _ = try await client.weather(at: Self.place)
        _ = try await client.weather(at: Self.place)
        let requests = await fetcher.requests
        #expect(requests.count == 2)
        #expect(requests[1].ifModifiedSince == nil)
    }
}
