import FoundationEssentials

/// Finds places: searches names (narrowed as `PlaceSearch` says), looks up the IP address, and keeps the
/// places used before (the last one, the fallback for IP lookup, and the recent ones).
public struct LocationResolver: Sendable {
    private let geocoder: any Geocoding
    private let ipLocator: any IPLocating
    private let lastPlaceStore: JSONFileStore<Place>?
    private let recentPlacesStore: JSONFileStore<RecentPlaces>?

    /// Without stores nothing is read or written: the places used live as long as the process.
    public init(
        geocoder: any Geocoding, ipLocator: any IPLocating,
        lastPlace: JSONFileStore<Place>?, recentPlaces: JSONFileStore<RecentPlaces>?
    ) {
        self.geocoder = geocoder
        self.ipLocator = ipLocator
        self.lastPlaceStore = lastPlace
        self.recentPlacesStore = recentPlaces
    }

    /// This machine's place from its IP address, marked approximate.
    public func locateByIPAddress() async throws(LocationError) -> Place {
        do {
            var place = try await ipLocator.locate()
            place.isApproximate = true
            return place
        } catch {
            throw .ipLookupFailed(FetchError(error))
        }
    }

    /// The place for a query: coordinates as they are, a name when exactly one place matches it. It runs
    /// on the caller's executor: coordinates are answered without a hop to another thread and back.
    public nonisolated(nonsending) func place(for query: LocationQuery) async throws(LocationError) -> Place {
        switch query {
        case let .coordinate(coordinate):
            return Place(coordinate: coordinate)
        case let .name(text):
            let matches = try await search(text)
            guard let first = matches.first else { throw .noMatch(text) }
            guard matches.count == 1 else { throw .ambiguous(text, matches: matches) }
            return first
        }
    }

    /// Every match for a typed name, in the service's order (best first), narrowed by what follows a comma.
    public func search(_ text: String) async throws(LocationError) -> [Place] {
        guard let search = PlaceSearch(text) else { throw .emptyQuery }
        do {
            return search.narrow(try await geocoder.search(search.name))
        } catch {
            throw .searchFailed(FetchError(error))
        }
    }

    public func lastPlace() -> Place? {
        lastPlaceStore?.read()
    }

    public func recentPlaces() -> RecentPlaces {
        recentPlacesStore?.read() ?? RecentPlaces()
    }

    /// Keeps the first of `places` as the last place used, and puts `places` first among the recent
    /// places stored, merged into what another process may have stored since this one read them.
    /// Returns the recent places as stored (without a store, `places` alone); throws when they cannot be written.
    @discardableResult
    public func remember(_ places: [Place]) throws -> RecentPlaces {
        guard let first = places.first else { return recentPlaces() }
        try lastPlaceStore?.write(first)
        let recent = { (stored: RecentPlaces?) in
            places.reversed().reduce(stored ?? RecentPlaces()) { $0.inserting($1) }
        }
        return try recentPlacesStore?.update(recent) ?? recent(nil)
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
            self = .badData(service: String(describing: type(of: error)), problem: .unexpectedShape)
        }
    }
}
