import FoundationEssentials
import WeatherCore

/// How sure a report's forecast is, as the views tell it: each day's likely highs, where the forecast
/// becomes unsure, and whose the days' chances of rain are. Nil where the ensemble did not answer or has
/// no members for the place.
public struct ForecastCertainty: Sendable {
    public let ensemble: Ensemble

    /// Where the forecast becomes unsure.
    public enum Uncertainty: Equatable, Sendable {
        case fromToday
        /// After this day (its start): the next day is the first unsure one.
        case after(Date)
    }

    /// Whose a day's chance of rain is: the weather service's own, or the share of the ensemble's members
    /// with rain, where the service gives none.
    public enum RainChanceSource: Equatable, Sendable {
        case service
        case members
    }

    public init?(report: WeatherReport) {
        guard let ensemble = report.ensemble, ensemble.isAvailable else { return nil }
        self.ensemble = ensemble
    }

    /// The ensemble's day that `day` is.
    public func highs(on day: DayForecast) -> EnsembleDay? {
        ensemble.day(at: day.date)
    }

    public var uncertainty: Uncertainty? {
        guard let first = ensemble.firstUncertainDay, let index = ensemble.days.firstIndex(of: first) else { return nil }
        return index == 0 ? .fromToday : .after(ensemble.days[index - 1].date)
    }

    /// The service's chances where it gives any for the days, else the members'.
    public static func rainChanceSource(of report: WeatherReport) -> RainChanceSource {
        if report.days.contains(where: { $0.precipitationChance != nil }) || ForecastCertainty(report: report) == nil { return .service }
        return .members
    }

    /// A day's chance of rain, 0…1, from `source`.
    public func rainChance(on day: DayForecast, from source: RainChanceSource) -> Double? {
        switch source {
        case .service: day.precipitationChance
        case .members: highs(on: day)?.rainShare
        }
    }

    /// The day of the report that `time` falls in.
    public func today(at time: Date) -> EnsembleDay? {
        ensemble.days.last { $0.date <= time && time.timeIntervalSince($0.date) < 86_400 }
    }
}
