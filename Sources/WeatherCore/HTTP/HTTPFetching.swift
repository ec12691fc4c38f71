import FoundationEssentials

/// Fetches a URL. Throws only `FetchError`; non-2xx statuses are returned, not thrown.
public protocol HTTPFetching: Sendable {
    func get(_ url: URL) async throws(FetchError) -> HTTPResponse
    /// The same, asking for `accept` in place of JSON (a GeoJSON service).
    func get(_ url: URL, accept: String) async throws(FetchError) -> HTTPResponse
}

extension HTTPFetching {
    public func get(_ url: URL, accept: String) async throws(FetchError) -> HTTPResponse {
        try await get(url)
    }
}
