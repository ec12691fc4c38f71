import FoundationEssentials

/// How sure the forecast is: many runs of one model (its members), each started from a slightly
/// different state, summed up an hour and a day at a time. A place the service had no members for has
/// no hours and no days, and is told apart from one whose service did not answer (no `Ensemble`).
public struct Ensemble: Hashable, Sendable, Codable {
    /// The model family, as people name it ("ECMWF IFS").
    public var model: String
    public var memberCount: Int
    public var hours: [EnsembleHour]
    public var days: [EnsembleDay]
    /// When it was fetched: the feed's own age, apart from the weather's.
    public var fetchedAt: Date

    /// The amount in which a member counts as having rain (the WMO's threshold of a wet hour or day).
    public static let wetAmount = 0.1
    /// A day whose members' highs are further apart than this between their 10th and 90th percentile
    /// (kelvins) is one the forecast is unsure of.
    public static let uncertainSpread = 6.0

    public init(model: String, memberCount: Int, hours: [EnsembleHour], days: [EnsembleDay], fetchedAt: Date) {
        self.model = model
        self.memberCount = memberCount
        self.hours = hours
        self.days = days
        self.fetchedAt = fetchedAt
    }

    /// Whether the service had members for the place.
    public var isAvailable: Bool { !days.isEmpty || !hours.isEmpty }

    /// The hour that starts at `time` (within half an hour).
    public func hour(at time: Date) -> EnsembleHour? {
        hours.first { abs($0.time.timeIntervalSince(time)) < 1800 }
    }

    /// The day that starts at `date` (within three hours, as a change of clocks may move midnight).
    public func day(at date: Date) -> EnsembleDay? {
        days.first { abs($0.date.timeIntervalSince(date)) < 3 * 3600 }
    }

    /// The first day whose spread of highs passes `uncertainSpread`; nil when every day is within it.
    public var firstUncertainDay: EnsembleDay? {
        days.first { $0.spread > Self.uncertainSpread }
    }
}
