import FoundationEssentials

/// The air in one hour: both indices where the service has them, the pollutants they are made from
/// (µg/m³), the UV index and pollen (grains/m³, only the plants the service had a count for). Every
/// value may be missing.
public struct AirReading: Hashable, Sendable, Codable {
    /// The hour the values are for.
    public var time: Date
    public var usIndex: Double?
    public var europeanIndex: Double?
    public var pm2_5: Double?
    public var pm10: Double?
    public var ozone: Double?
    public var uvIndex: Double?
    public var pollen: [PollenKind: Double]

    public init(
        time: Date, usIndex: Double?, europeanIndex: Double?, pm2_5: Double?, pm10: Double?, ozone: Double?, uvIndex: Double?,
        pollen: [PollenKind: Double] = [:]
    ) {
        self.time = time
        self.usIndex = usIndex
        self.europeanIndex = europeanIndex
        self.pm2_5 = pm2_5
        self.pm10 = pm10
        self.ozone = ozone
        self.uvIndex = uvIndex
        self.pollen = pollen
    }

    /// True when the service sent no usable value for the hour.
    public var isEmpty: Bool {
        [usIndex, europeanIndex, pm2_5, pm10, ozone, uvIndex].allSatisfy { $0 == nil } && pollen.isEmpty
    }
}
