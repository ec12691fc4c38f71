/// One day's high and low in the historical archive, °C; nil where the archive has no value.
public struct DailyExtremes: Hashable, Sendable {
    public var high: Double?
    public var low: Double?

    public init(high: Double?, low: Double?) {
        self.high = high
        self.low = low
    }
}
