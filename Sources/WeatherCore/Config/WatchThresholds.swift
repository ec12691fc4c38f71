/// The config file's thresholds that `watch` and the dashboard notify past (`frost_below`, `heat_above`,
/// `gusts_above`), each off unless set. The file gives them in the units the run shows; they are kept
/// here in the reports' own units, °C and m/s, so the planner compares like with like.
public struct WatchThresholds: Hashable, Sendable {
    /// Tonight's low below this, °C.
    public var frostBelow: Double?
    /// Today's high above this, °C.
    public var heatAbove: Double?
    /// Gusts now above this, m/s.
    public var gustsAbove: Double?

    public init(frostBelow: Double? = nil, heatAbove: Double? = nil, gustsAbove: Double? = nil) {
        self.frostBelow = frostBelow
        self.heatAbove = heatAbove
        self.gustsAbove = gustsAbove
    }

    /// What a temperature threshold may be in either unit: past it, no weather on Earth.
    public static let temperatureRange = -100.0...100.0
    /// What a gust threshold may be in any wind unit.
    public static let windSpeedRange = 0.0...500.0

    /// The thresholds as the config file gives them, in `units`.
    public init(frostBelow: Double?, heatAbove: Double?, gustsAbove: Double?, units: DisplayUnits) {
        let celsius = { (value: Double) in units.temperature == .celsius ? value : (value - 32) * 5 / 9 }
        self.init(frostBelow: frostBelow.map(celsius), heatAbove: heatAbove.map(celsius), gustsAbove: gustsAbove.map { Self.metresPerSecond($0, in: units.windSpeed) })
    }

    /// Where the wind unit is Beaufort, gusts above force N are those of force N + 1 and more: from
    /// the lower end of that force.
    private static func metresPerSecond(_ value: Double, in unit: WindSpeedUnit) -> Double {
        switch unit {
        case .metresPerSecond: value
        case .kilometresPerHour: value / 3.6
        case .milesPerHour: value * 0.447_04
        case .knots: value * 1852 / 3600
        case .beaufort: WindSpeedUnit.beaufortStarts[min(Int(value.rounded(.down)), WindSpeedUnit.beaufortStarts.count - 1)]
        }
    }
}
