import WeatherCore

/// A `--format` template: wttr.in's one-line codes (`%c %t`, `%l: %C`) and literal text, parsed once.
/// `--format 1` … `--format 4` are wttr.in's four presets, with this app's glyphs. As in wttr.in's URLs,
/// where format strings are copied from, `+` is a space (`%l:+%c+%t`).
public struct StatusLineTemplate: Equatable, Sendable {
    /// What a `%` code stands for.
    public enum Code: Character, CaseIterable, Sendable {
        case conditionSymbol = "c"
        case conditionText = "C"
        /// The condition symbol in plain text, whatever the icon mode.
        case plainConditionSymbol = "x"
        case humidity = "h"
        case temperature = "t"
        case feelsLike = "f"
        case wind = "w"
        case place = "l"
        case moonPhase = "m"
        case moonDay = "M"
        case precipitation = "p"
        /// The chance of precipitation of the forecast's step that holds now ("62%").
        case precipitationChance = "o"
        case pressure = "P"
        case uvIndex = "u"
        case dawn = "D"
        case sunrise = "S"
        case zenith = "z"
        case sunset = "s"
        case dusk = "d"
        case time = "T"
        case timeZone = "Z"
        // This app's own, where wttr.in has none.
        case high = "H"
        case low = "L"
        case rainOutlook = "R"
        /// How old the data is, when it is stale; nothing when it is fresh.
        case age = "A"
        /// The air-quality index and its category ("42 good"); nothing when the air service sent none.
        case airQuality = "a"
        /// The most severe official warning in force ("Winter Storm Warning"); nothing when none is.
        case warning = "W"
        /// The next high or low tide ("High tide 14:32 (1.8 m)"); nothing away from the sea.
        case tide = "O"
        /// The nearest METAR station's report ("Observed at EGLL 12 min ago: 14 °C, light rain, wind 240° 12 kt");
        /// nothing where no station is within 30 km.
        case observation = "v"
        /// The weather the nearest METAR station reports, in words ("light rain"; its sky where nothing falls).
        case observedWeather = "V"
        /// Today's likely highs from the ensemble, its members' 10th to 90th percentile ("14–18°"); nothing
        /// without the ensemble.
        case highsRange = "E"
        /// Today's share of the ensemble's members with rain ("62%"); nothing without the ensemble.
        case membersRain = "e"
        /// Today's forecast high against the normal high, in signed whole degrees ("+4°", "-2°", "0°");
        /// nothing while no normal is known.
        case highAgainstNormal = "N"
    }

    public enum Part: Equatable, Sendable {
        case text(String)
        case code(Code)
    }

    /// Worded by `Strings.templateError`.
    public enum ParseError: Error, Equatable {
        case unknownCode(Character)
        case trailingPercent
    }

    public let parts: [Part]

    /// Every code as it is written, for messages and help: "%c %C %x …".
    public static var knownCodes: String { Code.allCases.map { "%\($0.rawValue)" }.joined(separator: " ") }

    public init(parts: [Part]) {
        self.parts = parts
    }

    /// Parses `text`; "1" to "4" are the presets (see `preset(_:glyphs:)`). The line stays one line:
    /// control characters are dropped, a line break or tab becomes a space (`TerminalText.oneLine`).
    public init(parsing text: String, glyphs: Glyphs) throws(ParseError) {
        let text = TerminalText.oneLine(text)
        if let number = Int(text), let preset = Self.preset(number, glyphs: glyphs) {
            self = preset
            return
        }
        var parts: [Part] = []
        var literal = ""
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            guard character == "%" else {
                literal.append(character == "+" ? " " : character)
                continue
            }
            guard let next = iterator.next() else { throw .trailingPercent }
            if next == "%" {
                literal.append("%")
                continue
            }
            guard let code = Code(rawValue: next) else { throw .unknownCode(next) }
            if !literal.isEmpty { parts.append(.text(literal)) }
            literal = ""
            parts.append(.code(code))
        }
        if !literal.isEmpty { parts.append(.text(literal)) }
        self.parts = parts
    }

    /// Preset 1, `%c %t`: the condition symbol and the temperature; `--waybar`'s text unless told.
    public static let conditionAndTemperature = StatusLineTemplate(parts: [.code(.conditionSymbol), .text(" "), .code(.temperature)])

    /// wttr.in's `format=1` … `format=4`; nil for any other number.
    public static func preset(_ number: Int, glyphs: Glyphs) -> StatusLineTemplate? {
        let thermometer = Part.text(" " + glyphs.thermometer)
        let wind = Part.text(" " + glyphs.windMark)
        switch number {
        case 1: return conditionAndTemperature
        case 2: return StatusLineTemplate(parts: [.code(.conditionSymbol), thermometer, .code(.temperature), wind, .code(.wind)])
        case 3: return StatusLineTemplate(parts: [.code(.place), .text(": "), .code(.conditionSymbol), .text(" "), .code(.temperature)])
        case 4:
            return StatusLineTemplate(parts: [
                .code(.place), .text(": "), .code(.conditionSymbol), thermometer, .code(.temperature), wind, .code(.wind),
            ])
        default: return nil
        }
    }

    public func contains(_ code: Code) -> Bool {
        parts.contains(.code(code))
    }
}
