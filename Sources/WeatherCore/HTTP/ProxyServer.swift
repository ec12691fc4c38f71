import FoundationEssentials

/// An HTTP proxy as curl reads one from `https_proxy` and its kin: `[http://][user[:password]@]host[:port]`,
/// port 1080 when none is given. The credentials never appear in `description`.
public struct ProxyServer: Sendable, Hashable, CustomStringConvertible {
    public static let defaultPort = 1080

    public var host: String
    public var port: Int
    public var username: String?
    public var password: String?

    public init(host: String, port: Int = defaultPort, username: String? = nil, password: String? = nil) {
        self.host = host
        self.port = port
        self.username = username
        self.password = password
    }

    /// Parses a proxy setting; nil for an empty one. The error never repeats the value, which may hold a password.
    public init?(parsing text: String) throws(ProxyParseError) {
        let trimmed = text.trimmed()
        guard !trimmed.isEmpty else { return nil }
        let schemeEnd = trimmed.firstRange(of: "://")
        let scheme = schemeEnd.map { trimmed[..<$0.lowerBound].lowercased() } ?? "http"
        guard scheme == "http" else { throw .unsupportedScheme(scheme) }
        let withScheme = schemeEnd == nil ? "http://" + trimmed : trimmed
        guard let components = URLComponents(string: withScheme), let host = components.host, !host.isEmpty
        else { throw .malformed }
        guard components.path.isEmpty || components.path == "/", components.query == nil, components.fragment == nil
        else { throw .malformed }
        let port = components.port ?? Self.defaultPort
        guard (1...65_535).contains(port) else { throw .malformed }
        self.host = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        self.port = port
        // URLComponents decodes the percent escapes of user and password.
        self.username = components.user
        self.password = components.password
    }

    /// `host:port`: how the proxy is named in messages and the log.
    public var description: String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
}

/// Why a proxy setting could not be read.
public enum ProxyParseError: Error, Hashable, Sendable {
    case unsupportedScheme(String)
    case malformed

    /// The same as a configuration problem, so it is worded with the others.
    public var problem: ConfigurationError.Problem {
        switch self {
        case let .unsupportedScheme(scheme): .unsupportedProxyScheme(TerminalText.sanitize(scheme))
        case .malformed: .malformedProxy
        }
    }
}
