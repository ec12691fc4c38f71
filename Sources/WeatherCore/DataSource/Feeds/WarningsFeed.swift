import FoundationEssentials
import Synchronization

/// Official warnings for the place from the first of `sources` that covers it. A place no source covers
/// gets an answer naming no source, without a request: nothing is claimed there. The stored copy, per
/// place, is used without a request while under `freshFor` old.
public final class WarningsFeed: ReportFeed {
    public let name = "warnings"
    public let part = ReportPart.warnings
    public static let freshFor: TimeInterval = 5 * 60
    private let sources: [any WarningSource]
    private let fetcher: any HTTPFetching
    private let clock: @Sendable () -> Date
    private let stored = Mutex<[String: WeatherWarnings]>([:])

    public init(sources: [any WarningSource], fetcher: any HTTPFetching, clock: @escaping @Sendable () -> Date = Date.init) {
        self.sources = sources
        self.fetcher = fetcher
        self.clock = clock
    }

    public func amendment(for place: Place) async throws -> ReportAmendment? {
        let warnings = try await warnings(for: place)
        return ReportAmendment { $0.warnings = warnings }
    }

    public func warnings(for place: Place) async throws(FetchError) -> WeatherWarnings {
        let now = clock()
        guard let source = sources.first(where: { $0.covers(place) }) else {
            return WeatherWarnings(source: nil, warnings: [], fetchedAt: now)
        }
        let key = source.name + " " + place.coordinate.roundedKey
        if let copy = stored.withLock({ $0[key] }), now.timeIntervalSince(copy.fetchedAt) < Self.freshFor {
            return copy
        }
        let response = try await fetcher.get(source.request(for: place.coordinate), from: source.name, accept: source.accept, reason: Self.errorReason)
        let warnings = WeatherWarnings(source: source.name, warnings: try source.decode(response.body, now: now), fetchedAt: now)
        stored.withLock { $0[key] = warnings }
        return warnings
    }

    /// NWS answers errors as problem+json (`title`, `detail`); the others' shapes are the usual ones.
    static func errorReason(_ data: Data) -> String? {
        struct Problem: Decodable { var detail: String?; var title: String? }
        let problem = try? JSONDecoder().decode(Problem.self, from: data)
        return problem?.detail ?? problem?.title ?? ServiceJSON.errorReason(data)
    }
}
