import FoundationEssentials

/// Fetches a URL. Throws only `FetchError`; non-2xx statuses are returned, not thrown.
public protocol HTTPFetching: Sendable {
    func get(_ url: URL) async throws(FetchError) -> HTTPResponse
    /// The same, asking for `accept` in place of JSON (a GeoJSON service).
    func get(_ url: URL, accept: String) async throws(FetchError) -> HTTPResponse
    /// A conditional GET: the server may answer 304 Not Modified (returned like any status, with no
    /// body) when what it has is no newer than `lastModified`, the `Last-Modified` of an earlier answer.
    func get(_ url: URL, ifModifiedSince lastModified: Date) async throws(FetchError) -> HTTPResponse
}

extension HTTPFetching {
    public func get(_ url: URL, accept: String) async throws(FetchError) -> HTTPResponse {
        try await get(url)
    }

    /// A fetcher that sends no conditions gets the whole answer every time: always a right answer.
    public func get(_ url: URL, ifModifiedSince lastModified: Date) async throws(FetchError) -> HTTPResponse {
        try await get(url)
    }
}
