import FoundationEssentials

/// Reverse-geocoding results kept on disk, so a place is named without asking the service again
/// (Nominatim's terms ask for caching). Keyed by coordinates rounded to about a kilometre.
public actor PlaceNameCache {
    private let store: JSONFileStore<[String: Place]>?
    private var entries: [String: Place]

    /// A cache that lives only as long as the process when `store` is nil.
    public init(store: JSONFileStore<[String: Place]>?) {
        self.store = store
        self.entries = store?.read() ?? [:]
    }

    public func place(at coordinate: Coordinate) -> Place? {
        entries[Self.key(coordinate)].map {
            Place(name: $0.name, region: $0.region, countryCode: $0.countryCode, coordinate: coordinate)
        }
    }

    public func remember(_ place: Place) {
        entries[Self.key(place.coordinate)] = place
        store?.write(entries)
    }

    private static func key(_ coordinate: Coordinate) -> String {
        DecimalText.string(coordinate.latitude, decimals: 2) + "," + DecimalText.string(coordinate.longitude, decimals: 2)
    }
}
