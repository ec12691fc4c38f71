import FoundationEssentials
import WeatherCore

extension JSONReport {
    /// How sure the forecast is: the ensemble's model and members, each day's likely highs and each
    /// hour's band (their 10th to 90th percentile), the shares of members with rain, and the first day the
    /// forecast is unsure of. Without members for the place, `available` is false and the rest empty.
    struct Spread: Encodable {
        struct Day: Encodable {
            var date: String
            /// The 10th and 90th percentile of the members' highs, in the report's temperature unit.
            var highLow: Double
            var highHigh: Double
            /// The share of members with at least 0.1 mm over the day, 0…1.
            var rainShare: Double?
        }

        struct Hour: Encodable {
            var time: String
            /// The 10th and 90th percentile of the members' temperatures, in the report's temperature unit.
            var low: Double
            var high: Double
            var rainShare: Double?
        }

        var available: Bool
        var model: String
        var members: Int
        /// Whose the days' `precipitation_chance` is: `service` (the weather service's) or `members` (the
        /// share of the ensemble's members with rain, where the service gives none).
        var rainChanceSource: String
        /// The first day whose members' highs are more than 6 °C apart; nil while none is.
        var uncertainFrom: String?
        var days: [Day]
        var hours: [Hour]
        var fetchedAt: String
    }

    static func ensemble(_ report: WeatherReport, temperature: (Double) -> Double, time: (Date) -> String) -> Spread? {
        guard let ensemble = report.ensemble else { return nil }
        let share = { (value: Double?) in value.map { round($0, places: 2) } }
        let source = ForecastCertainty.rainChanceSource(of: report)
        return Spread(
            available: ensemble.isAvailable, model: ensemble.model, members: ensemble.memberCount,
            rainChanceSource: source == .service ? "service" : "members", uncertainFrom: ensemble.firstUncertainDay.map { time($0.date) },
            days: ensemble.days.map {
                Spread.Day(date: time($0.date), highLow: temperature($0.highLow), highHigh: temperature($0.highHigh), rainShare: share($0.rainShare))
            },
            hours: ensemble.hours.map {
                Spread.Hour(time: time($0.time), low: temperature($0.low), high: temperature($0.high), rainShare: share($0.rainShare))
            },
            fetchedAt: time(ensemble.fetchedAt)
        )
    }
}
