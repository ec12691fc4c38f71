import WeatherCore

/// Every symbol the app draws, in one set per `IconMode`. Views read it from `ScreenState.glyphs`; no view
/// checks the mode itself. Each glyph has the same width in every set (or the layout pads it to a known
/// width), so columns line up whatever the font: Nerd Font glyphs are Private Use Area code points, one
/// column wide (`DisplayWidth` and glibc agree).
///
/// In ascii mode temperatures drop the degree sign and keep the unit letter: "6C", "H 10C"; "6'C" or
/// "6*C" read as feet or a footnote, and "10C" takes the columns "10°" took.
public struct Glyphs: Equatable, Sendable {
    public let mode: IconMode

    public init(_ mode: IconMode) {
        self.mode = mode
    }

    public static let unicode = Glyphs(.unicode)

    private var isASCII: Bool { mode == .ascii }
    /// The graph's, range bars' and day summaries' characters, 7-bit in ascii mode like the rest.
    public var glance: GlanceGlyphs { GlanceGlyphs(ascii: isASCII) }

    /// Columns the forecast gives a one-cell weather symbol (symbols are padded to it).
    public static let symbolWidth = 2

    /// "°C" or "C".
    public func temperatureUnit(_ letter: String) -> String { isASCII ? letter : "°" + letter }
    /// The mark after a bare number of degrees: "°", or the unit letter in ascii.
    public func degreeMark(_ letter: String) -> String { isASCII ? letter : "°" }

    public var up: String { isASCII ? "^" : "↑" }
    public var down: String { isASCII ? "v" : "↓" }
    /// Marks a place found by IP address.
    public var approximate: String { isASCII ? "~" : "≈" }
    /// Between parts of a status line.
    public var separator: String { isASCII ? "|" : "·" }
    /// Before an official warning.
    public var warningMark: String { isASCII ? "!" : "⚠" }
    /// The text cursor in the location prompt.
    public var cursor: String { isASCII ? "_" : "▏" }
    /// Chance of rain, for views that mark it.
    public var umbrella: String {
        switch mode {
        case .unicode: "☂"
        case .ascii: "%"
        case .nerd: "\u{E37C}"  // nf-weather-umbrella
        }
    }

    /// The spinner's frames, one column wide each.
    public var spinnerFrames: [String] {
        isASCII ? ["|", "/", "-", "\\"] : ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    }

    public func spinner(_ index: Int) -> String {
        let frames = spinnerFrames
        return frames[((index % frames.count) + frames.count) % frames.count]
    }

    /// The app's own text with its typographic marks made 7-bit in ascii mode ("…" → "...", "—" → "-");
    /// anything else (Korean, place names) is left as it is.
    public func text(_ text: String) -> String {
        guard isASCII, text.unicodeScalars.contains(where: { !$0.isASCII }) else { return text }
        var result = ""
        for character in text {
            result += Self.asciiMarks[character] ?? String(character)
        }
        return result
    }

    /// One-column marks and their one-column ASCII stand-ins, applied to every cell of an ascii screen: the
    /// "…" that truncation leaves is spelled out apart (`spellsOutEllipses`), and no mark from anywhere slips through.
    public var cellSubstitutes: [String: String] {
        isASCII ? ["–": "-", "—": "-", "·": "|", "×": "x", "↑": "^", "↓": "v", "←": "<", "→": ">", "≈": "~", "▏": "_", "•": "o", "\u{A0}": " "] : [:]
    }

    /// Whether a cut's `…` is drawn as `...` (`Grid.spellOutEllipses`).
    public var spellsOutEllipses: Bool { isASCII }

    private static let asciiMarks: [Character: String] = [
        "…": "...", "—": "-", "–": "-", "·": "|", "×": "x", "↑": "^", "↓": "v", "←": "<", "→": ">", "≈": "~", "°": "", "▏": "_", "•": "o",
    ]

    /// The one-cell symbol for a condition, at most `symbolWidth` columns.
    public func symbol(_ condition: WeatherCondition, isDaytime: Bool) -> String {
        switch mode {
        case .unicode: Self.unicodeSymbol(condition, isDaytime: isDaytime)
        case .ascii: Self.asciiSymbol(condition, isDaytime: isDaytime)
        case .nerd: Self.nerdSymbol(condition, isDaytime: isDaytime)
        }
    }

    private static func unicodeSymbol(_ condition: WeatherCondition, isDaytime: Bool) -> String {
        switch condition {
        case .clear, .mainlyClear: isDaytime ? "☀" : "☾"
        case .partlyCloudy: isDaytime ? "⛅" : "☁"
        case .cloudy: "☁"
        case .fog: "≡"
        case .haze, .dust: "≈"
        case .drizzle, .rain, .freezingDrizzle, .freezingRain: "☂"
        case .heavyRain, .showers: "☔"
        case .snow, .heavySnow, .sleet, .snowShowers: "❄"
        case .thunderstorm, .thunderstormWithHail: "⚡"
        case .squalls, .tornado: "≋"
        case .unknown: "?"
        }
    }

    /// Two characters at most, echoing the header's art: a sun `O`, a moon `)`, cloud `~~`, drops `''`.
    private static func asciiSymbol(_ condition: WeatherCondition, isDaytime: Bool) -> String {
        switch condition {
        case .clear, .mainlyClear: isDaytime ? "O" : ")"
        case .partlyCloudy: isDaytime ? "O~" : ")~"
        case .cloudy: "~~"
        case .fog: "=="
        case .haze, .dust: "::"
        case .drizzle, .freezingDrizzle: "'"
        case .rain, .freezingRain: "''"
        case .heavyRain, .showers: ",'"
        case .snow, .heavySnow, .sleet, .snowShowers: "**"
        case .thunderstorm, .thunderstormWithHail: "/_"
        case .squalls, .tornado: ">>"
        case .unknown: "?"
        }
    }

    /// Nerd Fonts' `nf-weather-*` glyphs (Nerd Fonts 3 glyphnames.json).
    private static func nerdSymbol(_ condition: WeatherCondition, isDaytime: Bool) -> String {
        switch condition {
        case .clear, .mainlyClear: isDaytime ? "\u{E30D}" : "\u{E32B}"  // day_sunny, night_clear
        case .partlyCloudy: isDaytime ? "\u{E302}" : "\u{E37E}"  // day_cloudy, night_alt_cloudy
        case .cloudy: "\u{E312}"  // cloudy
        case .fog: "\u{E313}"  // fog
        case .haze: isDaytime ? "\u{E3AE}" : "\u{E346}"  // day_haze, night_fog
        case .dust: "\u{E35D}"  // dust
        case .drizzle, .freezingDrizzle: "\u{E31B}"  // sprinkle
        case .rain, .freezingRain: "\u{E318}"  // rain
        case .heavyRain, .showers: "\u{E319}"  // showers
        case .snow, .heavySnow, .snowShowers: "\u{E31A}"  // snow
        case .sleet: "\u{E3AD}"  // sleet
        case .thunderstorm: "\u{E31D}"  // thunderstorm
        case .thunderstormWithHail: "\u{E314}"  // hail
        case .squalls: "\u{E34B}"  // strong_wind
        case .tornado: "\u{E351}"  // tornado
        case .unknown: "\u{E374}"  // na
        }
    }
}
