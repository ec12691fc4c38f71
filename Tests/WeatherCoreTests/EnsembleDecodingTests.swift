import Foundation
import Testing
@testable import WeatherCore

/// Open-Meteo's ensemble answer: every member of the control run and the fifty others counted, the
/// band an hour and the likely highs a day on the place's clock, the share of members with rain at the
/// WMO's 0.1 mm, and answers that are no ensemble told apart from one with no members here.
@Suite struct EnsembleDecodingTests {
    /// 2025-11-22T08:40 in Seoul (UTC+9), the fixture's first day.
    static let now = Fixture.capturedAt
    static let localMidnight = Date(timeIntervalSince1970: 1_763_737_200)

    private func ensemble() throws -> Ensemble {
        try OpenMeteoEnsembleClient.decode(Fixture.data("open-meteo-ensemble-seoul.json"), now: Self.now)
    }

    @Test func theControlRunAndEveryNumberedMemberAreMembers() throws {
        let ensemble = try ensemble()
        #expect(ensemble.memberCount == 51)
        #expect(ensemble.model == "ECMWF IFS")
        #expect(ensemble.fetchedAt == Self.now)
    }

    /// Each day's highs: the members' highs spread by ±1, ±2 and ±5 °C around 9 °C, so their 10th and
    /// 90th percentiles are 9 ∓ 0.8, 1.6 and 4 °C; the third day is the first unsure one.
    @Test func eachDaysLikelyHighsAreTheTenthToNinetiethPercentileOfTheMembersHighs() throws {
        let days = try ensemble().days
        #expect(days.map(\.date) == [0, 1, 2].map { Self.localMidnight.addingTimeInterval(Double($0) * 86_400) })
        let expected = [(8.2, 9.8), (7.4, 10.6), (5.0, 13.0)]
        for (day, (low, high)) in zip(days, expected) {
            #expect(abs(day.highLow - low) < 0.001 && abs(day.highHigh - high) < 0.001, "\(day)")
        }
        #expect(try ensemble().firstUncertainDay == days[2])
    }

    /// A member counts as wet from 0.1 mm over the day: a third of them on the second day, and on the
    /// third the ten with 0.5 mm but not the thirty with 0.09 mm.
    @Test func theShareOfMembersWithRainCountsFromATenthOfAMillimetre() throws {
        let days = try ensemble().days
        let expected: [Double?] = [0, 17.0 / 51, 10.0 / 51]
        #expect(days.map(\.rainShare) == expected)
    }

    /// From the hour before the current one; 08:00's band is 5 ∓ 0.8 °C, with one member's null left out.
    @Test func theHoursBandFromTheCurrentHour() throws {
        let ensemble = try ensemble()
        #expect(ensemble.hours.first?.time == Self.localMidnight.addingTimeInterval(8 * 3600))
        #expect(ensemble.hours.count == 72 - 8)
        let eight = try #require(ensemble.hour(at: Self.localMidnight.addingTimeInterval(8 * 3600 + 600)))
        #expect(abs(eight.low - 4.2) < 0.001 && abs(eight.high - 5.8) < 0.001)
        #expect(eight.rainShare == 0)
    }

    @Test func anAnswerWithoutTemperaturesIsBadData() throws {
        let body = Data(#"{"utc_offset_seconds":0,"hourly_units":{"time":"unixtime"},"hourly":{"time":[1763737200],"precipitation":[0.0]}}"#.utf8)
        #expect(throws: FetchError.badData(service: "Open-Meteo ensemble", problem: .missing("temperature_2m"))) {
            try OpenMeteoEnsembleClient.decode(body, now: Self.now)
        }
        #expect(throws: FetchError.self) { try OpenMeteoEnsembleClient.decode(Data("<html>busy</html>".utf8), now: Self.now) }
    }

    /// Members of other variables or models are not this variable's members.
    @Test func onlyTheControlRunsNameAndItsNumberedMembersCount() {
        let column = OpenMeteoEnsembleClient.Column.temperature
        #expect(column.names("temperature_2m") && column.names("temperature_2m_member07"))
        #expect(!column.names("temperature_2m_max") && !column.names("temperature_2m_member") && !column.names("temperature_2m_member1x"))
        #expect(!column.names("temperature_2m_ecmwf_ifs025_ensemble"))
    }

    /// Where the model has no members (every value null), the place has no ensemble: no hours, no days, no zeros.
    @Test func anAnswerOfNullsIsNoEnsembleHere() throws {
        let body = Data(#"""
        {"utc_offset_seconds":32400,"hourly_units":{"time":"unixtime","temperature_2m":"°C","temperature_2m_member01":"°C"},
         "hourly":{"time":[1763737200,1763740800],"temperature_2m":[null,null],"temperature_2m_member01":[null,null],"precipitation":[null,null]}}
        """#.utf8)
        let ensemble = try OpenMeteoEnsembleClient.decode(body, now: Self.now)
        #expect(!ensemble.isAvailable)
        #expect(ensemble.days.isEmpty && ensemble.hours.isEmpty)
    }
}
