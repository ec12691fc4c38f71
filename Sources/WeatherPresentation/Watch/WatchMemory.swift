import FoundationEssentials
import WeatherCore

/// What `watch` and the dashboard have told the user, kept in the cache across restarts so nothing is
/// told twice: by place, the precipitation spell spoken of, the warnings announced that are still in
/// force, and the thresholds crossed.
public struct WatchMemory: Codable, Equatable, Sendable {
    public var places: [String: PlaceMemory]

    public init(places: [String: PlaceMemory] = [:]) {
        self.places = places
    }

    public struct PlaceMemory: Codable, Equatable, Sendable {
        /// The spell announced or found under way; nil while it is dry ahead.
        public var spell: Spell?
        /// The warnings announced, by `AnnouncedWarning.identity`.
        public var warnings: [String: AnnouncedWarning]
        /// The thresholds told of, by the event's subject: the occurrence told of (the night of a
        /// frost, the day of a heat, a spell of gusts).
        public var thresholds: [String: String]

        public init(spell: Spell? = nil, warnings: [String: AnnouncedWarning] = [:], thresholds: [String: String] = [:]) {
            self.spell = spell
            self.warnings = warnings
            self.thresholds = thresholds
        }

        /// A memory written before the thresholds has none.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            spell = try container.decodeIfPresent(Spell.self, forKey: .spell)
            warnings = try container.decode([String: AnnouncedWarning].self, forKey: .warnings)
            thresholds = try container.decodeIfPresent([String: String].self, forKey: .thresholds) ?? [:]
        }

        public var isEmpty: Bool { spell == nil && warnings.isEmpty && thresholds.isEmpty }
    }

    public struct Spell: Codable, Equatable, Sendable {
        /// When it was to start (or was found wet).
        public var start: Date
        public var stopAnnounced: Bool

        public init(start: Date, stopAnnounced: Bool = false) {
            self.start = start
            self.stopAnnounced = stopAnnounced
        }
    }

    /// A warning as it was announced: enough to tell an upgrade and to say it was lifted.
    public struct AnnouncedWarning: Codable, Equatable, Sendable {
        public var warning: WeatherWarning

        public init(_ warning: WeatherWarning) {
            self.warning = warning
        }

        /// One warning from issue to lift: its service, its event and when it starts.
        static func identity(of warning: WeatherWarning) -> String {
            lineage(of: warning) + "|" + (warning.onset.map { String(Int($0.timeIntervalSince1970)) } ?? "")
        }

        /// The warnings an upgrade can come from: the same service and event.
        static func lineage(of warning: WeatherWarning) -> String {
            warning.source + "|" + warning.event.lowercased()
        }
    }
}
