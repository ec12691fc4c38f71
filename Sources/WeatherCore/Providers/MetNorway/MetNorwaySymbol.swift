/// A Locationforecast `symbol_code`: one of MET Norway's weather symbols (`rainshowers`), with the
/// variant (`_day`, `_night`, `_polartwilight`) the symbols with a sun or moon in them always carry.
/// The table is MET Norway's legend of symbols (the `weathericons` repository's `weather/legend.csv`),
/// each mapped to the app's nearest condition: rain with thunder, sleet with thunder and snow with
/// thunder are all thunderstorms, and light rain is rain (as WMO's slight rain is).
struct MetNorwaySymbol: Hashable {
    var condition: WeatherCondition
    /// True for the day variant, false for night and polar twilight (the sun below the horizon all day);
    /// nil for a symbol without a sun or moon.
    var isDaytime: Bool?

    /// Nil for a code the legend does not have, or with a variant it does not take.
    init?(code: String) {
        let parts = code.split(separator: "_", maxSplits: 1)
        guard let base = parts.first.map(String.init), let condition = Self.conditions[base] else { return nil }
        let hasVariants = Self.withVariants.contains(base)
        switch parts.count == 2 ? String(parts[1]) : nil {
        case nil where !hasVariants: isDaytime = nil
        case "day"? where hasVariants: isDaytime = true
        case "night"? where hasVariants, "polartwilight"? where hasVariants: isDaytime = false
        default: return nil
        }
        self.condition = condition
    }

    /// Every symbol of the legend, by its code without a variant.
    static let conditions: [String: WeatherCondition] = [
        "clearsky": .clear,
        "fair": .mainlyClear,
        "partlycloudy": .partlyCloudy,
        "cloudy": .cloudy,
        "fog": .fog,
        "lightrainshowers": .showers,
        "rainshowers": .showers,
        "heavyrainshowers": .showers,
        "lightrainshowersandthunder": .thunderstorm,
        "rainshowersandthunder": .thunderstorm,
        "heavyrainshowersandthunder": .thunderstorm,
        "lightsleetshowers": .sleet,
        "sleetshowers": .sleet,
        "heavysleetshowers": .sleet,
        // "lights…": MET Norway's own spelling of these two, kept for compatibility.
        "lightssleetshowersandthunder": .thunderstorm,
        "sleetshowersandthunder": .thunderstorm,
        "heavysleetshowersandthunder": .thunderstorm,
        "lightsnowshowers": .snowShowers,
        "snowshowers": .snowShowers,
        "heavysnowshowers": .snowShowers,
        "lightssnowshowersandthunder": .thunderstorm,
        "snowshowersandthunder": .thunderstorm,
        "heavysnowshowersandthunder": .thunderstorm,
        "lightrain": .rain,
        "rain": .rain,
        "heavyrain": .heavyRain,
        "lightrainandthunder": .thunderstorm,
        "rainandthunder": .thunderstorm,
        "heavyrainandthunder": .thunderstorm,
        "lightsleet": .sleet,
        "sleet": .sleet,
        "heavysleet": .sleet,
        "lightsleetandthunder": .thunderstorm,
        "sleetandthunder": .thunderstorm,
        "heavysleetandthunder": .thunderstorm,
        "lightsnow": .snow,
        "snow": .snow,
        "heavysnow": .heavySnow,
        "lightsnowandthunder": .thunderstorm,
        "snowandthunder": .thunderstorm,
        "heavysnowandthunder": .thunderstorm,
    ]

    /// The symbols with a sun or moon in them: the showers and the clear to partly cloudy skies.
    static let withVariants: Set<String> = [
        "clearsky", "fair", "partlycloudy",
        "lightrainshowers", "rainshowers", "heavyrainshowers",
        "lightrainshowersandthunder", "rainshowersandthunder", "heavyrainshowersandthunder",
        "lightsleetshowers", "sleetshowers", "heavysleetshowers",
        "lightssleetshowersandthunder", "sleetshowersandthunder", "heavysleetshowersandthunder",
        "lightsnowshowers", "snowshowers", "heavysnowshowers",
        "lightssnowshowersandthunder", "snowshowersandthunder", "heavysnowshowersandthunder",
    ]
}
