import FoundationEssentials

/// The sea at a place, from the marine service: its hours, and the high and low tides of the place's
/// today and tomorrow. A place the service has no sea for (inland: more than about 10 km from a coast)
/// has no hours and no tides, and is told apart from one whose service did not answer (no `Marine`).
public struct Marine: Hashable, Sendable, Codable {
    /// From a few hours before the current one, an hour a step (the `m` view and the tide curve).
    public var hours: [SeaHour]
    public var tides: [Tide]
    /// The place's today and tomorrow, which `tides` cover; nil inland.
    public var tideDays: Range<Date>?
    /// The NOAA station whose predictions `tides` are; nil: they are the marine model's.
    public var tideStation: String?
    /// When it was fetched: the feed's own age, apart from the weather's.
    public var fetchedAt: Date

    public init(hours: [SeaHour], tides: [Tide], tideDays: Range<Date>? = nil, fetchedAt: Date) {
        self.hours = hours
        self.tides = tides
        self.tideDays = tideDays
        self.fetchedAt = fetchedAt
    }

    /// The answer for a place with no sea near it.
    public static func inland(fetchedAt: Date) -> Marine {
        Marine(hours: [], tides: [], fetchedAt: fetchedAt)
    }

    /// Whether the place is at sea or near a coast: the service had values for it.
    public var isAtSea: Bool { !hours.isEmpty }

    /// The first tide after `time`.
    public func nextTide(after time: Date) -> Tide? {
        tides.first { $0.time > time }
    }

    /// The hour that holds `time`, with its waves and sea temperature; nil where none does.
    public func hour(at time: Date) -> SeaHour? {
        hours.last { $0.holds(time) }
    }
}
