import FoundationEssentials
import WeatherCore

/// Something `watch` tells the user about once: rain about to start or stop at a place, an official
/// warning there coming into force, upgraded or lifted early, or one of the config file's thresholds
/// crossed.
public struct WatchEvent: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// Wet from `minutes` from now, at `rate` mm/h at its heaviest in the spell's first hour.
        case precipitationStarts(minutes: Int, rate: Double, isSnow: Bool)
        /// Wet now; dry from `minutes` from now.
        case precipitationStops(minutes: Int, isSnow: Bool)
        case warningIssued(WeatherWarning)
        case warningUpgraded(WeatherWarning, from: WarningSeverity)
        /// Lifted before the end it was announced with.
        case warningLifted(WeatherWarning)
        /// Tonight's low, °C, below `frost_below`.
        case frostTonight(low: Double)
        /// Today's high, °C, above `heat_above`.
        case heatToday(high: Double)
        /// Gusts now, m/s, above `gusts_above`.
        case gusts(speed: Double)
    }

    /// How insistent the notification is: the desktop's urgency levels.
    public enum Urgency: Int, Comparable, Sendable {
        case low, normal, critical

        public static func < (lhs: Urgency, rhs: Urgency) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var kind: Kind
    /// The place's name as the dashboard shows it.
    public var placeName: String
    /// The place's coordinate key: with `subject`, which earlier notification this one replaces.
    public var placeKey: String
    /// The place's time zone, that a warning's end is said in.
    public var timeZone: LocalTimeZone

    /// What the notification is about at its place: an updated event replaces the bubble of the same
    /// subject (the rain spell, or one warning from issue to lift).
    public var subject: String {
        switch kind {
        case .precipitationStarts, .precipitationStops: "precipitation"
        case let .warningIssued(warning), let .warningUpgraded(warning, _), let .warningLifted(warning):
            "warning " + WatchMemory.AnnouncedWarning.lineage(of: warning)
        case .frostTonight: "frost"
        case .heatToday: "heat"
        case .gusts: "gusts"
        }
    }

    public var urgency: Urgency {
        switch kind {
        case .precipitationStarts, .precipitationStops, .warningLifted, .frostTonight, .heatToday, .gusts: .normal
        case let .warningIssued(warning), let .warningUpgraded(warning, _): warning.severity >= .severe ? .critical : .normal
        }
    }

    /// Whether it goes out even in quiet hours: a warning of the highest level coming into force.
    public var breaksQuietHours: Bool { Self.breaksQuietHours(kind) }

    static func breaksQuietHours(_ kind: Kind) -> Bool {
        switch kind {
        case let .warningIssued(warning), let .warningUpgraded(warning, _): warning.severity == .extreme
        default: false
        }
    }
}
