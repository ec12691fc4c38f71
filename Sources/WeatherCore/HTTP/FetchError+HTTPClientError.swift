import AsyncHTTPClient

extension FetchError {
    /// What the HTTP client's own error means to the user. A request left waiting for a connection to
    /// its host (more requests at once than the client opens connections, as a radar's tiles are) has
    /// had no answer in time, like one whose answer is late: it was never cut off.
    init(_ error: HTTPClientError, host: String) {
        switch error {
        case .cancelled: self = .cancelled
        case .deadlineExceeded, .readTimeout, .writeTimeout, .getConnectionFromPoolTimeout: self = .timedOut
        case .remoteConnectionClosed, .bodyLengthMismatch: self = .connectionLost
        case .invalidURL, .emptyHost, .emptyScheme: self = .badData(service: host, problem: .unusable("URL"))
        case .connectTimeout: self = .offline
        default: self = .connectionLost
        }
    }
}
