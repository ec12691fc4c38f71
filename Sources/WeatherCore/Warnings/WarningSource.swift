import FoundationEssentials
import Logging

/// A national service's official warnings: how it is asked for a place, and its answer in the app's
/// model. Which places it covers, its name and its cache time are its `WarningService` entry.
public protocol WarningSource: Sendable {
    /// The `Accept` header the service asks for.
    var accept: String { get }
    /// The request for the warnings at the query's place; nil when the place says too little for this
    /// service (the region it warns by is unknown).
    func request(for query: WarningQuery) -> URL?
    /// The warnings of an answer that hold at the query's place, cleaned, without those already over at
    /// `now`; `.regionUnknown` where the answer warns by regions and none of them is the place's.
    func decode(_ body: Data, for query: WarningQuery, now: Date) throws(FetchError) -> WarningFinding
    /// Whether the place says enough for an answer to be read for it: false where the service warns by a
    /// region the place does not name, and then the feed looks the region up while the request is out.
    func locates(_ place: Place) -> Bool
    /// The warnings at the query's place of a source that asks more than one request (an index, then the
    /// documents it links), asked through `fetcher`: those that cover the place, and those whose area
    /// is unclear (`WeatherWarnings.areaUnclear`); nil for a source of one request and one answer, which
    /// `request` and `decode` serve.
    func finding(
        for query: WarningQuery, fetcher: any HTTPFetching, logger: Logger, now: Date
    ) async throws(FetchError) -> (covering: [WeatherWarning], areaUnclear: [WeatherWarning])?
}

extension WarningSource {
    /// A service asked for a point, or one that answers for the place's own region, reads any answer.
    public func locates(_ place: Place) -> Bool { true }

    public func finding(
        for query: WarningQuery, fetcher: any HTTPFetching, logger: Logger, now: Date
    ) async throws(FetchError) -> (covering: [WeatherWarning], areaUnclear: [WeatherWarning])? {
        nil
    }
}

/// What a warning source is asked about: the place (its coordinates, country and, where a geocoder
/// named them, its subdivisions) and the language the user reads.
public struct WarningQuery: Sendable, Hashable {
    public var place: Place
    public var language: Language

    public init(place: Place, language: Language) {
        self.place = place
        self.language = language
    }
}

/// What a service's answer says of a place.
public enum WarningFinding: Sendable, Hashable {
    /// The warnings in force there (none is an answer too).
    case warnings([WeatherWarning])
    /// The answer warns by regions and the place's could not be told: what holds there is unknown.
    case regionUnknown
}
