import FoundationEssentials

/// What the app knows of a service before asking it: the name the screen and the log give it, and where
/// it is.
public struct ServiceEntry: Sendable, Hashable {
    public let name: String
    /// The environment variable that points the service elsewhere (a test's fake server, a mirror).
    public let variable: String
    /// Made when asked: a run uses a few of the table's services, and parsing every entry's address
    /// would slow every start.
    public var defaultURL: URL { makeDefaultURL() }
    private let makeDefaultURL: @Sendable () -> URL
    /// A full URL, asked as it is; otherwise a base URL the client appends the service's paths to.
    public let isFullURL: Bool
    /// Whether the service's terms refuse or throttle requests without an identifying `User-Agent`
    /// (every request sends one; this says where its absence would be the cause of a refusal).
    public let demandsUserAgent: Bool
    /// Where a mirror serves it by default: the mirror's service id and the path under its address. A
    /// mirror moved elsewhere moves the service with it, unless the service's own variable is set.
    public let mirror: (serviceID: String, path: String)?

    init(name: String, variable: String, defaultURL: StaticString, isFullURL: Bool = false, demandsUserAgent: Bool = false) {
        self.init(name: name, variable: variable, defaultURL: { URL(string: "\(defaultURL)")! }, isFullURL: isFullURL, demandsUserAgent: demandsUserAgent)
    }

    init(
        name: String, variable: String, defaultURL: @escaping @Sendable () -> URL, isFullURL: Bool = false, demandsUserAgent: Bool = false,
        mirror: (serviceID: String, path: String)? = nil
    ) {
        self.name = name
        self.variable = variable
        self.makeDefaultURL = defaultURL
        self.isFullURL = isFullURL
        self.demandsUserAgent = demandsUserAgent
        self.mirror = mirror
    }

    public static func == (lhs: ServiceEntry, rhs: ServiceEntry) -> Bool {
        (lhs.name, lhs.variable, lhs.defaultURL, lhs.isFullURL, lhs.demandsUserAgent) == (rhs.name, rhs.variable, rhs.defaultURL, rhs.isFullURL, rhs.demandsUserAgent)
            && lhs.mirror?.serviceID == rhs.mirror?.serviceID && lhs.mirror?.path == rhs.mirror?.path
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(variable)
    }
}
