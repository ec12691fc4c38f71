import FoundationEssentials

/// One hour of the ensemble: the band most of its members' temperatures fall in, and how many of them
/// have rain.
public struct EnsembleHour: Hashable, Sendable, Codable {
    public var time: Date
    /// The 10th percentile of the members' temperatures, °C.
    public var low: Double
    /// The 90th percentile of the members' temperatures, °C.
    public var high: Double
    /// The share of members with at least `Ensemble.wetAmount` in the hour, 0…1; nil without precipitation.
    public var rainShare: Double?

    public init(time: Date, low: Double, high: Double, rainShare: Double?) {
        self.time = time
        self.low = min(low, high)
        self.high = max(low, high)
        self.rainShare = rainShare
    }
}
