import FoundationEssentials
import WeatherCore

/// Whether and when rain is coming, read from the forecast steps: what the header says in words.
/// A step is wet when its chance of precipitation is at least 50 % or it brings at least 0.1 mm;
/// "rain from" looks 24 hours ahead, "rain until" follows the wet spell to its end.
public enum RainOutlook: Equatable, Sendable {
    /// The step that holds now is wet; the first dry one starts at this time.
    case rainUntil(Date)
    /// The first wet step within 24 hours, and its chance.
    case rainFrom(Date, chance: Double?)
    /// Nothing wet within 24 hours; the first wet step after that, if the forecast has one.
    case dry(next: Date?, chance: Double?)

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
            self = .dry(next: nil, chance: nil)
            return
        }
        let step = steps[next]
        self = step.time.timeIntervalSince(now) <= Self.horizon
            ? .rainFrom(step.time, chance: step.precipitationChance)
            : .dry(next: step.time, chance: step.precipitationChance)
    }

    public static func isWet(_ step: ForecastItem) -> Bool {
        (step.precipitationChance ?? 0) >= wetChance || (step.precipitation ?? 0) >= wetAmount
    }
}
