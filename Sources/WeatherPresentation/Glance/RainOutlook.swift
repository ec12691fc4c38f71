import FoundationEssentials
import WeatherCore

/// Whether and when rain is coming, read from the forecast steps: what the header says in words.
/// A step is wet when its chance of precipitation is at least 50 % or it brings at least 0.1 mm;
/// "rain from" looks 24 hours ahead, "rain until" follows the wet spell to its end.
public enum RainOutlook: Equatable, Sendable {
    /// What made a wet spell wet, the figure the sentence quotes: the spell's highest chance when that
    /// reaches `wetChance`, else the amount the spell brings (in millimetres). Never a figure that argues
    /// against the sentence, such as the 3 % chance of a step that is wet by its amount.
    public enum Sign: Equatable, Sendable {
        case chance(Double)
        case amount(Double)
    }

    /// The step that holds now is wet; the first dry one starts at this time.
    case rainUntil(Date)
    /// The first wet step within 24 hours, and what makes its spell wet.
    case rainFrom(Date, sign: Sign)
    /// Nothing wet within 24 hours; the first wet step after that and what makes its spell wet, if the
    /// forecast has one.
    case dry(next: Date?, sign: Sign?)

    public static let wetChance = 0.5
    public static let wetAmount = 0.1
    public static let horizon: TimeInterval = 24 * 3600

    /// nil without steps.
    public init?(steps: [ForecastItem], now: Date) {
        let steps = steps.sorted { $0.time < $1.time }
        guard !steps.isEmpty else { return nil }
        func end(of index: Int) -> Date {
            if index + 1 < steps.count { return steps[index + 1].time }
            let length = steps.count > 1 ? steps[index].time.timeIntervalSince(steps[index - 1].time) : 3600
            return steps[index].time.addingTimeInterval(length)
        }
        let wet = steps.map(Self.isWet)
        let current = steps.indices.first { steps[$0].time <= now && now < end(of: $0) }
        if let current, wet[current] {
            let dry = steps.indices.first { $0 > current && !wet[$0] }
            self = .rainUntil(dry.map { steps[$0].time } ?? end(of: steps.count - 1))
            return
        }
        guard let next = steps.indices.first(where: { wet[$0] && steps[$0].time > now }) else {
            self = .dry(next: nil, sign: nil)
            return
        }
        let spellEnd = steps.indices.first { $0 > next && !wet[$0] } ?? steps.count
        let sign = Self.sign(of: steps[next..<spellEnd])
        let start = steps[next].time
        self = start.timeIntervalSince(now) <= Self.horizon ? .rainFrom(start, sign: sign) : .dry(next: start, sign: sign)
    }

    private static func sign(of spell: ArraySlice<ForecastItem>) -> Sign {
        if let chance = spell.compactMap(\.precipitationChance).max(), chance >= wetChance { return .chance(chance) }
        return .amount(spell.compactMap(\.precipitation).reduce(0, +))
    }

    /// The outlook of `report`, read from the finest steps it has: its 1-hour steps where the service
    /// sent them, else its 3-hour steps. The dashboard's header and the `--once` and `--json` reports
    /// all read it from here, so they say the same.
    public init?(report: WeatherReport, now: Date) {
        self.init(steps: report.hourly.isEmpty ? report.forecast : report.hourly, now: now)
    }

    public static func isWet(_ step: ForecastItem) -> Bool {
        (step.precipitationChance ?? 0) >= wetChance || (step.precipitation ?? 0) >= wetAmount
    }
}
