/// The limits every request runs under, and how it names the application.
public struct HTTPClientSettings: Sendable, Hashable {
    /// The weather services' answers are a few tens of kilobytes.
    public static let defaultMaximumBodyBytes = 2 * 1024 * 1024

    /// Sent with every request: the services' terms ask for one that names the application and a way
    /// to reach its maintainers.
    public var userAgent: String
    /// Seconds allowed to open a connection.
    public var connectTimeout: Double
    /// Seconds allowed for a whole request, first byte to last: a slow drip cannot hold the app.
    public var requestTimeout: Double
    /// The largest body accepted.
    public var maximumBodyBytes: Int

    public init(
        userAgent: String, connectTimeout: Double = 5, requestTimeout: Double = 10,
        maximumBodyBytes: Int = Self.defaultMaximumBodyBytes
    ) {
        self.userAgent = userAgent
        self.connectTimeout = connectTimeout
        self.requestTimeout = requestTimeout
        self.maximumBodyBytes = maximumBodyBytes
    }
}
