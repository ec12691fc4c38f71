import FoundationEssentials

/// Fetches a URL. Throws only `FetchError`; non-2xx statuses are returned, not thrown.
public protocol HTTPFetching: Sendable {
    func get(_ url: URL) async throws(FetchError) -> HTTPResponse
}
