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
