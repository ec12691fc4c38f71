import Foundation
import Testing
@testable import WeatherCore

/// The Aviation Weather Center's answers read as the app asks for them: real METARs of several shapes,
/// each decoded from its text (wind, visibility, weather, clouds, temperature, pressure), and the
/// stations that send them.
@Suite struct MetarDecodingTests {
    static let knot = 0.514444
    static let now = Date(timeIntervalSince1970: 1_794_904_200)

    static func report(_ fixture: String, _ station: String) throws -> Observation {
        try #require(try AviationWeatherClient.decodeReports(Fixture.data(fixture), now: now).first { $0.station == station })
    }

    static func close(_ value: Double?, _ expected: Double, within tolerance: Double = 0.01) -> Bool {
        value.map { abs($0 - expected) <= tolerance } ?? false
    }

    @Test func aRainyReportWithMistGustsAndAnOvercast() throws {
        let observations = try AviationWeatherClient.decodeReports(Fixture.data("awc-metar-kpwm-rain.json"), now: Self.now)
        #expect(observations.count == 35)
        let latest = try #require(observations.max { $0.time < $1.time })
        #expect(latest.station == "KPWM" && latest.time == Date(timeIntervalSince1970: 1_790_508_000))
        #expect(latest.raw.hasPrefix("SPECI KPWM 271120Z 03016G22KT 3SM -RA BR"))
        #expect(latest.temperature == 12 && latest.dewPoint == 12)
        #expect(latest.wind?.direction == 30 && Self.close(latest.wind?.speed, 16 * Self.knot) && Self.close(latest.wind?.gust, 22 * Self.knot))
        #expect(Self.close(latest.visibility, 3 * 1609.344))
        #expect(latest.weather == [PresentWeather(intensity: .light, phenomena: [.rain]), PresentWeather(phenomena: [.mist])])
        #expect(latest.clouds.map(\.cover) == [.broken, .overcast] && Self.close(latest.clouds.first?.base, 800 * 0.3048))
        #expect(Self.close(latest.pressure, 29.94 * 33.8639) && latest.isWet && latest.cover == .overcast)
        // Whole and fractional miles, read together.
        let earlier = try #require(observations.first { $0.time == Date(timeIntervalSince1970: 1_790_507_460) })
        #expect(Self.close(earlier.visibility, 1.5 * 1609.344))
        let dry = try #require(observations.first { $0.time == Date(timeIntervalSince1970: 1_790_495_460) })
        #expect(dry.weather.isEmpty && !dry.isWet)
    }

    @Test func aFoggyReportWithCalmWindRunwayRangesAndATrend() throws {
        let fog = try Self.report("awc-metar-lfpg-fog.json", "LFPG")
        #expect(fog.wind?.isCalm == true && fog.wind?.direction == nil)
        #expect(fog.visibility == 350 && fog.weather == [PresentWeather(phenomena: [.fog])] && !fog.isWet)
        #expect(fog.clouds == [CloudLayer(cover: .scattered, base: 0)] && fog.temperature == -1 && fog.dewPoint == -1 && fog.pressure == 1026)
    }

    @Test func thunderstormsNearbyFreezingFogAndSnow() throws {
        let trenton = try Self.report("awc-metar-shapes.json", "KTTN")
        #expect(trenton.weather == [
            PresentWeather(isNearby: true, descriptor: .thunderstorm, phenomena: []), PresentWeather(phenomena: [.snow]),
            PresentWeather(descriptor: .freezing, phenomena: [.fog]),
        ])
        #expect(trenton.isWet && trenton.temperature == -2 && Self.close(trenton.visibility, 1.5 * 1609.344))
        #expect(trenton.wind?.direction == 40 && trenton.wind?.gust == nil)
    }

    @Test func aHeavyThunderstormAVariableSectorAndTheTrendLeftOut() throws {
        let singapore = try Self.report("awc-metar-shapes.json", "WSSS")
        #expect(singapore.weather == [PresentWeather(intensity: .heavy, descriptor: .thunderstorm, phenomena: [.rain])])
        #expect(singapore.wind?.direction == 260 && singapore.visibility == 600 && singapore.pressure == 1010)
        #expect(singapore.clouds.map(\.cover) == [.few, .scattered, .few])
    }

    @Test func aVariableWindWithGustsAndMixedSnowAndRain() throws {
        let newark = try Self.report("awc-metar-shapes.json", "KEWR")
        #expect(newark.wind?.direction == nil && Self.close(newark.wind?.speed, 3 * Self.knot) && Self.close(newark.wind?.gust, 19 * Self.knot))
        #expect(newark.wind?.isCalm == false)
        #expect(newark.weather.map(\.descriptor) == [.thunderstorm, nil] && newark.cover == .overcast)
        let shawbury = try Self.report("awc-metar-shapes.json", "EGNX")
        #expect(shawbury.weather == [PresentWeather(intensity: .light, phenomena: [.rain, .snow])] && shawbury.visibility == 10_000)
        #expect(shawbury.temperature == -1 && shawbury.dewPoint == -3)
        let dover = try Self.report("awc-metar-shapes.json", "KDOV")
        #expect(dover.weather == [PresentWeather(intensity: .light, phenomena: [.snow]), PresentWeather(phenomena: [.mist])])
    }

    @Test func CAVOK() throws {
        let geneva = try Self.report("awc-metar-shapes.json", "LSGG")
        #expect(geneva.isCAVOK && geneva.visibility == 10_000 && geneva.weather.isEmpty && geneva.clouds.isEmpty)
        #expect(geneva.temperature == 19 && geneva.pressure == 1022 && geneva.wind?.direction == nil && geneva.wind?.isCalm == false)
    }

    @Test func groupsThatAreNoWeatherAreNotReadAsWeather() {
        #expect(PresentWeather(code: "AUTO") == nil && PresentWeather(code: "NSW") == nil && PresentWeather(code: "RAX") == nil)
        #expect(PresentWeather(code: "+FC") == PresentWeather(intensity: .heavy, phenomena: [.funnelCloud]))
        #expect(PresentWeather(code: "VCSH") == PresentWeather(isNearby: true, descriptor: .showers, phenomena: []))
        #expect(PresentWeather(code: "BLSN") == PresentWeather(descriptor: .blowing, phenomena: [.snow]))
    }

    @Test func theStationsThatSendMETARs() throws {
        let stations = try AviationWeatherClient.decodeStations(Fixture.data("awc-stationinfo-portland.json"))
        #expect(stations.map(\.id) == ["KPWM", "KSFM"])
        #expect(stations.first?.coordinate == Coordinate(latitude: 43.6462, longitude: -70.3093))
    }

    @Test func hostileAndBrokenAnswers() throws {
        let hostile = #"[{"icaoId":"EVIL","obsTime":1794904200,"rawOb":"METAR EVIL 061220Z \u001b[2J 24012KT 14/10 Q1013"},"#
            + #"{"icaoId":"TOOLONG","obsTime":1794904200,"rawOb":"METAR X"},{"icaoId":"KXYZ","rawOb":"METAR KXYZ"},3]"#
        let reports = try AviationWeatherClient.decodeReports(Data(hostile.utf8), now: Self.now)
        #expect(reports.count == 1)
        #expect(reports.first.map { !$0.raw.unicodeScalars.contains { $0.value == 0x1B } && $0.temperature == 14 } == true)
        #expect(throws: FetchError.self) { try AviationWeatherClient.decodeReports(Data("<html>".utf8), now: Self.now) }
        let absurd = #"[{"icaoId":"KXYZ","obsTime":1794904200,"rawOb":"METAR KXYZ 061220Z 99999G99999KT 999999999SM 14/10 A9999"}]"#
        let report = try #require(try AviationWeatherClient.decodeReports(Data(absurd.utf8), now: Self.now).first)
        #expect(report.wind == nil && report.visibility == nil && report.pressure == nil && report.temperature == 14)
    }
}
