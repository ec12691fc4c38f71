import WeatherCore

/// The wait for the terminal's answer to `--theme auto`'s background query (OSC 11, then DA1). The first
/// frame does not wait: it is drawn with the theme the environment gives (`COLORFGBG`, else dark), and an
/// OSC 11 answer that arrives within the time limit picks light or dark by its luminance. DA1, which the
/// terminal answers after OSC 11, or the time limit ends the wait; answers after it change nothing.
public struct BackgroundAnswerWait: Equatable, Sendable {
    public static let timeLimit: Duration = .milliseconds(100)

    private let choice: ThemeChoice
    private let environment: [String: String]
    private let deadline: ContinuousClock.Instant
    private var isOver = false

    public init(choice: ThemeChoice, environment: [String: String], askedAt: ContinuousClock.Instant) {
        self.choice = choice
        self.environment = environment
        deadline = askedAt.advanced(by: Self.timeLimit)
    }

    /// The theme `report`, which arrived at `time`, calls for; nil when it calls for none (the wait is over,
    /// or the report is DA1, which ends it).
    public mutating func theme(after report: TerminalReport, arrivedAt time: ContinuousClock.Instant) -> ResolvedTheme? {
        guard !isOver else { return nil }
        isOver = true
        guard case let .background(color) = report, time <= deadline else { return nil }
        return ThemeResolver.resolve(choice, environment: environment, reportedBackground: color)
    }
}
