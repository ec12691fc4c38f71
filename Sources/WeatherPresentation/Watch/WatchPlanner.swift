import FoundationEssentials
import WeatherCore

/// What `watch` says after a poll, and what it then remembers: a pure function of the places' reports,
/// the memory of what was said, and the time.
///
/// - Rain (or snow) is announced once a spell, when it starts within `lead` where it is dry now (read as
///   the header's next-two-hours line reads it), and once when it is about to stop. A spell is over when
///   the window is dry again well past the lead, so a forecast that shifts the start does not announce
///   it twice.
/// - A warning is announced when it comes into force (or first appears in force), as an upgrade when one
///   of the same service and event was announced at a lower level, and as lifted when the service answers
///   without it before its end. A feed that did not answer changes nothing.
/// - A threshold of the config file is said once an occurrence (`WatchPlanner+Thresholds`).
/// - In quiet hours nothing is said but warnings of the highest level; what was held is neither said nor
///   remembered, so it is said after the quiet hours if it still holds.
public struct WatchPlanner: Sendable {
    /// How far ahead a start is announced: 30 minutes unless the user sets it (5 to 120).
    public var lead: TimeInterval
    public var quietHours: QuietHours?
    /// The user's own time zone, that quiet hours are in.
    public var userTimeZone: LocalTimeZone
    public var thresholds: WatchThresholds

    public static let defaultLead: TimeInterval = 30 * 60
    public static let leads: ClosedRange<Int> = 5...120

    public init(
        lead: TimeInterval = defaultLead, quietHours: QuietHours? = nil, userTimeZone: LocalTimeZone, thresholds: WatchThresholds = WatchThresholds()
    ) {
        self.lead = lead
        self.quietHours = quietHours
        self.userTimeZone = userTimeZone
        self.thresholds = thresholds
    }

    public struct Plan: Equatable, Sendable {
        public var events: [WatchEvent]
        public var memory: WatchMemory
    }

    /// The events to send for `reports` at `now` and the memory after sending them. Places without a
    /// report this poll keep what was remembered of them.
    public func plan(reports: [WeatherReport], memory: WatchMemory, now: Date) -> Plan {
        let isQuiet = quietHours?.contains(now, in: userTimeZone) ?? false
        var memory = memory
        var events: [WatchEvent] = []
        for report in reports {
            let key = report.place.coordinate.roundedKey
            let name = report.place.name ?? report.place.coordinate.formatted
            var remembered = memory.places[key] ?? WatchMemory.PlaceMemory()
            let said = precipitation(report, spell: &remembered.spell, now: now, isQuiet: isQuiet)
                + warnings(report, announced: &remembered.warnings, now: now, isQuiet: isQuiet)
                + crossedThresholds(report, told: &remembered.thresholds, now: now, isQuiet: isQuiet)
            events += said.map { WatchEvent(kind: $0, placeName: name, placeKey: key, timeZone: report.timeZone) }
            memory.places[key] = remembered.isEmpty ? nil : remembered
        }
        return Plan(events: events, memory: memory)
    }

    // MARK: Precipitation

    private func precipitation(_ report: WeatherReport, spell: inout WatchMemory.Spell?, now: Date, isQuiet: Bool) -> [WatchEvent.Kind] {
        let quarters = report.quarterHours ?? []
        let resolution = QuarterHourCoverage.resolution(at: report.place.coordinate)
        guard let nowcast = Nowcast(quarters: quarters, now: now, resolution: resolution) else { return [] }
        switch nowcast {
        case let .rainIn(minutes, _):
            if let current = spell, !current.stopAnnounced, Double(minutes) * 60 <= lead + Self.spellSlack { return [] }
            if let current = spell, !current.stopAnnounced, current.start > now { return [] }
            spell = nil
            guard Double(minutes) * 60 <= lead, !isQuiet else { return [] }
            let start = now.addingTimeInterval(Double(minutes) * 60)
            spell = WatchMemory.Spell(start: start)
            return [.precipitationStarts(minutes: minutes, rate: Self.rate(quarters, from: start), isSnow: Self.isSnow(quarters, from: start))]
        case let .rainStops(minutes):
            let current = spell ?? WatchMemory.Spell(start: now)
            guard !current.stopAnnounced, Double(minutes) * 60 <= lead, !isQuiet else {
                spell = current
                return []
            }
            spell = WatchMemory.Spell(start: current.start, stopAnnounced: true)
            return [.precipitationStops(minutes: minutes, isSnow: Self.isSnow(quarters, from: now))]
        case .rainOn:
            if spell == nil { spell = WatchMemory.Spell(start: now) }
            return []
        case .dry:
            spell = nil
            return []
        }
    }

    /// How far past the lead a spell's start may move and still be the spell announced.
    static let spellSlack: TimeInterval = 30 * 60

    /// The heaviest quarter hour in the spell's first hour, in mm/h. `start` is a rounded wait from now,
    /// so it can fall inside the first wet quarter.
    static func rate(_ quarters: [QuarterHour], from start: Date) -> Double {
        let hour = quarters.filter { $0.time.addingTimeInterval(QuarterHour.length) > start && $0.time < start.addingTimeInterval(3600) }
        return (hour.compactMap(\.precipitation).max() ?? 0) * 3600 / QuarterHour.length
    }

    static func isSnow(_ quarters: [QuarterHour], from start: Date) -> Bool {
        let first = quarters.first { $0.time.addingTimeInterval(QuarterHour.length) > start && ($0.precipitation ?? 0) >= Nowcast.wetAmount }
        return [.snow, .heavySnow, .snowShowers].contains(first?.condition)
    }

    // MARK: Warnings

    private func warnings(_ report: WeatherReport, announced: inout [String: WatchMemory.AnnouncedWarning], now: Date, isQuiet: Bool) -> [WatchEvent.Kind] {
        guard let feed = report.warnings, feed.status == .answered else { return [] }
        let active = feed.active(at: now)
        let identities = Set(active.map(WatchMemory.AnnouncedWarning.identity))
        // Announced warnings the answer no longer has: each replaced by one of its lineage, or gone.
        var gone = announced.filter { !identities.contains($0.key) }
        var said: [WatchEvent.Kind] = []
        for warning in active {
            let identity = WatchMemory.AnnouncedWarning.identity(of: warning)
            let lineage = WatchMemory.AnnouncedWarning.lineage(of: warning)
            let replaced = gone.filter { WatchMemory.AnnouncedWarning.lineage(of: $0.value.warning) == lineage }
            let before = (announced[identity].map { [$0.warning] } ?? replaced.values.map(\.warning)).map(\.severity).max()
            let kind: WatchEvent.Kind? = switch before {
            case nil: .warningIssued(warning)
            case let .some(severity) where severity < warning.severity: .warningUpgraded(warning, from: severity)
            default: nil
            }
            if let kind {
                guard !isQuiet || WatchEvent.breaksQuietHours(kind) else { continue }
                said.append(kind)
            }
            for key in replaced.keys {
                announced[key] = nil
                gone[key] = nil
            }
            announced[identity] = WatchMemory.AnnouncedWarning(warning)
        }
        for (identity, old) in gone {
            if old.warning.isActive(at: now) {
                guard !isQuiet else { continue }
                said.append(.warningLifted(old.warning))
            }
            announced[identity] = nil
        }
        return said
    }
}
