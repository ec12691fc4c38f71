import FoundationEssentials

/// What the app knows of a service before asking it: the name the screen and the log give it, and where
/// it is.
public struct ServiceEntry: Sendable, Hashable {
    public let name: String
    /// The environment variable that points the service elsewhere (a test's fake server, a mirror).
    public let variable: String
    public let defaultURL: URL
    /// A full URL, asked as it is; otherwise a base URL the client appends the service's paths to.
    public let isFullURL: Bool
    /// Whether the service's terms refuse or throttle requests without an identifying `User-Agent`
    /// (every request sends one; this says where its absence would be the cause of a refusal).
    public let demandsUserAgent: Bool

    init(name: String, variable: String, defaultURL: StaticString, isFullURL: Bool = false, demandsUserAgent: Bool = false) {
        self.name = name
        self.variable = variable
        self.defaultURL = URL(string: "\(defaultURL)")!
        self.isFullURL = isFullURL
        self.demandsUserAgent = demandsUserAgent
    }
}
