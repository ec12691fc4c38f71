import Foundation
import WeatherCore

/// Formats metric model values in the unit system the user chose.
public struct UnitFormatter: Sendable {
    public var units: UnitSystem

    public init(units: UnitSystem) {
        self.units = units
    }

    public var temperatureUnit: String { units == .metric ? "°C" : "°F" }

    public func temperatureValue(_ celsius: Double) -> Double {
        units == .metric ? celsius : celsius * 9 / 5 + 32
    }

    /// "14°C" (whole degrees).
    public func temperature(_ celsius: Double) -> String {
        "\(Self.whole(temperatureValue(celsius)))\(temperatureUnit)"
    }

    /// "14°" (whole degrees, no unit letter).
    public func degrees(_ celsius: Double) -> String {
        "\(Self.whole(temperatureValue(celsius)))°"
    }

    /// "14.1°C".
    public func preciseTemperature(_ celsius: Double) -> String {
        String(format: "%.1f", temperatureValue(celsius)).replacingOccurrences(of: "-0.0", with: "0.0") + temperatureUnit
    }

    /// "3.6 m/s" or "8 mph".
    public func windSpeed(_ metresPerSecond: Double) -> String {
        units == .metric
            ? String(format: "%.1f m/s", metresPerSecond)
            : String(format: "%.0f mph", metresPerSecond * 2.236_94)
    }

    /// "2.5 mm" or "0.10 in".
    public func precipitation(_ millimetres: Double) -> String {
        units == .metric ? String(format: "%.1f mm", millimetres) : String(format: "%.2f in", millimetres / 25.4)
    }

    /// "1013 hPa" or "29.91 inHg".
    public func pressure(_ hectopascals: Double) -> String {
        units == .metric ? String(format: "%.0f hPa", hectopascals) : String(format: "%.2f inHg", hectopascals * 0.029_53)
    }

    /// "10 km" or "6.2 mi".
    public func visibility(_ metres: Double) -> String {
        units == .metric
            ? (metres >= 10_000 ? String(format: "%.0f km", metres / 1000) : String(format: "%.1f km", metres / 1000))
            : String(format: "%.1f mi", metres / 1609.344)
    }

    /// "71%" from 0…100.
    public static func percent(_ value: Double) -> String {
        "\(whole(value))%"
    }

    /// 16-point compass name for the direction the wind comes from.
    public static func compass(_ degrees: Double) -> String {
        let points = ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"]
        let normalized = (degrees.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        guard let point = Int(rounding: normalized / 22.5) else { return unreadable }
        return points[point % 16]
    }

    /// Shown for a value no whole number can express (only ever reached if the models hold one).
    static let unreadable = "–"

    private static func whole(_ value: Double) -> String {
        Int(rounding: value).map(String.init) ?? unreadable
    }
}
