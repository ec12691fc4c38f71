import Foundation
import Testing
@testable import WeatherCore

/// A report stored by an earlier version, before the 15-minute data was asked for, still reads.
@Suite struct WeatherReportCodingTests {
    @Test func aReportStoredWithoutQuarterHoursReads() throws {
        let weather = try OpenMeteoClient.decode(Fixture.data("open-meteo-forecast-minutely-15.json"), now: Fixture.capturedAt)
        let report = WeatherReport(
            place: Place(name: "Seoul", coordinate: Coordinate(latitude: 37.5665, longitude: 126.978)!), timeZone: weather.timeZone,
            current: weather.current, forecast: weather.forecast, quarterHours: weather.quarterHours, provider: .openMeteo,
            fetchedAt: Fixture.capturedAt
        )
        let stored = try JSONEncoder().encode(report)
        #expect(try JSONDecoder().decode(WeatherReport.self, from: stored) == report)
        var object = try #require(JSONSerialization.jsonObject(with: stored) as? [String: Any])
        object["quarterHours"] = nil
        let older = try JSONDecoder().decode(WeatherReport.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(older.quarterHours == nil)
        #expect(older.current == report.current)
    }

    /// A report stored before the parts asked for were recorded is taken to have asked for them all.
    @Test func aReportStoredWithoutThePartsAskedLeavesNoneOut() throws {
        let weather = try OpenMeteoClient.decode(Fixture.data("open-meteo-forecast-full.json"), now: Fixture.capturedAt)
        var report = WeatherReport(
            place: Place(name: "Seoul", coordinate: Coordinate(latitude: 37.5665, longitude: 126.978)!), timeZone: weather.timeZone,
            current: weather.current, forecast: weather.forecast, provider: .openMeteo, fetchedAt: Fixture.capturedAt
        )
        report.partsAsked = [.placeName, .warnings]
        let stored = try JSONEncoder().encode(report)
        let read = try JSONDecoder().decode(WeatherReport.self, from: stored)
        #expect(read.partsAsked == [.placeName, .warnings] && read.leftOut(.air))
        var object = try #require(JSONSerialization.jsonObject(with: stored) as? [String: Any])
        object["partsAsked"] = nil
        let older = try JSONDecoder().decode(WeatherReport.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(older.partsAsked == nil)
        #expect(ReportPart.allCases.allSatisfy { !older.leftOut($0) })
    }
}
