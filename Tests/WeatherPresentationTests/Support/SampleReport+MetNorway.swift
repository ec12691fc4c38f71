import Foundation
import WeatherCore

extension SampleReport {
    /// 2022-05-18 23:20 in Oslo: an hour into the real MET Norway answer the core tests decode.
    static let nordicNow = Date(timeIntervalSince1970: 1_652_908_800)

    /// That answer as the app shows it, for the place at 59°N 10°E (Oslo's zone when `zone` is given; UTC
    /// when no zone is known), the fallback for `fallback` where given.
    static func metNorway(zone: LocalTimeZone?, fallback: ProviderFallback? = nil) -> WeatherReport {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("WeatherCoreTests/Fixtures/metno-forecast-nordic-complete.json")
        let coordinate = Coordinate(latitude: 59, longitude: 10)!
        let weather = try! MetNorwayClient.decode(Data(contentsOf: url), at: coordinate, zone: zone, now: nordicNow)
        var report = WeatherReport(
            place: Place(name: "Holmestrand", region: "Vestfold", countryCode: "NO", coordinate: coordinate),
            timeZone: weather.timeZone, current: weather.current, forecast: weather.forecast, hourly: weather.hourly,
            days: weather.days, provider: .metNorway, fetchedAt: nordicNow
        )
        report.fallback = fallback
        return report
    }
}
