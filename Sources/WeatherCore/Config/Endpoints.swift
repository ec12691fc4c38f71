import FoundationEssentials

/// Where each service is asked: its default address, or the one its environment variable gives.
public struct Endpoints: Sendable, Hashable {
    private var overrides: [Service: URL]

    public static let defaults = Endpoints(overrides: [:])

    private init(overrides: [Service: URL]) {
        self.overrides = overrides
    }

    /// The service's address: its own variable's, else its mirror's moved address with its path, else
    /// its default.
    public subscript(service: Service) -> URL {
        get {
            if let own = overrides[service] { return own }
            guard let mirror = service.entry.mirror, let moved = overrides.first(where: { $0.key.id == mirror.serviceID })?.value else {
                return service.entry.defaultURL
            }
            return moved.appending(servicePath: mirror.path, query: [])
        }
        set { overrides[service] = newValue == service.entry.defaultURL ? nil : newValue }
    }

    /// Whether the service's own variable points it elsewhere than its default.
    public func isMoved(_ service: Service) -> Bool {
        overrides[service] != nil
    }

    /// The defaults with every variable that is set applied. Throws for a value that is not an http(s) URL.
    public static func fromEnvironment(_ environment: [String: String]) throws(ConfigurationError) -> Endpoints {
        var endpoints = Endpoints.defaults
        for service in Service.allCases {
            let variable = service.entry.variable
            guard let raw = environment[variable], !raw.isEmpty else { continue }
            guard let url = URL(string: raw), let scheme = url.scheme?.lowercased(),
                  scheme == "http" || scheme == "https", url.host != nil
            else { throw .invalidEnvironment(variable: variable, problem: .notHTTPURL) }
            endpoints[service] = url
        }
        return endpoints
    }
}

extension URL {
    /// This base URL with `path` appended (keeping any path the base already has) and `query` set.
    func appending(servicePath path: String, query: [(String, String)]) -> URL {
        var components = URLComponents(url: self, resolvingAgainstBaseURL: false)!
        let basePath = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
        components.path = basePath + path
        components.queryItems = query.isEmpty ? nil : query.map { URLQueryItem(name: $0.0, value: $0.1) }
        // URLComponents leaves "+" alone in queries, which servers read as a space.
        components.percentEncodedQuery = components.percentEncodedQuery?.replacing("+", with: "%2B")
        return components.url!
    }
}
