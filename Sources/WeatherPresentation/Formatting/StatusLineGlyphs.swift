import WeatherCore

/// The marks of the one-line status (`--format`): the presets' thermometer and wind, the moon's
/// phases and the wind's direction as an arrow, in each icon mode.
extension Glyphs {
    /// Before the temperature in presets 2 and 4; none in ascii mode, where a letter would read as part
    /// of the value.
    public var thermometer: String {
        switch mode {
        case .unicode: "🌡️"
        case .ascii: ""
        case .nerd: "\u{E350}"  // nf-weather-thermometer
        }
    }

    /// Before the wind in presets 2 and 4; none in ascii mode ("W SW 3 m/s" would read as west).
    public var windMark: String {
        switch mode {
        case .unicode: "🌬️"
        case .ascii: ""
        case .nerd: "\u{E34B}"  // nf-weather-strong_wind
        }
    }

    /// The phase's symbol; nil in ascii mode, where it is said in words.
    public func moon(_ phase: MoonPhase.Name) -> String? {
        switch mode {
        case .unicode: ["🌑", "🌒", "🌓", "🌔", "🌕", "🌖", "🌗", "🌘"][phase.rawValue]
        case .ascii: nil
        // nf-weather-moon_alt_new, _waxing_crescent_3, _first_quarter, _waxing_gibbous_3, _full,
        // _waning_gibbous_3, _third_quarter, _waning_crescent_3.
        case .nerd: ["\u{E3E3}", "\u{E3CA}", "\u{E3CE}", "\u{E3D1}", "\u{E3D5}", "\u{E3D8}", "\u{E3DC}", "\u{E3DF}"][phase.rawValue]
        }
    }

    /// Where the wind blows to, as wttr.in shows it ("↙" for a wind from the north-east); in ascii mode
    /// the compass point it comes from.
    public func windArrow(from degrees: Double) -> String {
        guard !isASCIIMode else { return UnitFormatter.compass(degrees) }
        let arrows = ["↓", "↙", "←", "↖", "↑", "↗", "→", "↘"]
        let normalized = (degrees.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        guard let sector = Int(rounding: normalized / 45) else { return "" }
        return arrows[sector % 8]
    }

    private var isASCIIMode: Bool { mode == .ascii }
}
