import Foundation
import Testing
@testable import WeatherPresentation

/// Every theme's colours against the background it is for, on xterm's palette (which most terminals'
/// defaults follow) where the terminal has 256 colours: text at least 4.5:1 (WCAG 2.1 AA, 1.4.3); a
/// border's or a radar step's colour, which is no text, at least 3:1 (1.4.11). Dim is drawn as the colour
/// halfway to the background, as VTE and xterm draw it.
@Suite struct PaletteContrastTests {
    typealias RGB = (red: Double, green: Double, blue: Double)

    static let basic: [Int] = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ]

    /// xterm's colour `index` (0–255).
    static func xterm(_ index: Int) -> RGB {
        func rgb(_ value: Int) -> RGB { (Double(value >> 16 & 0xFF), Double(value >> 8 & 0xFF), Double(value & 0xFF)) }
        switch index {
        case 0..<16: return rgb(basic[index])
        case 16..<232:
            let levels = [0, 95, 135, 175, 215, 255].map(Double.init)
            let cube = index - 16
            return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
        default:
            let grey = Double(8 + 10 * (index - 232))
            return (grey, grey, grey)
        }
    }

    static func luminance(_ color: RGB) -> Double {
        func linear(_ channel: Double) -> Double {
            let c = channel / 255
            return c <= 0.039_28 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    static func contrast(_ a: RGB, _ b: RGB) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// The background and default foreground a theme is drawn on: black and xterm's white, or white and black.
    static func terminal(dark: Bool) -> (background: RGB, foreground: RGB) {
        dark ? (xterm(0), xterm(7)) : (xterm(15), xterm(0))
    }

    static let nonText: Set<ColorRole> = [.border, .rainLightest, .rainLight, .rainModerate, .rainHeavy, .rainVeryHeavy, .rainExtreme]

    /// Each role's contrast, and what it must reach.
    static func shortfalls(_ theme: ResolvedTheme, dark: Bool) -> [String] {
        let palette = Palette(theme: theme)
        let terminal = terminal(dark: dark)
        return ColorRole.allCases.compactMap { role in
            let entry = palette.entries[role]
            var color = entry.map { $0.foreground >= 0 ? xterm(Int($0.foreground)) : terminal.foreground } ?? terminal.foreground
            if entry?.dim == true {
                color = ((color.red + terminal.background.red) / 2, (color.green + terminal.background.green) / 2,
                         (color.blue + terminal.background.blue) / 2)
            }
            let ratio = contrast(color, terminal.background)
            let needed = nonText.contains(role) ? 3.0 : 4.5
            return ratio >= needed ? nil : "\(theme) \(role): \((ratio * 100).rounded() / 100):1, below \(needed):1"
        }
    }

    @Test func everyThemesColoursAreReadableOnItsOwnBackground() {
        let failing = Self.shortfalls(.dark, dark: true) + Self.shortfalls(.light, dark: false)
            + [true, false].flatMap { Self.shortfalls(.mono, dark: $0) + Self.shortfalls(.highContrast, dark: $0) }
        #expect(failing.isEmpty, "\(failing.joined(separator: "\n"))")
    }

    @Test func theEightColoursAloneFailWhereThePreciseOnesAreUsed() {
        // Why the dark theme needs its 256-colour red and blue: the eight colours' are too dark on black.
        #expect(Self.contrast(Self.xterm(1), Self.xterm(0)) < 4.5)
        #expect(Self.contrast(Self.xterm(4), Self.xterm(0)) < 4.5)
        let error = Palette(theme: .dark).entries[.error]
        #expect(error?.color(onTerminalOf: 256) == 203)
        #expect(error?.color(onTerminalOf: 8) == 1)
    }

    @Test func highContrastIsTheTerminalsOwnColoursBoldAndReverse() {
        let palette = Palette(theme: .highContrast)
        #expect(!palette.usesColor)
        #expect(palette.entries.values.allSatisfy { $0.foreground < 0 && !$0.dim })
        #expect(palette.entries[.warning]?.reverse == true && palette.entries[.error]?.reverse == true)
        #expect(palette.reverses)
        #expect(ThemeResolver.resolve(.highContrast, environment: ["NO_COLOR": "1"]) == .highContrast)
        #expect(ThemeResolver.resolve(.dark, environment: ["NO_COLOR": "1"]) == .mono)
    }
}
