import FoundationEssentials
import WeatherCore

/// The sea at a moment, in words: the next high or low tide, the waves and the sea's temperature of the
/// hour ("High tide 14:32 (1.8 m) · waves 1.2 m from W · sea 17 °C"). Nothing for a place with no sea,
/// or none of the three known.
public struct SeaSummary {
    public var tide: String?
    public var waves: String?
    public var sea: String?

    public init?(marine: Marine?, now: Date, strings: Strings, units: UnitFormatter, dates: LocalDateFormatter) {
        guard let marine, marine.isAtSea else { return nil }
        tide = marine.nextTide(after: now).map { strings.tide($0.kind, time: dates.time($0.time), height: units.seaHeight($0.height)) }
        let hour = marine.hour(at: now)
        if let height = hour?.waveHeight, let direction = hour?.waveDirection {
            waves = strings.waves(height: units.seaHeight(height), direction: units.compass(direction))
        }
        sea = hour?.seaTemperature.map { strings.seaTemperature(units.temperature($0)) }
        if tide == nil, waves == nil, sea == nil { return nil }
    }

    /// The parts known, in order.
    public var parts: [String] { [tide, waves, sea].compactMap { $0 } }

    /// The forms of the line from the longest to the shortest (the sea's temperature left out first,
    /// then the waves), joined by `separator`.
    public func forms(separator: String) -> [String] {
        let parts = parts
        return (1...parts.count).reversed().map { parts.prefix($0).joined(separator: separator) }
    }
}
