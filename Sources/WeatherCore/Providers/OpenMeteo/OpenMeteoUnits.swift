import FoundationEssentials

/// The unit Open-Meteo names for each variable of a block (`current_units`, `hourly_units`,
/// `daily_units`), and the conversion of its values to the models' units. A variable the block does
/// not name is in the unit the app asked for.
struct OpenMeteoUnits: Decodable, Equatable {
    /// A label that is not a string is kept as nil: that variable's unit is unknown.
    private var labels: [String: String?]

    init(labels: [String: String?] = [:]) {
        self.labels = labels
    }

    /// Read as a dictionary of strings: the keys of an `AnyCodingKey` container (`allKeys`) are cast
    /// to their key type, a look-up the runtime answers by searching every conformance in the program,
    /// which a string-keyed dictionary's decoding has already paid for.
    init(from decoder: any Decoder) throws {
        labels = try decoder.singleValueContainer().decode([String: Label].self).mapValues { $0.text }
    }

    /// A block's label: nil when it is not a string.
    private struct Label: Decodable {
        var text: String?

        init(from decoder: any Decoder) throws {
            text = try? decoder.singleValueContainer().decode(String.self)
        }
    }

    /// `value` in the models' unit for `variable`; nil when the block names a unit the app does not know.
    func modelValue(_ value: Double?, of variable: OpenMeteoVariable) -> Double? {
        modelValue(value, label: variable.rawValue, quantity: variable.quantity)
    }

    /// A column of `variable` in the models' unit, its unit looked up once; all nil when the block names
    /// a unit the app does not know.
    func modelValues(_ values: [Double?], of variable: OpenMeteoVariable) -> [Double?] {
        modelValues(values, label: variable.rawValue, quantity: variable.quantity)
    }

    /// A column of the variable the answer calls `key`, in the models' unit of `quantity`, its unit
    /// looked up once.
    func modelValues(_ values: [Double?], label key: String, quantity: Quantity) -> [Double?] {
        guard let convert = conversion(of: key, quantity: quantity) else { return values.map { _ in nil } }
        return values.map { $0.map(convert) }
    }

    /// `value` of the variable the answer calls `key`, in the models' unit of `quantity` (for the
    /// air-quality answer, whose variables are not the forecast's).
    func modelValue(_ value: Double?, label key: String, quantity: Quantity) -> Double? {
        guard let value else { return nil }
        return conversion(of: key, quantity: quantity)?(value)
    }

    private func conversion(of key: String, quantity: Quantity) -> ((Double) -> Double)? {
        switch labels[key] {
        case .none: Self.conversion(from: Self.requestedLabel(quantity), to: quantity)
        case .some(.none): nil
        case let .some(.some(label)): Self.conversion(from: label, to: quantity)
        }
    }

    /// What Open-Meteo calls the unit the app asks for (°C, m/s, mm, hPa; percentages for the rest).
    static func requestedLabel(_ quantity: Quantity) -> String {
        switch quantity {
        case .temperature: "°C"
        case .windSpeed: "m/s"
        case .precipitation: "mm"
        case .pressure: "hPa"
        case .humidity, .cloudCover, .probability: "%"
        case .windDirection: "°"
        case .visibility: "m"
        case .uvIndex: ""
        case .airQualityIndex: "USAQI"
        case .concentration: "μg/m³"
        case .pollen: "grains/m³"
        case .waveHeight, .seaLevel: "m"
        case .wavePeriod: "s"
        case .waveDirection: "°"
        case .seaTemperature: "°C"
        }
    }

    static func convert(_ value: Double, from label: String, to quantity: Quantity) -> Double? {
        conversion(from: label, to: quantity)?(value)
    }

    private static func conversion(from label: String, to quantity: Quantity) -> ((Double) -> Double)? {
        switch (quantity, label.trimmed()) {
        case (.temperature, "°C"), (.windSpeed, "m/s"), (.precipitation, "mm"), (.pressure, "hPa"),
             (.humidity, "%"), (.cloudCover, "%"), (.windDirection, "°"), (.visibility, "m"),
             (.uvIndex, ""), (.airQualityIndex, "USAQI"), (.airQualityIndex, "EAQI"), (.concentration, "μg/m³"),
             (.concentration, "µg/m³"), (.pollen, "grains/m³"), (.pollen, "grains/m3"), (.waveHeight, "m"), (.seaLevel, "m"),
             (.wavePeriod, "s"), (.waveDirection, "°"), (.seaTemperature, "°C"):
            { $0 }
        case (.temperature, "°F"), (.seaTemperature, "°F"): { ($0 - 32) * 5 / 9 }
        case (.waveHeight, "ft"), (.seaLevel, "ft"): { $0 * 0.3048 }
        case (.windSpeed, "km/h"): { $0 / 3.6 }
        case (.windSpeed, "mph"), (.windSpeed, "mp/h"): { $0 * 0.447_04 }
        case (.windSpeed, "kn"), (.windSpeed, "knots"): { $0 * 1852 / 3600 }
        case (.precipitation, "inch"), (.precipitation, "in"): { $0 * 25.4 }
        case (.probability, "%"): { $0 / 100 }
        default: nil
        }
    }
}
