/// The unit each quantity is shown in: the system (`--units`, switched by `u`) and, for any quantity
/// given one of its own (`--wind-unit kn`), that unit, which the system does not change.
public struct DisplayUnits: Hashable, Sendable {
    public var system: UnitSystem
    public var temperatureOverride: TemperatureUnit?
    public var windSpeedOverride: WindSpeedUnit?
    public var pressureOverride: PressureUnit?
    public var precipitationOverride: PrecipitationUnit?

    public init(
        system: UnitSystem, temperature: TemperatureUnit? = nil, windSpeed: WindSpeedUnit? = nil,
        pressure: PressureUnit? = nil, precipitation: PrecipitationUnit? = nil
    ) {
        self.system = system
        self.temperatureOverride = temperature
        self.windSpeedOverride = windSpeed
        self.pressureOverride = pressure
        self.precipitationOverride = precipitation
    }

    public static let metric = DisplayUnits(system: .metric)
    public static let imperial = DisplayUnits(system: .imperial)

    private var isMetric: Bool { system == .metric }
    public var temperature: TemperatureUnit { temperatureOverride ?? (isMetric ? .celsius : .fahrenheit) }
    public var windSpeed: WindSpeedUnit { windSpeedOverride ?? (isMetric ? .metresPerSecond : .milesPerHour) }
    public var pressure: PressureUnit { pressureOverride ?? (isMetric ? .hectopascals : .inchesOfMercury) }
    public var precipitation: PrecipitationUnit { precipitationOverride ?? (isMetric ? .millimetres : .inches) }
    /// Visibility has no unit of its own: kilometres or miles with the system.
    public var usesMiles: Bool { !isMetric }

    /// The other system (`u`); a quantity with a unit of its own keeps it.
    public var toggled: DisplayUnits {
        var units = self
        units.system = system.toggled
        return units
    }
}
