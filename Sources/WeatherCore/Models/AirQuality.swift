import FoundationEssentials

/// The air at a place now and over the next hours: both indices where the service has them, the
/// pollutants they are made from (µg/m³), the UV index and pollen. Every value may be missing.
public struct AirQuality: Hashable, Sendable, Codable {
    /// The hour the values are for.
    public var time: Date
    public var usIndex: Double?
    public var europeanIndex: Double?
    public var pm2_5: Double?
    public var pm10: Double?
    public var ozone: Double?
    public var uvIndex: Double?
    /// Grains/m³ by plant, where the service had a count; nil in a copy stored before the app asked.
    public var pollen: [PollenKind: Double]?
    /// The next hours, an hour a reading (the `a` view); nil in a copy stored before the app asked.
    public var hours: [AirReading]?
    /// When it was fetched: the feed's own age, apart from the weather's.
    public var fetchedAt: Date

    public init(
        time: Date, usIndex: Double?, europeanIndex: Double?, pm2_5: Double?, pm10: Double?, ozone: Double?, uvIndex: Double?,
        pollen: [PollenKind: Double] = [:], hours: [AirReading] = [], fetchedAt: Date
    ) {
        self.time = time
        self.usIndex = usIndex
        self.europeanIndex = europeanIndex
        self.pm2_5 = pm2_5
        self.pm10 = pm10
        self.ozone = ozone
        self.uvIndex = uvIndex
        self.pollen = pollen
        self.hours = hours
        self.fetchedAt = fetchedAt
    }

    public init(current: AirReading, hours: [AirReading], fetchedAt: Date) {
        self.init(
            time: current.time, usIndex: current.usIndex, europeanIndex: current.europeanIndex, pm2_5: current.pm2_5,
            pm10: current.pm10, ozone: current.ozone, uvIndex: current.uvIndex, pollen: current.pollen, hours: hours,
            fetchedAt: fetchedAt
        )
    }

    /// The current hour's values as one reading.
    public var current: AirReading {
        AirReading(
            time: time, usIndex: usIndex, europeanIndex: europeanIndex, pm2_5: pm2_5, pm10: pm10, ozone: ozone, uvIndex: uvIndex,
            pollen: pollen ?? [:]
        )
    }
}
