/// Why the chosen weather service's forecast is not the one shown, in terms a report can keep.
public enum FallbackReason: Hashable, Sendable, Codable {
    /// No answer: no connection, a connection cut off, or none in time (asked too long ago, or given up on
    /// while the fallback answered first).
    case noAnswer
    /// HTTP 429.
    case rateLimited
    /// HTTP 401 or 403 without a key.
    case refused(status: Int)
    /// HTTP 401 or 403 to a request that carried an API key.
    case keyRejected(status: Int)
    /// Any other error status: 5xx, 404, another 4xx.
    case status(Int)
    /// An answer that could not be used: not what the service documents, too large, or redirected elsewhere.
    case unreadable
    case certificate(CertificateProblem)
}

extension FallbackReason {
    public init(_ error: FetchError) {
        switch error {
        case .offline, .connectionRefused, .timedOut, .connectionLost, .proxyRefused, .cancelled: self = .noAnswer
        case .rateLimited: self = .rateLimited
        case let .accessRefused(_, status, keySent): self = keySent ? .keyRejected(status: status) : .refused(status: status)
        case .notFound: self = .status(404)
        case let .serverError(status, _), let .requestRejected(status, _): self = .status(status)
        // Only the IP lookup declines; a weather service that did would have sent no forecast to read.
        case .badData, .declined, .tooLarge, .redirectRefused: self = .unreadable
        case let .certificateRejected(_, problem): self = .certificate(problem)
        }
    }
}
