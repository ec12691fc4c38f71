import WeatherCore

extension SampleReport {
    /// Seoul's sample 18 degrees colder: feels-like values of two digits below zero ("-16°"), the widest a
    /// forecast row usually shows.
    static var frost: WeatherReport {
        let shift = -18.0
        var report = seoul
        report.current.temperature += shift
        report.current.feelsLike = report.current.feelsLike.map { $0 + shift }
        report.current.todayHigh = report.current.todayHigh.map { $0 + shift }
        report.current.todayLow = report.current.todayLow.map { $0 + shift }
        report.current.temperatureYesterday = report.current.temperatureYesterday.map { $0 + shift }
        func colder(_ item: ForecastItem) -> ForecastItem {
            var item = item
            item.temperature += shift
            item.feelsLike = item.feelsLike.map { $0 + shift }
            return item
        }
        report.forecast = report.forecast.map(colder)
        report.hourly = report.hourly.map(colder)
        report.days = report.days.map { day in
            var day = day
            day.low += shift
            day.high += shift
            return day
        }
        return report
    }
}
