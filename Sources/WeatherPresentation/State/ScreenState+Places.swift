import FoundationEssentials
import WeatherCore

/// One row of the places view: which place, and why it is listed.
public struct PlaceListing: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// The place on screen.
        case current
        case pinned
        /// A recent place, with the digit that switches to it.
        case recent(number: Int)
    }

    public var kind: Kind
    public var entry: PlaceEntry
    public var isPinned: Bool
}

extension ScreenState {
    /// The places view's rows: the place on screen, then the pinned places, then the recent places,
    /// each place once (a pinned recent place among the pinned ones, with its digit).
    public var placeListings: [PlaceListing] {
        var listings: [PlaceListing] = []
        var listed = Set<String>()
        func add(_ kind: PlaceListing.Kind, _ entry: PlaceEntry) {
            guard listed.insert(entry.key).inserted else { return }
            listings.append(PlaceListing(kind: kind, entry: entry, isPinned: pinnedPlaces.entries.contains { $0.key == entry.key }))
        }
        if let report { add(.current, .place(report.place)) }
        for entry in pinnedPlaces.entries {
            // A pinned place that is a recent one too keeps the digit that switches to it.
            let number = recentPlaces.firstIndex { PlaceEntry.place($0).key == entry.key }.map { $0 + 1 }
            add(number.map { .recent(number: $0) } ?? .pinned, named(entry))
        }
        for (index, place) in recentPlaces.enumerated() { add(.recent(number: index + 1), .place(place)) }
        return listings
    }

    /// A place pinned by its coordinates, named where the place on screen or a recent place at the same
    /// spot has a name (it was loaded since, and named then).
    private func named(_ entry: PlaceEntry) -> PlaceEntry {
        guard case let .place(place) = entry, place.name == nil,
              let known = ([report?.place].compactMap { $0 } + recentPlaces).first(where: { PlaceEntry.place($0).key == entry.key && $0.name != nil })
        else { return entry }
        return .place(Place(
            name: known.name, region: known.region, countryCode: known.countryCode, country: known.country, coordinate: place.coordinate
        ))
    }

    /// Whether it is another day in `zone` than at the place on screen: then its clock alone would
    /// read the same on either side of the date line (Apia and Pago Pago).
    func isAnotherDay(_ now: Date, in zone: LocalTimeZone) -> Bool {
        guard let here = report?.timeZone.civilTime(now), let there = zone.civilTime(now) else { return false }
        return here.dayNumber != there.dayNumber
    }

    /// What is known of a listed place: the report on screen for the current place, else the row loaded
    /// for it; nil while it loads.
    public func placeRow(for listing: PlaceListing) -> PlaceRow? {
        if listing.kind == .current, let report {
            return PlaceRow(glance: .success(PlaceGlance(report: report)), warnings: report.warnings)
        }
        return placeRows[listing.entry.key]
    }
}
