/// The terminal's background colour, as it answers xterm's OSC 11 query
/// (`Esc ] 11 ; rgb:RRRR/GGGG/BBBB` ended by BEL or `Esc \`), each channel 0…1.
public struct BackgroundColor: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double

    /// The colour in `reply`, which may hold other answers around it; nil when it holds none.
    public init?(osc11Reply reply: [UInt8]) {
        let prefix = Array("\u{1B}]11;rgb:".utf8)
        guard let start = reply.indices.first(where: { reply[$0...].starts(with: prefix) }) else { return nil }
        var channels: [Double] = []
        var digits: [UInt8] = []
        for byte in reply[(start + prefix.count)...] {
            if byte == UInt8(ascii: "/") || byte == 0x07 || byte == 0x1B {
                guard let value = Self.channel(digits) else { return nil }
                channels.append(value)
                digits = []
                if byte != UInt8(ascii: "/") { break }
            } else {
                digits.append(byte)
            }
        }
        guard channels.count == 3 else { return nil }
        (red, green, blue) = (channels[0], channels[1], channels[2])
    }

    /// One to four hex digits, scaled to 0…1 ("ff" and "ffff" are both white).
    private static func channel(_ digits: [UInt8]) -> Double? {
        guard (1...4).contains(digits.count), let text = String(validating: digits, as: UTF8.self), let value = Int(text, radix: 16) else {
            return nil
        }
        return Double(value) / Double((1 << (4 * digits.count)) - 1)
    }

    /// Relative luminance (Rec. 709 weights on the sRGB channels): light above the middle grey.
    public var isLight: Bool {
        0.2126 * red + 0.7152 * green + 0.0722 * blue > 0.5
    }
}
