import FoundationEssentials
import WeatherCore

/// A `WatchEvent` in the user's words, as every channel shows it: a one-line summary ("Rain in 20 min at
/// Seoul (2.1 mm/h)"), the service's headline as the body where a warning has one, how insistent it is,
/// and which earlier notification it replaces.
public struct WatchNotification: Equatable, Sendable {
    public var summary: String
    /// Server text, cleaned when the warning was made; empty but for warnings.
    public var body: String
    public var urgency: WatchEvent.Urgency
    /// The place and the subject (`WatchEvent.subject`): a notification with the same one replaces it.
    public var replaces: String

    public init(summary: String, body: String = "", urgency: WatchEvent.Urgency = .normal, replaces: String) {
        self.summary = summary
        self.body = body
        self.urgency = urgency
        self.replaces = replaces
    }

    /// `event` worded for the user: amounts in the chosen units, a warning's end in its place's time.
    public init(_ event: WatchEvent, strings: Strings, units: UnitFormatter, clock: ClockFormat, now: Date) {
        let dates = LocalDateFormatter(language: strings.language, clock: clock, timeZone: event.timeZone)
        let summary = strings.watchSummary(event, units: units, times: WarningTimes(dates: dates, now: now))
        let body: String = switch event.kind {
        case .precipitationStarts, .precipitationStops, .frostTonight, .heatToday, .gusts: ""
        case let .warningIssued(warning), let .warningUpgraded(warning, _), let .warningLifted(warning):
            warning.worded(in: strings.language).headline ?? ""
        }
        self.init(summary: summary, body: body, urgency: event.urgency, replaces: event.placeKey + " " + event.subject)
    }

    /// What `--notify-test` sends.
    public static func sample(strings: Strings) -> WatchNotification {
        WatchNotification(summary: strings.text(.watchTestNotification), replaces: "test")
    }
}
