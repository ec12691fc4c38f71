import FoundationEssentials

/// The air at a place now: both indices where the service has them, the pollutants they are made
/// from (µg/m³) and the UV index. Every value may be missing.
public struct AirQuality: Hashable, Sendable, Codable {
    /// The hour the values are for.
    public var time: Date
    public var usIndex: Double?
    public var europeanIndex: Double?
    public var pm2_5: Double?
    public var pm10: Double?
    public var ozone: Double?
    public var uvIndex: Double?
    /// When it was fetched: the feed's own age, apart from the weather's.
    public var fetchedAt: Date

    public init(
        time: Date, usIndex: Double?, europeanIndex: Double?, pm2_5: Double?, pm10: Double?, ozone: Double?, uvIndex: Double?,
        fetchedAt: Date
    ) {
        self.time = time
        self.usIndex = usIndex
        self.europeanIndex = europeanIndex
        self.pm2_5 = pm2_5
        self.pm10 = pm10
        self.ozone = ozone
        self.uvIndex = uvIndex
        self.fetchedAt = fetchedAt
    }
}
