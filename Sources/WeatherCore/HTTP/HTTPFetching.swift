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

    /// GETs `url` from `service` and requires a 2xx answer (`HTTPResponse.requireSuccess`, with `keySent`
    /// and `reason`); a connection refused and an answer too large are said to be `service`'s.
    func get(
        _ url: URL, from service: String, accept: String = "application/json", keySent: Bool = false,
        reason: (Data) -> String? = ServiceJSON.errorReason
    ) async throws(FetchError) -> HTTPResponse {
        do {
            return try await get(url, accept: accept).requireSuccess(from: service, keySent: keySent, reason: reason)
        } catch let .connectionRefused(nil, host) {
            throw .connectionRefused(service: service, host: host)
        } catch let .tooLarge(limit, nil) {
            throw .tooLarge(limit: limit, service: service)
        }
    }
}
