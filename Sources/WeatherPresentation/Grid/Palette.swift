/// The colour of each role in a theme: an index of the terminal's 256-colour palette (-1 the terminal's
/// own default colour), and the one of the eight ANSI colours (0 black … 7 white) drawn instead where the
/// terminal has fewer colours than that index needs. The curses screen and the text outputs draw with the
/// same one. On the xterm palette every text colour meets WCAG AA (4.5:1) against the background its
/// theme is for, and every colour of a border or a radar step 3:1 (`PaletteContrastTests`).
public struct Palette: Sendable {
    public struct Entry: Sendable {
        public var foreground: Int16
        /// The colour where the terminal has fewer colours than `foreground` needs.
        public var basic: Int16
        public var bold: Bool
        public var dim: Bool
        public var reverse = false

        /// The colour to draw with on a terminal of `colors` colours.
        public func color(onTerminalOf colors: Int) -> Int16 {
            Int(foreground) < colors ? foreground : basic
        }
    }

    public let entries: [ColorRole: Entry]
    public let usesColor: Bool

    /// Whether a role is drawn in reverse video, which shows on spaces too.
    public var reverses: Bool { entries.values.contains { $0.reverse } }

    public init(theme: ResolvedTheme) {
        let black: Int16 = 0, red: Int16 = 1, green: Int16 = 2, yellow: Int16 = 3, blue: Int16 = 4
        let magenta: Int16 = 5, cyan: Int16 = 6, white: Int16 = 7, normal: Int16 = -1
        func entry(_ color: Int16, precise: Int16? = nil, bold: Bool = false, dim: Bool = false, reverse: Bool = false) -> Entry {
            Entry(foreground: precise ?? color, basic: color, bold: bold, dim: dim, reverse: reverse)
        }
        switch theme {
        case .mono:
            usesColor = false
            entries = [
                .muted: entry(normal), .title: entry(normal, bold: true), .accent: entry(normal, bold: true),
                .keyHint: entry(normal, bold: true), .warning: entry(normal, bold: true), .error: entry(normal, bold: true),
            ]
        case .highContrast:
            usesColor = false
            entries = [
                .title: entry(normal, bold: true), .accent: entry(normal, bold: true), .keyHint: entry(normal, bold: true),
                .warning: entry(normal, bold: true, reverse: true), .error: entry(normal, bold: true, reverse: true),
                .hot: entry(normal, bold: true), .freezing: entry(normal, bold: true), .rain: entry(normal, bold: true),
                .thunder: entry(normal, bold: true),
            ]
        case .dark:
            usesColor = true
            // The eight colours' red and blue are too dark on black, and dim white too faint: where the
            // terminal has 256 colours, lighter ones of the same hue (xterm 203, 213, 75, 33; grey 246).
            entries = [
                .normal: entry(normal),
                .muted: entry(white, precise: 246),
                .border: entry(cyan, dim: true),
                .title: entry(cyan, bold: true),
                .accent: entry(cyan, bold: true),
                .keyHint: entry(yellow, bold: true),
                .warning: entry(yellow, bold: true),
                .error: entry(red, precise: 203, bold: true),
                .freezing: entry(magenta, precise: 213),
                .cold: entry(cyan),
                .mild: entry(green),
                .warm: entry(yellow),
                .hot: entry(red, precise: 203),
                .rain: entry(blue, precise: 75),
                .sun: entry(yellow),
                .cloud: entry(white),
                .snow: entry(white),
                .thunder: entry(yellow, bold: true),
                // Radar colours run cool to hot as the radar services draw them.
                .rainLightest: entry(cyan),
                .rainLight: entry(blue, precise: 33),
                .rainModerate: entry(green),
                .rainHeavy: entry(yellow),
                .rainVeryHeavy: entry(red),
                .rainExtreme: entry(magenta, bold: true),
            ]
        case .light:
            usesColor = true
            // Green and cyan are too pale on white, and dim black too faint: where the terminal has 256
            // colours, darker ones of the same hue (xterm 28, 24, 31; grey 241). Yellow is unreadable on
            // white, so the heavy radar steps move along to magenta, red and black.
            entries = [
                .normal: entry(normal),
                .muted: entry(black, precise: 241),
                .border: entry(blue),
                .title: entry(blue, bold: true),
                .accent: entry(magenta, bold: true),
                .keyHint: entry(blue, bold: true),
                .warning: entry(red, bold: true),
                .error: entry(red, bold: true),
                .freezing: entry(blue),
                .cold: entry(blue),
                .mild: entry(green, precise: 28),
                .warm: entry(magenta),
                .hot: entry(red),
                .rain: entry(blue),
                .sun: entry(red),
                .cloud: entry(black),
                .snow: entry(cyan, precise: 24, bold: true),
                .thunder: entry(magenta, bold: true),
                .rainLightest: entry(cyan, precise: 31),
                .rainLight: entry(blue),
                .rainModerate: entry(green, precise: 28),
                .rainHeavy: entry(magenta),
                .rainVeryHeavy: entry(red),
                .rainExtreme: entry(black, bold: true),
            ]
        }
    }
}
