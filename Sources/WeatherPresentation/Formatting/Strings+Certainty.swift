import FoundationEssentials
import WeatherCore

extension Strings {
    /// A day's likely highs in the days view: "H 14–18°".
    public func highsRange(_ day: EnsembleDay, units: UnitFormatter) -> String {
        text(.highsRange(low: units.temperatureNumber(day.highLow), high: units.degrees(day.highHigh)))
    }

    /// "Forecast uncertain after Thu", or from today.
    public func uncertainty(_ uncertainty: ForecastCertainty.Uncertainty, dates: LocalDateFormatter) -> String {
        self.uncertainty(uncertainty, weekday: dates.weekday)
    }

    /// As `uncertainty(_:dates:)`, the day named by `weekday` (a screen reader's, written out).
    public func uncertainty(_ uncertainty: ForecastCertainty.Uncertainty, weekday: (Date) -> String) -> String {
        switch uncertainty {
        case .fromToday: text(.forecastUncertainFromToday)
        case let .after(day): text(.forecastUncertainAfter(day: weekday(day)))
        }
    }

    /// Whose the days' chances of rain are: "chance of rain: Open-Meteo".
    public func rainChanceSource(_ source: ForecastCertainty.RainChanceSource, report: WeatherReport) -> String {
        switch source {
        case .service: text(.rainChanceFromService(service: report.provider.service.entry.name))
        case .members: text(.rainChanceFromMembers(model: report.ensemble?.model ?? ""))
        }
    }

    /// "Likely high today 14° to 18° (ECMWF IFS ensemble)".
    public func likelyHighToday(_ day: EnsembleDay, model: String, units: UnitFormatter) -> String {
        text(.likelyHighToday(low: units.degrees(day.highLow), high: units.degrees(day.highHigh), model: model))
    }
}
