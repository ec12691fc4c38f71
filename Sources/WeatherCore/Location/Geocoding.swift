/// Searches places by name. Throws `FetchError`.
public protocol Geocoding: Sendable {
    func search(_ name: String) async throws -> [Place]
}

/// Finds a name for a coordinate. Throws `FetchError`; nil when the service knows no name there.
public protocol ReverseGeocoding: Sendable {
    func place(at coordinate: Coordinate) async throws -> Place?
}

/// Locates this machine from its public IP address. Throws `FetchError`.
public protocol IPLocating: Sendable {
    func locate() async throws -> Place
}
