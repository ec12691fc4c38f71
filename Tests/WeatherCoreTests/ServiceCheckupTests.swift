import Foundation
import Logging
import Testing
@testable import WeatherCore

/// Answers each service, told by the host its base URL is given in the test, with what the test says;
/// a service the test says nothing of refuses the connection.
private final class ServiceFetcher: HTTPFetching {
    private let answers: [Service: Result<HTTPResponse, FetchError>]

    init(_ answers: [Service: Result<HTTPResponse, FetchError>]) {
        self.answers = answers
    }

    static func url(of service: Service) -> URL {
        URL(string: "http://\(service.id).test")!
    }

    func get(_ url: URL) async throws(FetchError) -> HTTPResponse {
        let service = Service.allCases.first { url.host == Self.url(of: $0).host }
        switch service.flatMap({ answers[$0] }) {
        case let .success(response)?: return response
        case let .failure(error)?: throw error
        case nil: throw .connectionRefused(service: nil, host: url.host ?? "")
        }
    }

    func get(_ url: URL, ifModifiedSince lastModified: Date) async throws(FetchError) -> HTTPResponse {
        try await get(url)
    }
}

@Suite struct ServiceCheckupTests {
    private static let newYork = "40.7128,-74.006"

    private func settings(location: String?, environment: [String: String] = [:]) throws -> ResolvedSettings {
        var flags = ConfigFileSettings()
        flags.location = location
        var settings = try ResolvedSettings.resolve(flags: flags, file: nil, environment: environment)
        for service in Service.allCases {
            settings.endpoints[service] = ServiceFetcher.url(of: service)
        }
        return settings
    }

    private func checkup(_ settings: ResolvedSettings, _ answers: [Service: Result<HTTPResponse, FetchError>]) async -> ServiceCheckup.Result {
        let clients = ServiceClients(settings: settings, timeZones: TimeZoneDatabase(environment: [:]), cache: nil, logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
        return await ServiceCheckup(clients: clients, fetcher: ServiceFetcher(answers), lastPlace: { nil }).run()
    }

    private static func status(_ status: Int, _ body: String = "") -> Result<HTTPResponse, FetchError> {
        .success(HTTPResponse(status: status, body: Data(body.utf8)))
    }

    @Test func eachServiceThePlaceNeedsIsAskedOnceAndAnswersForItself() async throws {
        let result = await checkup(try settings(location: Self.newYork), [
            .openMeteo: Self.status(500, #"{"error":true,"reason":"Internal Server Error"}"#),
            .metNorway: .failure(.timedOut),
            .reverseGeocoding: Self.status(200, "not json"),
            .airQuality: Self.status(429),
            .marine: Self.status(502),
            .aviationWeather: Self.status(503, "Service Temporarily Unavailable"),
            .ensemble: Self.status(400, #"{"error":true,"reason":"Latitude must be in range of -90 to 90°."}"#),
            .archive: .failure(.certificateRejected(host: "archive.test", problem: .untrusted)),
            .nws: Self.status(403, #"{"title":"Forbidden","status":403}"#),
        ])
        guard case let .found(place, how: .coordinates(origin: .commandLine)) = result.place else {
            Issue.record("no place: \(result.place)")
            return
        }
        #expect(place.coordinate.latitude == 40.7128)
        let outcomes = Dictionary(uniqueKeysWithValues: result.checks.map { ($0.role, $0) })
        #expect(result.checks.map(\.role) == [
            .forecast, .fallbackForecast, .placeName, .airQuality, .marine, .tidePredictions, .observation, .ensemble, .normals, .warnings,
        ])
        #expect(outcomes[.tidePredictions] == ServiceCheck(role: .tidePredictions, service: .coops, outcome: .notNeeded(.noTideStation)))
        #expect(outcomes[.observation]?.service == .aviationWeather)
        #expect(outcomes[.forecast]?.service == .openMeteo)
        #expect(outcomes[.fallbackForecast]?.service == .metNorway)
        #expect(outcomes[.warnings]?.service == .nws)
        guard case .refused(status: 500, _, _)? = outcomes[.forecast]?.outcome,
              case .failed(.timedOut, _)? = outcomes[.fallbackForecast]?.outcome,
              case .unusable(status: 200, _, _)? = outcomes[.placeName]?.outcome,
              case .refused(status: 429, _, _)? = outcomes[.airQuality]?.outcome,
              case .refused(status: 502, _, _)? = outcomes[.marine]?.outcome,
              case .refused(status: 503, _, _)? = outcomes[.observation]?.outcome,
              case .refused(status: 400, _, _)? = outcomes[.ensemble]?.outcome,
              case .failed(.certificateRejected, _)? = outcomes[.normals]?.outcome,
              case .refused(status: 403, _, _)? = outcomes[.warnings]?.outcome
        else {
            Issue.record("outcomes: \(result.checks)")
            return
        }
        #expect(result.failed)
    }

    @Test func aPlaceSearchThatFailsLeavesNoPlaceAndNothingElseAsked() async throws {
        let result = await checkup(try settings(location: "Springfield"), [.geocoding: .failure(.offline)])
        #expect(result.place == .notFound(.searchFailed(.offline)))
        #expect(result.checks.count == 1)
        #expect(result.checks.first?.role == .placeSearch)
        #expect(result.checks.first?.service == .geocoding)
        guard case .failed(.offline, _)? = result.checks.first?.outcome else {
            Issue.record("outcome: \(String(describing: result.checks.first))")
            return
        }
        #expect(result.failed)
    }

    @Test func withoutTheIPLookupThePlaceUsedLastIsChecked() async throws {
        var settings = try settings(location: nil)
        settings.ipLookup = false
        let clients = ServiceClients(settings: settings, timeZones: TimeZoneDatabase(environment: [:]), cache: nil, logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
        let seoul = Place(name: "Seoul", countryCode: "KR", coordinate: Coordinate(latitude: 37.5665, longitude: 126.978)!)
        let result = await ServiceCheckup(clients: clients, fetcher: ServiceFetcher([:]), lastPlace: { seoul }).run()
        #expect(result.place == .found(seoul, how: .lastPlace(ipLookupFailed: false)))
        #expect(result.checks.first { $0.role == .placeName }?.outcome == .notNeeded(.placeHasName))
        #expect(result.checks.first { $0.role == .warnings }?.outcome == .notCovered)
    }

    @Test func theFallbackTurnedOffIsNotAsked() async throws {
        var settings = try settings(location: Self.newYork)
        settings.fallback = false
        let result = await checkup(settings, [:])
        #expect(result.checks.first { $0.role == .fallbackForecast } == ServiceCheck(role: .fallbackForecast, service: nil, outcome: .notNeeded(.fallbackOff)))
    }
}

@Suite struct ServiceCheckOutcomeTests {
    private func exchange(_ ending: ServiceExchange.Ending, _ milliseconds: Int64) -> ServiceExchange {
        ServiceExchange(ending: ending, duration: .milliseconds(milliseconds))
    }

    @Test func answersAreTheSlowestOfTheRequests() {
        let outcome = ServiceCheck.outcome(of: [exchange(.status(200), 143), exchange(.status(304), 310)], error: nil)
        #expect(outcome == .answered(status: 304, duration: .milliseconds(310)))
    }

    @Test func aFailureThenAnErrorStatusDecideBeforeAnyAnswer() {
        let failed = ServiceCheck.outcome(of: [exchange(.status(200), 10), exchange(.failure(.timedOut), 4000)], error: .timedOut)
        #expect(failed == .failed(.timedOut, duration: .milliseconds(4000)))
        let refused = ServiceCheck.outcome(of: [exchange(.status(200), 10), exchange(.status(503), 20)], error: .serverError(status: 503))
        #expect(refused == .refused(status: 503, duration: .milliseconds(20), error: .serverError(status: 503)))
    }

    @Test func anAnswerTheClientCouldNotReadIsUnusable() {
        let error = FetchError.badData(service: "Nominatim", problem: .notJSON)
        #expect(ServiceCheck.outcome(of: [exchange(.status(200), 50)], error: error) == .unusable(status: 200, duration: .milliseconds(50), error: error))
    }

    @Test func aCancelledRequestCountsForNothing() {
        #expect(ServiceCheck.outcome(of: [exchange(.failure(.cancelled), 5)], error: .cancelled) == nil)
        #expect(ServiceCheck.outcome(of: [exchange(.failure(.cancelled), 5), exchange(.status(200), 80)], error: nil) == .answered(status: 200, duration: .milliseconds(80)))
    }

    @Test func onlyAFailureOfANeededServiceFails() {
        #expect(ServiceCheck(role: .forecast, service: .openMeteo, outcome: .refused(status: 403, duration: .zero, error: nil)).failed)
        #expect(!ServiceCheck(role: .warnings, service: nil, outcome: .notCovered).failed)
        #expect(!ServiceCheck(role: .placeName, service: .reverseGeocoding, outcome: .notNeeded(.placeHasName)).failed)
        #expect(!ServiceCheck(role: .warnings, service: .metEireann, outcome: .regionNotFound(status: 200, duration: .zero)).failed)
    }
}

@Suite struct CacheDirectoryStatusTests {
    private func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cache-status-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return directory
    }

    @Test func aDirectoryIsShownAsLsShowsIt() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        guard case let .directory(mode, owner, state) = CacheDirectoryStatus.of(directory) else {
            Issue.record("not a directory: \(CacheDirectoryStatus.of(directory))")
            return
        }
        #expect(mode == "drwx------")
        #expect(!owner.isEmpty)
        #expect((state == .writable) == (access(directory.path, W_OK) == 0))
        #expect(CacheDirectoryStatus.mode(0o1777) == "drwxrwxrwt")
        #expect(CacheDirectoryStatus.mode(0o2750) == "drwxr-s---")
        #expect(CacheDirectoryStatus.mode(0o1700) == "drwx-----T")
    }

    @Test func aMissingDirectorySaysWhetherItCanBeMade() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(CacheDirectoryStatus.of(directory.appendingPathComponent("a/weathertui")) == .missing(blocker: nil))
        let file = directory.appendingPathComponent("file")
        try Data().write(to: file)
        let blocked = CacheDirectoryStatus.of(file.appendingPathComponent("weathertui"))
        #expect(blocked == .missing(blocker: .notDirectory(path: file.path)))
        #expect(!blocked.isUsable)
        #expect(CacheDirectoryStatus.of(file) == .notDirectory)
    }
}
