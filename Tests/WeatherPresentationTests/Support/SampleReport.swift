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

    /// The report as OpenWeather would give it: 3-hour steps only, days made from them, today's high and
    /// low the rest of today's.
    static var threeHourOnly: WeatherReport {
        var report = seoul
        report.hourly = []
        report.days = DailyAggregation.days(from: report.forecast, timeZone: report.timeZone)
        report.current.todayRangeIsRestOfDay = true
        report.provider = .openWeather
        return report
    }

    /// Places whose clocks are a half or three-quarter hour off UTC, from the answers the core's decoding
    /// tests read (`Tests/WeatherCoreTests/Fixtures`), at the same moment: 05:10 in Kolkata, 05:25 in Kathmandu.
    static let kolkata = fixture("open-meteo-forecast-kolkata.json", Place(
        name: "Kolkata", region: "West Bengal", countryCode: "IN", coordinate: Coordinate(latitude: 22.5726, longitude: 88.3639)!
    ))
    static let kathmandu = fixture("open-meteo-forecast-kathmandu.json", Place(
        name: "Kathmandu", region: "Bagmati Province", countryCode: "NP", coordinate: Coordinate(latitude: 27.70169, longitude: 85.3206)!
    ))

    private static func fixture(_ name: String, _ place: Place) -> WeatherReport {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("WeatherCoreTests/Fixtures/\(name)")
        let weather = try! OpenMeteoClient.decode(Data(contentsOf: url), now: now, timeZones: nil)
        return WeatherReport(
            place: place, timeZone: weather.timeZone, current: weather.current, forecast: weather.forecast, hourly: weather.hourly,
            days: weather.days, provider: .openMeteo, fetchedAt: now
        )
    }
}

extension SampleReport {
    /// 48 hours of air from the sample's hour: the US index rising from good through "unhealthy for
    /// sensitive groups" and back, UV by day; pollen (birch, grass) when `pollen`.
    static func air(pollen: Bool = false) -> AirQuality {
        let hour = Date(timeIntervalSince1970: (now.timeIntervalSince1970 / 3600).rounded(.down) * 3600)
        let hours = (0..<48).map { index -> AirReading in
            let wave = sin(Double(index) / 48 * 2 * .pi)
            let daylight = max(0, sin((Double((index + 8) % 24) - 7) / 10 * .pi))
            return AirReading(
                time: hour.addingTimeInterval(Double(index) * 3600), usIndex: (42 + 105 * max(0, wave)).rounded(),
                europeanIndex: (18 + 50 * max(0, wave)).rounded(), pm2_5: 10.9 + 40 * max(0, wave), pm10: 18.3 + 50 * max(0, wave),
                ozone: 35.8 + Double(index % 24), uvIndex: index == 5 ? nil : (6 * daylight).rounded(),
                pollen: pollen ? [.birch: Double(12 + index % 7), .grass: Double(index % 5)].filter { $0.value > 0 } : [:]
            )
        }
        return AirQuality(current: hours[0], hours: hours, fetchedAt: now)
    }

    /// The sea near a coast: from six hours before the current one for two days, a semidiurnal tide
    /// found by `TideTurns` as the marine client finds it, waves 1.0–1.6 m from the west.
    static func sea() -> Marine {
        let hour = Date(timeIntervalSince1970: (now.timeIntervalSince1970 / 3600).rounded(.down) * 3600)
        let hours = (-6..<48).map { index -> SeaHour in
            let swing = sin(Double(index) / 36 * 2 * .pi)
            return SeaHour(
                time: hour.addingTimeInterval(Double(index) * 3600), waveHeight: 1.3 + 0.3 * swing, waveDirection: 265, wavePeriod: 8,
                swellHeight: 0.9, swellDirection: 240, swellPeriod: 10.5, windWaveHeight: 0.5, seaTemperature: 17.2,
                seaLevel: 1.1 * cos(2 * .pi * (Double(index) - 3.4) / 12.42)
            )
        }
        return Marine(hours: hours, tides: TideTurns.turns(in: hours.map { ($0.time, $0.seaLevel) }), fetchedAt: now)
    }

    /// Portland's Jetport in rain and mist twelve minutes before `now` (linecast's real report, the
    /// fixtures' `awc-metar-kpwm-rain.json`), as the feed decodes it.
    static let rainObservation = Observation(
        station: "KPWM", time: now.addingTimeInterval(-12 * 60),
        raw: "SPECI KPWM 271120Z 03016G22KT 3SM -RA BR BKN008 OVC012 12/12 A2994 RMK AO2 CIG 005V012 P0002 T01220117 $",
        temperature: 12, dewPoint: 12, wind: ObservedWind(direction: 30, speed: 16 * 0.514444, gust: 22 * 0.514444), visibility: 3 * 1609.344,
        pressure: 1013.9, weather: [PresentWeather(intensity: .light, phenomena: [.rain]), PresentWeather(phenomena: [.mist])],
        clouds: [CloudLayer(cover: .broken, base: 243.84), CloudLayer(cover: .overcast, base: 365.76)], fetchedAt: now
    )

    /// Paris–Charles de Gaulle in fog, calm, 40 minutes before `now` (the fixtures' `awc-metar-lfpg-fog.json`).
    static let fogObservation = Observation(
        station: "LFPG", time: now.addingTimeInterval(-40 * 60),
        raw: "LFPG 170830Z 00000KT 0350 R27L/0375N FG SCT000 M01/M01 Q1026 NOSIG",
        temperature: -1, dewPoint: -1, wind: ObservedWind(direction: nil, speed: 0), visibility: 350, pressure: 1026,
        weather: [PresentWeather(phenomena: [.fog])], clouds: [CloudLayer(cover: .scattered, base: 0)], fetchedAt: now
    )
}

extension SampleReport {
    /// The ensemble around the Seoul report's own forecast: its first seven days, the members' band an
    /// hour wider each day (±0.5 °C the first, then 1, 1.5, 2, 3.5, 4 and 4.5), so the fifth day's highs
    /// are 7 °C apart and the forecast is unsure after the fourth.
    static func ensemble(for report: WeatherReport = seoul) -> Ensemble {
        let halfSpreads = [0.5, 1, 1.5, 2, 3.5, 4, 4.5]
        let shares = [0.1, 0.7, 0.3, 0.6, 1.0, 0.2, 0.65]
        let days = report.days.prefix(halfSpreads.count)
        func halfSpread(at time: Date) -> Double? {
            days.indices.last { days[$0].date <= time }.flatMap { $0 - days.startIndex < halfSpreads.count ? halfSpreads[$0 - days.startIndex] : nil }
        }
        var byTime: [Date: ForecastItem] = [:]
        for item in report.forecast + report.hourly { byTime[item.time] = item }
        let hours = byTime.values.sorted { $0.time < $1.time }.compactMap { item -> EnsembleHour? in
            guard let spread = halfSpread(at: item.time) else { return nil }
            return EnsembleHour(time: item.time, low: item.temperature - spread, high: item.temperature + spread, rainShare: nil)
        }
        let ensembleDays = days.enumerated().map { index, day in
            EnsembleDay(date: day.date, highLow: day.high - halfSpreads[index], highHigh: day.high + halfSpreads[index], rainShare: shares[index])
        }
        return Ensemble(model: "ECMWF IFS", memberCount: 51, hours: hours, days: ensembleDays, fetchedAt: now)
    }
}
