import FoundationEssentials

/// The sea at a place for one hour: the waves (all of them, then the swell and the waves the local wind
/// raises), the water's surface temperature, and the sea level against mean sea level, tides and surge
/// included. Heights in metres, periods in seconds, directions in degrees the waves come from. Every
/// value may be missing.
public struct SeaHour: Hashable, Sendable, Codable {
    public var time: Date
    public var waveHeight: Double?
    public var waveDirection: Double?
    public var wavePeriod: Double?
    public var swellHeight: Double?
    public var swellDirection: Double?
    public var swellPeriod: Double?
    public var windWaveHeight: Double?
    /// °C.
    public var seaTemperature: Double?
    public var seaLevel: Double?

    public init(
        time: Date, waveHeight: Double? = nil, waveDirection: Double? = nil, wavePeriod: Double? = nil, swellHeight: Double? = nil,
        swellDirection: Double? = nil, swellPeriod: Double? = nil, windWaveHeight: Double? = nil, seaTemperature: Double? = nil,
        seaLevel: Double? = nil
    ) {
        self.time = time
        self.waveHeight = waveHeight
        self.waveDirection = waveDirection
        self.wavePeriod = wavePeriod
        self.swellHeight = swellHeight
        self.swellDirection = swellDirection
        self.swellPeriod = swellPeriod
        self.windWaveHeight = windWaveHeight
        self.seaTemperature = seaTemperature
        self.seaLevel = seaLevel
    }

    /// Whether the hour has no value at all: what the marine service sends for a place inland.
    public var isEmpty: Bool {
        [waveHeight, waveDirection, wavePeriod, swellHeight, swellDirection, swellPeriod, windWaveHeight, seaTemperature, seaLevel]
            .allSatisfy { $0 == nil }
    }

    /// Whether `moment` falls in this hour (a tide that turns in it, the time now).
    public func holds(_ moment: Date) -> Bool {
        time <= moment && moment < time.addingTimeInterval(3600)
    }
}
