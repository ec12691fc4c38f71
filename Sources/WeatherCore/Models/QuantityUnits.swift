/// The units each quantity can be shown in, named as the flags and config keys spell them
/// (`--wind-unit kn`, `wind_unit = "kn"`).
public enum TemperatureUnit: String, Sendable, Codable, CaseIterable {
    case celsius = "c"
    case fahrenheit = "f"
}

public enum WindSpeedUnit: String, Sendable, Codable, CaseIterable {
    case metresPerSecond = "ms"
    case kilometresPerHour = "kmh"
    case milesPerHour = "mph"
    case knots = "kn"
    case beaufort = "bft"

    /// The m/s at which Beaufort forces 1 to 12 start.
    public static let beaufortStarts = [0.5, 1.6, 3.4, 5.5, 8.0, 10.8, 13.9, 17.2, 20.8, 24.5, 28.5, 32.7]
}

public enum PressureUnit: String, Sendable, Codable, CaseIterable {
    case hectopascals = "hpa"
    case inchesOfMercury = "inhg"
    case millimetresOfMercury = "mmhg"
}

public enum PrecipitationUnit: String, Sendable, Codable, CaseIterable {
    case millimetres = "mm"
    case inches = "in"
}
