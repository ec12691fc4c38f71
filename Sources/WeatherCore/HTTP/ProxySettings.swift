import FoundationEssentials

/// Which proxy each request goes through, read as curl reads its variables: `https_proxy` or
/// `HTTPS_PROXY` for https URLs, `http_proxy` (lowercase only) for http URLs, `all_proxy` or `ALL_PROXY`
/// for either, and `no_proxy` or `NO_PROXY` for the hosts reached directly. Every other host goes through
/// the proxy, loopback addresses included. The config file's `proxy` (both schemes; empty for none) and
/// `no_proxy` take the place of the variables.
public struct ProxySettings: Sendable, Hashable {
    public var https: ProxyServer?
    public var http: ProxyServer?
    public var exceptions: NoProxyList
    /// Where `https`, `http` and `exceptions` were set, for `doctor` to say; nil where they were not.
    public var origins: Origins = Origins()

    public struct Origins: Sendable, Hashable {
        public var https: SettingOrigin?
        public var http: SettingOrigin?
        public var exceptions: SettingOrigin?
    }

    public static let none = ProxySettings(https: nil, http: nil, exceptions: .empty)

    public init(https: ProxyServer?, http: ProxyServer?, exceptions: NoProxyList) {
        self.https = https
        self.http = http
        self.exceptions = exceptions
    }

    /// The proxy for `url`, or nil to connect directly.
    public func proxy(for url: URL) -> ProxyServer? {
        guard let host = url.host, !exceptions.matches(host: host) else { return nil }
        switch url.scheme?.lowercased() {
        case "https": return https
        case "http": return http
        default: return nil
        }
    }

    /// Every distinct proxy in use.
    public var servers: [ProxyServer] {
        var servers: [ProxyServer] = []
        for server in [https, http].compactMap({ $0 }) where !servers.contains(server) { servers.append(server) }
        return servers
    }

    public static func resolve(
        environment: [String: String], proxy configProxy: String?, noProxy configNoProxy: String?
    ) throws(ConfigurationError) -> ProxySettings {
        func first(_ names: [String]) -> (name: String, value: String)? {
            names.lazy.compactMap { name in environment[name].map { (name, $0) } }.first { !$0.1.trimmed().isEmpty }
        }
        func server(_ setting: (name: String, value: String)?) throws(ConfigurationError) -> ProxyServer? {
            guard let setting else { return nil }
            do {
                return try ProxyServer(parsing: setting.value)
            } catch {
                throw .invalidEnvironment(variable: setting.name, problem: error.problem)
            }
        }
        func origin(_ setting: (name: String, value: String)?) -> SettingOrigin? {
            setting.map { .environment(variable: $0.name) }
        }
        let noProxy = first(["no_proxy", "NO_PROXY"])
        let exceptions = NoProxyList(configNoProxy ?? noProxy?.value ?? "")
        let exceptionsOrigin = configNoProxy != nil ? .configFile : origin(noProxy)
        if let configProxy {
            let server: ProxyServer?
            do {
                server = try ProxyServer(parsing: configProxy)
            } catch {
                throw .invalidConfigValue(key: "proxy", problem: error.problem)
            }
            var settings = ProxySettings(https: server, http: server, exceptions: exceptions)
            settings.origins = Origins(https: .configFile, http: .configFile, exceptions: exceptionsOrigin)
            return settings
        }
        let all = ["all_proxy", "ALL_PROXY"]
        let https = first(["https_proxy", "HTTPS_PROXY"] + all)
        let http = first(["http_proxy"] + all)
        var settings = ProxySettings(https: try server(https), http: try server(http), exceptions: exceptions)
        settings.origins = Origins(https: origin(https), http: origin(http), exceptions: exceptionsOrigin)
        return settings
    }
}
