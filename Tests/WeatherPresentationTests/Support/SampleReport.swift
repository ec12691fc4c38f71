import Foundation
import WeatherCore

/// A real Open-Meteo answer (the demo data, Seoul) decoded at a fixed moment: 2025-11-22 08:40 in Seoul.
enum SampleReport {
    static let now = Date(timeIntervalSince1970: 1_763_768_400)

    static let seoul = decoded(at: now)

    /// The same answer as it reads at another moment of its hours (the steps before it dropped).
    static func decoded(at moment: Date) -> WeatherReport {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources/demo/open-meteo-seoul.json")
        let weather = try! OpenMeteoClient.decode(Data(contentsOf: url), now: moment)
        return WeatherReport(
            place: Place(name: "Seoul", region: "Seoul", countryCode: "KR", coordinate: Coordinate(latitude: 37.5665, longitude: 126.978)!),
            timeZone: weather.timeZone, current: weather.current, forecast: weather.forecast, hourly: weather.hourly,
            days: weather.days, provider: .openMeteo, fetchedAt: moment
        )
    }

    /// The report as OpenWeather would give it: 3-hour steps only, days made from them.
    static var threeHourOnly: WeatherReport {
        var report = seoul
        report.hourly = []
        report.days = DailyAggregation.days(from: report.forecast, timeZone: report.timeZone)
        report.provider = .openWeather
        return report
    }
}
