/// The terminal's background colour, as it answers xterm's OSC 11 query
/// (`Esc ] 11 ; rgb:RRRR/GGGG/BBBB` ended by BEL or `Esc \`), each channel 0…1.
public struct BackgroundColor: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double

    /// The colour in the answer's text after `11;`: `rgb:` and three channels of one to four hex digits
    /// each; nil for any other form.
    public init?(specification: Substring) {
        guard specification.hasPrefix("rgb:") else { return nil }
        let channels = specification.dropFirst(4).split(separator: "/", omittingEmptySubsequences: false).map(Self.channel)
        guard channels.count == 3, let red = channels[0], let green = channels[1], let blue = channels[2] else { return nil }
        (self.red, self.green, self.blue) = (red, green, blue)
    }

    /// One to four hex digits, scaled to 0…1 ("ff" and "ffff" are both white).
    private static func channel(_ digits: Substring) -> Double? {
        guard (1...4).contains(digits.count), digits.allSatisfy(\.isHexDigit), let value = Int(digits, radix: 16) else {
            return nil
        }
        return Double(value) / Double((1 << (4 * digits.count)) - 1)
    }

    /// Relative luminance (Rec. 709 weights on the sRGB channels): light above the middle grey.
    public var isLight: Bool {
        0.2126 * red + 0.7152 * green + 0.0722 * blue > 0.5
    }
}
