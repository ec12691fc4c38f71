import WeatherCore

/// The steps of rain intensity a map tells apart, and how each is drawn: by colour where the theme has
/// colours, and by a denser character for each step where it has none or the screen is 7-bit.
public struct RainRamp: Sendable {
    /// The lower bounds of the steps after the first, in the user's unit an hour: round numbers there,
    /// so the legend reads "0.5–2 mm/h" and "0.02–0.08 in/h", not converted decimals.
    public let bounds: [Double]
    public let unit: PrecipitationUnit
    private let glyphs: MapGlyphs
    private let usesColor: Bool

    public init(unit: PrecipitationUnit, glyphs: Glyphs, theme: ResolvedTheme) {
        self.unit = unit
        self.bounds = unit == .millimetres ? [0.5, 2, 5, 10, 25] : [0.02, 0.08, 0.2, 0.4, 1]
        self.glyphs = glyphs.map
        self.usesColor = theme.usesColor
    }

    public var stepCount: Int { bounds.count + 1 }

    /// Less than this is no rain: about the least a weather radar reports (its lowest colour, near
    /// 10 dBZ), and what keeps the faint edge of a field from covering the whole map.
    public static let leastMillimetresPerHour = 0.1

    /// The step of `millimetresPerHour`; nil for no rain (under `leastMillimetresPerHour`).
    public func step(millimetresPerHour: Double) -> Int? {
        guard millimetresPerHour.isFinite, millimetresPerHour >= Self.leastMillimetresPerHour else { return nil }
        let value = unit == .millimetres ? millimetresPerHour : millimetresPerHour / 25.4
        return bounds.lastIndex { value >= $0 }.map { $0 + 1 } ?? 0
    }

    public func style(step: Int) -> CellStyle {
        let roles: [ColorRole] = [.rainLightest, .rainLight, .rainModerate, .rainHeavy, .rainVeryHeavy, .rainExtreme]
        return CellStyle(roles[min(max(step, 0), roles.count - 1)])
    }

    /// A cell of rain with no line over it: a solid block in colour, else the step's character.
    public func character(step: Int) -> String {
        usesColor && !glyphs.ascii ? glyphs.rainBlock : glyphs.densityRamp[min(max(step, 0), glyphs.densityRamp.count - 1)]
    }

    /// The legend: each step's cell and its range ("<0.5", "0.5–2", … "≥25") and the unit, as runs a
    /// view writes in a row and cuts where the width ends. Numbers as `formatter`'s language writes them.
    func legend(formatter: UnitFormatter) -> [TextRun] {
        let numbers = bounds.map { bound in
            let decimals = bound == bound.rounded() ? 0 : (bound * 10 == (bound * 10).rounded() ? 1 : 2)
            return DecimalText.string(bound, decimals: decimals, separator: formatter.decimalSeparator)
        }
        var runs: [TextRun] = []
        for step in 0..<stepCount {
            let range = switch step {
            case 0: glyphs.below + numbers[0]
            case stepCount - 1: glyphs.atLeast + numbers[step - 1]
            default: numbers[step - 1] + glyphs.rangeDash + numbers[step]
            }
            runs.append(TextRun(character(step: step), style(step: step)))
            runs.append(TextRun(" " + range + "  "))
        }
        runs.append(TextRun(formatter.precipitationUnit + "/h"))
        return runs
    }
}
