import FoundationEssentials
import Logging

/// A national authority's CAP 1.2 feed: its index (RSS or Atom; by default the WMO Severe Weather
/// Information Centre's mirror of it) and the CAP documents it links, read by `CAPFeedReader` and kept
/// between loads. Warnings drawn around the place, or naming a MeteoAlarm region (EMMA_ID) that holds it,
/// are its; those named only by codes no shipped table reads are listed apart, the area unclear (never a
/// banner); those drawn or named elsewhere are not the place's.
public struct CAPWarningSource: WarningSource {
    public let accept = CAPFeedReader.accept
    private let index: URL
    private let reader: CAPFeedReader

    /// The feed whose index is at `index`, issued by `authority` (its name as the screen gives it), whose
    /// documents are on the index's host or one of `hosts`.
    init(index: URL, authority: String, hosts: [String] = []) {
        self.index = index
        reader = CAPFeedReader(index: index, authority: authority, hosts: hosts)
    }

    public func request(for query: WarningQuery) -> URL? {
        index
    }

    /// The index alone says nothing of a place: the feed is read by `finding(for:fetcher:logger:now:)`.
    public func decode(_ body: Data, for query: WarningQuery, now: Date) throws(FetchError) -> WarningFinding {
        throw .badData(service: "CAP", problem: .unexpectedShape)
    }

    public func finding(
        for query: WarningQuery, fetcher: any HTTPFetching, logger: Logger, now: Date
    ) async throws(FetchError) -> (covering: [WeatherWarning], areaUnclear: [WeatherWarning])? {
        let found = try await reader.finding(at: query.place, language: query.language, now: now, fetcher: fetcher, logger: logger)
        return (found.covering, found.areaUnclear)
    }
}
