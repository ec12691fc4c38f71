import Foundation
import WeatherCore

/// A real Open-Meteo answer (the demo data, Seoul) decoded at a fixed moment: 2025-11-22 08:40 in Seoul.
enum SampleReport {
    static let now = Date(timeIntervalSince1970: 1_763_768_400)

    static let seoul: WeatherReport = {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources/demo/open-meteo-seoul.json")
        let weather = try! OpenMeteoClient.decode(Data(contentsOf: url), now: now)
        return WeatherReport(
            place: Place(name: "Seoul", region: "Seoul", countryCode: "KR", coordinate: Coordinate(latitude: 37.5665, longitude: 126.978)!),
            timeZone: weather.timeZone, current: weather.current, forecast: weather.forecast,
            provider: .openMeteo, fetchedAt: now
        )
    }()
}
