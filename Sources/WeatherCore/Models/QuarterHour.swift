import FoundationEssentials

/// Fifteen minutes of the next hours' precipitation, held at the start of the interval it covers (as
/// `ForecastItem` holds its amounts), in millimetres.
public struct QuarterHour: Hashable, Sendable, Codable {
    public var time: Date
    public var precipitation: Double?
    public var condition: WeatherCondition?

    public init(time: Date, precipitation: Double?, condition: WeatherCondition? = nil) {
        self.time = time
        self.precipitation = precipitation
        self.condition = condition
    }

    public static let length: TimeInterval = 900
}
