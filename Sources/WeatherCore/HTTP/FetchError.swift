/// Why a request failed, in the terms a user can act on.
public enum FetchError: Error, Hashable, Sendable {
    /// No connection could be made because nothing could be reached: the network is unreachable, the
    /// host's name could not be resolved, or the connection attempt timed out.
    case offline
    /// The host at `host` (host:port) refused the connection: it was reached, and nothing there takes
    /// requests. `service` names whose host it is, once the client that asked has said
    /// (`HTTPFetching.get(_:from:accept:keySent:reason:)`).
    case connectionRefused(service: String?, host: String)
    case timedOut
    /// The server closed the connection before the whole answer arrived.
    case connectionLost
    /// HTTP 401 or 403 from `service`; `keySent` says whether the request carried an API key, so
    /// only then is a key blamed.
    case accessRefused(service: String, status: Int, keySent: Bool)
    /// Seconds to wait, when the server said.
    case rateLimited(retryAfter: Int?)
    case notFound
    /// HTTP 5xx; `service` names whose server it was, where the client that asked has said.
    case serverError(status: Int, service: String? = nil)
    /// Any other 4xx; the reason is the server's own words, sanitised.
    case requestRejected(status: Int, reason: String?)
    /// The answer from `service` was not what the service documents: not JSON, or missing what the app needs.
    case badData(service: String, problem: DataProblem)
    /// The service answered, but would not do what was asked; `reason` is its own words for why, sanitised.
    case declined(reason: String?)
    /// The service redirected to another host or scheme, or too many times; not followed.
    case redirectRefused
    /// The answer was larger than the client accepts; `service` names who sent it, where the client
    /// that asked has said (`HTTPFetching.get(_:from:accept:keySent:reason:)`).
    case tooLarge(limit: Int, service: String? = nil)
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
