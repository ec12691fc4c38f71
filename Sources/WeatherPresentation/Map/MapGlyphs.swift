import WeatherCore

/// Every character a map draws, each with its 7-bit stand-in for ascii screens.
public struct MapGlyphs: Equatable, Sendable {
    public var ascii: Bool

    public init(ascii: Bool = false) {
        self.ascii = ascii
    }

    /// The place the map is centred on.
    public var placeMark: String { ascii ? "+" : "◉" }
    /// Where a labelled town is, before or after its name.
    public var townMark: String { ascii ? "o" : "•" }
    /// Rain in colour, where the colour says how much.
    public var rainBlock: String { "█" }
    /// Rain by character, lightest first, one for each step of `RainRamp`: none of them is a character
    /// the 7-bit lines use (`-`, `|`, `/`, `\`), so rain never reads as a coast.
    public var densityRamp: [String] { [".", ":", "=", "*", "#", "@"] }
    /// Where the radar has nothing to say (its tiles did not come): neither rain nor dry. Not one of the
    /// density ramp's characters nor the 7-bit lines'.
    public var gap: String { ascii ? "?" : "░" }
    public var below: String { "<" }
    public var atLeast: String { ascii ? ">=" : "≥" }
    public var rangeDash: String { ascii ? "-" : "–" }

    /// A cell a line crosses in 7-bit characters, by the direction of the line through it (`dx`, `dy` in
    /// square pixels, y growing downwards).
    public func line(dx: Double, dy: Double) -> String {
        let across = abs(dx), down = abs(dy)
        if down <= across * 0.4 { return "-" }
        if across <= down * 0.4 { return "|" }
        return (dx > 0) == (dy > 0) ? "\\" : "/"
    }

    /// A braille cell with `dots` (bit 0 dot 1 … bit 7 dot 8).
    public func braille(dots: UInt8) -> String {
        Unicode.Scalar(0x2800 + UInt32(dots)).map { String(Character($0)) } ?? " "
    }
}

extension Glyphs {
    /// The map's characters, 7-bit in ascii mode like the rest.
    public var map: MapGlyphs { MapGlyphs(ascii: mode == .ascii) }
}
