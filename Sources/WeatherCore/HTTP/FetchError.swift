/// Why a request failed, in the terms a user can act on.
public enum FetchError: Error, Hashable, Sendable {
    /// No connection could be made: no network, the host could not be resolved or refused the connection.
    case offline
    case timedOut
    /// The server closed the connection before the whole answer arrived.
    case connectionLost
    case keyRejected
    /// Seconds to wait, when the server said.
    case rateLimited(retryAfter: Int?)
    case notFound
    case serverError(status: Int)
    /// Any other 4xx; the reason is the server's own words, sanitised.
    case requestRejected(status: Int, reason: String?)
    /// The answer was not what the service documents: not JSON, or missing what the app needs.
    case badData(String)
    /// The service redirected to another host or scheme, or too many times; not followed.
    case redirectRefused
    /// The answer was larger than the client accepts.
    case tooLarge(limit: Int)
    /// The server's certificate failed verification; the connection was refused. Retrying cannot help.
    case certificateRejected(host: String, problem: CertificateProblem)
    /// The proxy at `proxy` (host:port) would not carry the request.
    case proxyRefused(proxy: String, refusal: ProxyRefusal)
    case cancelled
}

extension FetchError {
    /// False for a failure that retrying on a timer cannot mend: a refused certificate or proxy credentials.
    public var isTransient: Bool {
        switch self {
        case .certificateRejected, .proxyRefused(_, .status(407)): false
        default: true
        }
    }
}
