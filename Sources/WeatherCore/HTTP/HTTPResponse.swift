import FoundationEssentials

/// A complete HTTP answer: status, headers and the whole (size-capped) body.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: Data

    public init(status: Int, headers: [(name: String, value: String)] = [], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// Returns the response when the status is 2xx, else throws the matching `FetchError`.
    /// `service` names who answered and `keySent` whether the request carried an API key, so a refusal
    /// blames the right service and a key only where one was sent. `reason` extracts the service's own
    /// error message from the body, if it has one.
    public func requireSuccess(
        from service: String, keySent: Bool = false, reason: (Data) -> String? = { _ in nil }
    ) throws(FetchError) -> HTTPResponse {
        switch status {
        case 200..<300:
            return self
        case 401, 403:
            throw .accessRefused(service: service, status: status, keySent: keySent)
        case 404:
            throw .notFound
        case 429:
            throw .rateLimited(retryAfter: header("Retry-After").flatMap { Int($0.trimmed()) })
        case 500..<600:
            throw .serverError(status: status, service: service)
        default:
            throw .requestRejected(status: status, reason: reason(body).map(TerminalText.sanitize))
        }
    }
}
