import FoundationEssentials
import WeatherCore

/// What `watch` has told the user, kept in the cache across restarts so nothing is told twice: by place,
/// the precipitation spell it spoke of and the warnings it announced that are still in force.
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

        public init(spell: Spell? = nil, warnings: [String: AnnouncedWarning] = [:]) {
            self.spell = spell
            self.warnings = warnings
        }

        public var isEmpty: Bool { spell == nil && warnings.isEmpty }
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
