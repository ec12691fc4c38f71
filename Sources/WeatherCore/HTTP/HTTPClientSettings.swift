/// The limits every request runs under.
public struct HTTPClientSettings: Sendable, Hashable {
    /// Seconds allowed to open a connection.
    public var connectTimeout: Double
    /// Seconds allowed for a whole request, first byte to last: a slow drip cannot hold the app.
    public var requestTimeout: Double
    /// The largest body accepted; the weather services' answers are a few tens of kilobytes.
    public var maximumBodyBytes: Int
    public var userAgent: String

    public init(
        connectTimeout: Double = 5, requestTimeout: Double = 10, maximumBodyBytes: Int = 2 * 1024 * 1024,
        userAgent: String = "weathertui/\(WeatherTUIVersion.current) (+https://github.com/weathertui/weathertui)"
    ) {
        self.connectTimeout = connectTimeout
        self.requestTimeout = requestTimeout
        self.maximumBodyBytes = maximumBodyBytes
        self.userAgent = userAgent
    }
}
