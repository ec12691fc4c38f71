import FoundationEssentials

/// An `HTTPFetching` that asks through another and keeps how each request ended and how long it took.
/// `weathertui doctor` gives one to each service's client, over the app's HTTP client.
public final class ExchangeRecorder: HTTPFetching {
    private let fetcher: any HTTPFetching
    private let exchanges = Locked<[ServiceExchange]>([])

    public init(over fetcher: any HTTPFetching) {
        self.fetcher = fetcher
    }

    /// Every request ended so far, in the order they ended.
    public var recorded: [ServiceExchange] {
        exchanges.withLock { $0 }
    }

    public func get(_ url: URL) async throws(FetchError) -> HTTPResponse {
        try await record { () async throws(FetchError) in try await fetcher.get(url) }
    }

    public func get(_ url: URL, accept: String) async throws(FetchError) -> HTTPResponse {
        try await record { () async throws(FetchError) in try await fetcher.get(url, accept: accept) }
    }

    public func get(_ url: URL, ifModifiedSince lastModified: Date) async throws(FetchError) -> HTTPResponse {
        try await record { () async throws(FetchError) in try await fetcher.get(url, ifModifiedSince: lastModified) }
    }

    private func record(_ request: () async throws(FetchError) -> HTTPResponse) async throws(FetchError) -> HTTPResponse {
        let started = ContinuousClock.now
        do {
            let response = try await request()
            keep(.status(response.status), since: started)
            return response
        } catch {
            keep(.failure(error), since: started)
            throw error
        }
    }

    private func keep(_ ending: ServiceExchange.Ending, since started: ContinuousClock.Instant) {
        let exchange = ServiceExchange(ending: ending, duration: ContinuousClock.now - started)
        exchanges.withLock { $0.append(exchange) }
    }
}
