import FoundationEssentials

/// Turns a `LocationMode` into a `Place`: geocodes names, looks up the IP address, and remembers the last place used.
public struct LocationResolver: Sendable {
    private let geocoder: any Geocoding
    private let ipLocator: any IPLocating
    private let lastPlace: JSONFileStore<Place>?

    public init(geocoder: any Geocoding, ipLocator: any IPLocating, lastPlace: JSONFileStore<Place>?) {
        self.geocoder = geocoder
        self.ipLocator = ipLocator
        self.lastPlace = lastPlace
    }

    public func resolve(_ mode: LocationMode) async throws(LocationError) -> Place {
        switch mode {
        case let .fixed(query):
            return try await resolve(query)
        case let .automatic(ipLookup):
            guard ipLookup else {
                guard let remembered = lastPlace?.read() else { throw .noLocation }
                return remembered
            }
            do {
                return try await ipLocator.locate()
            } catch {
                if let remembered = lastPlace?.read() { return remembered }
                throw .ipLookupFailed(FetchError(error))
            }
        }
    }

    /// The best match for a query: coordinates as they are, a name as the geocoder's first result.
    public func resolve(_ query: LocationQuery) async throws(LocationError) -> Place {
        switch query {
        case let .coordinate(coordinate):
            return Place(coordinate: coordinate)
        case let .name(name):
            guard let first = try await search(name).first else { throw .noMatch(name) }
            return first
        }
    }

    /// Every match for a name, for a pick list.
    public func search(_ name: String) async throws(LocationError) -> [Place] {
        do {
            return try await geocoder.search(name)
        } catch {
            throw .searchFailed(FetchError(error))
        }
    }

    public func remember(_ place: Place) {
        lastPlace?.write(place)
    }
}

extension FetchError {
    /// Any error from a client, as a `FetchError`.
    public init(_ error: any Error) {
        if let error = error as? FetchError {
            self = error
        } else if error is CancellationError {
            self = .cancelled
        } else {
            self = .badData(String(describing: type(of: error)))
        }
    }
}
