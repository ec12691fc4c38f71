import FoundationEssentials

/// One local day of the ensemble: the range its members' highs fall in, and how many of them have rain.
public struct EnsembleDay: Hashable, Sendable, Codable {
    /// Midnight at the start of the day, in the location's time zone.
    public var date: Date
    /// The 10th percentile of the members' highs, °C.
    public var highLow: Double
    /// The 90th percentile of the members' highs, °C.
    public var highHigh: Double
    /// The share of members with at least `Ensemble.wetAmount` over the day, 0…1; nil without precipitation.
    public var rainShare: Double?

    public init(date: Date, highLow: Double, highHigh: Double, rainShare: Double?) {
        self.date = date
        self.highLow = min(highLow, highHigh)
        self.highHigh = max(highLow, highHigh)
        self.rainShare = rainShare
    }

    /// How far apart the members' likely highs are, in kelvins.
    public var spread: Double { highHigh - highLow }
}
