/// The colour of each role in a theme, as one of the eight ANSI colours (0 black … 7 white; -1 the
/// terminal's own default colour): the curses screen and the text outputs draw with the same one.
public struct Palette: Sendable {
    public struct Entry: Sendable {
        public var foreground: Int16
        public var bold: Bool
        public var dim: Bool
    }

    public let entries: [ColorRole: Entry]
    public let usesColor: Bool

    public init(theme: ResolvedTheme) {
        let black: Int16 = 0, red: Int16 = 1, green: Int16 = 2, yellow: Int16 = 3, blue: Int16 = 4
        let magenta: Int16 = 5, cyan: Int16 = 6, white: Int16 = 7, normal: Int16 = -1
        func entry(_ color: Int16, bold: Bool = false, dim: Bool = false) -> Entry {
            Entry(foreground: color, bold: bold, dim: dim)
        }
        switch theme {
        case .mono:
            usesColor = false
            entries = [
                .muted: entry(normal, dim: true), .title: entry(normal, bold: true), .accent: entry(normal, bold: true),
                .keyHint: entry(normal, bold: true), .warning: entry(normal, bold: true), .error: entry(normal, bold: true),
            ]
        case .dark, .light:
            usesColor = true
            let light = theme == .light
            entries = [
                .normal: entry(normal),
                .muted: entry(light ? black : white, dim: true),
                .border: entry(light ? blue : cyan, dim: !light),
                .title: entry(light ? blue : cyan, bold: true),
                .accent: entry(light ? magenta : cyan, bold: true),
                .keyHint: entry(light ? blue : yellow, bold: true),
                .warning: entry(light ? red : yellow, bold: true),
                .error: entry(red, bold: true),
                .freezing: entry(light ? blue : magenta),
                .cold: entry(light ? blue : cyan),
                .mild: entry(green),
                .warm: entry(light ? magenta : yellow),
                .hot: entry(red),
                .rain: entry(blue),
                .sun: entry(light ? red : yellow),
                .cloud: entry(light ? black : white),
                .snow: entry(light ? cyan : white, bold: !light),
                .thunder: entry(light ? magenta : yellow, bold: true),
                // Radar colours run cool to hot as the radar services draw them; yellow is unreadable
                // on a light background, so there the heavy steps move along to magenta, red and black.
                .rainLightest: entry(cyan),
                .rainLight: entry(blue),
                .rainModerate: entry(green),
                .rainHeavy: entry(light ? magenta : yellow),
                .rainVeryHeavy: entry(red),
                .rainExtreme: entry(light ? black : magenta, bold: true),
            ]
        }
    }
}
