/// How a proxy turned a request away.
public enum ProxyRefusal: Hashable, Sendable {
    /// The proxy answered the tunnel request with this status (407: credentials wanted or wrong).
    case status(Int)
    /// No connection to the proxy could be made, or it did not answer in time.
    case unreachable
    /// The proxy answered with something other than an HTTP status.
    case invalidAnswer
}
