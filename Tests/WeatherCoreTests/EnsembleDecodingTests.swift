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

    private typealias Answer = OpenMeteoHourlyAnswer<OpenMeteoEnsembleClient.Hourly>

    /// What JSONDecoder alone makes of `body`: its ensemble, or what is wrong with it.
    private func decoderEnsemble(_ body: Data) -> Result<Ensemble, FetchError> {
        Result { () throws(FetchError) in
            let answer = try ServiceJSON.decode(Answer.self, from: body, service: OpenMeteoEnsembleClient.service)
            return try OpenMeteoEnsembleClient.ensemble(from: answer, now: Self.now)
        }
    }

    private func ensemble(_ body: Data) -> Result<Ensemble, FetchError> {
        Result { () throws(FetchError) in try OpenMeteoEnsembleClient.decode(body, now: Self.now) }
    }

    /// The plain answer is read without JSONDecoder, to the very columns, units and times JSONDecoder
    /// reads and so to the same ensemble or the same error; any other shape is left to JSONDecoder.
    @Test func thePlainReaderReadsWhatTheDecoderReads() throws {
        let fixture = String(decoding: try Fixture.data("open-meteo-ensemble-seoul.json"), as: UTF8.self)
        let odd = #"""
         { "latitude" : 37.5 , "x":[true,false,null,{"a":[[]]},"é",-0.5,1.25,0],
        	"utc_offset_seconds":-3600,
         "hourly_units":{"time":"iso8601","temperature_2m":"°F","temperature_2m_member01":null,"precipitation":"inch"},
         "hourly":{"temperature_2m_member02":[50,null,-0.5],"time":["2025-11-22T09:00",1763773200.00000001,"2025-11-22T11:00"],
          "temperature_2m":[32.25,1.0000000000000002,-12.34567890123456789],"temperature_2m_member01":[1,2,3],
          "temperature_2m_max":["x"],"temperature_2m_member":{"a":1},"precipitation":[0.1,null,0],"precipitation_member01":null,
          "precipitation_member03":[],"temperature_2m_member1x":[1]} }
        """#
        let plain = [
            fixture, odd, "{}", #"{"hourly":null}"#, #"{"hourly":{}}"#,
            #"{"utc_offset_seconds":null,"hourly_units":null,"hourly":{"time":[1763737200],"temperature_2m":null,"temperature_2m_member01":[null]}}"#,
            #"{"hourly":{"time":null,"temperature_2m":[1]}}"#, #"{"hourly":{"time":[1763737200],"precipitation":[0.0]}}"#,
            #"{"hourly":{"time":[1763737200,1763740800,1763744400],"temperature_2m":[1.5],"precipitation_member01":[0.2,0.3,0.4,0.5]}}"#,
        ]
        for body in plain {
            let data = Data(body.utf8)
            let read = try #require(Answer.plain(data, hourly: OpenMeteoEnsembleClient.Hourly.init(reading:)), "\(body.prefix(300))")
            let decoded = try ServiceJSON.decode(Answer.self, from: data, service: OpenMeteoEnsembleClient.service)
            #expect(read == decoded, "\(body.prefix(300))")
            #expect(ensemble(data) == decoderEnsemble(data), "\(body.prefix(300))")
        }
        let hours = #""time":[1763737200]"#
        let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        let others = [
            #"{"hourly":{\#(hours),"temperature_2m\u005fmember01":[1]}}"#, #"{"timezone":"Asia\/Seoul","hourly":{\#(hours),"temperature_2m":[1]}}"#,
            #"{"hourly":{\#(hours),"temperature_2m":[1e1]}}"#, "{\u{0C}\"hourly\":{\(hours),\"temperature_2m\":[1]}}",
            "{\u{A0}\"hourly\":{\(hours),\"temperature_2m\":[1]}}", #"{"hourly":{\#(hours),\#(hours),"temperature_2m":[1]}}"#,
            #"{"hourly":null,"hourly":{\#(hours),"temperature_2m":[1]}}"#, #"{"hourly":{\#(hours),"temperature_2m":[1],"temperature_2m":[2]}}"#,
            #"{"hourly":{\#(hours),"temperature_2m":[1],"temperature_2m_member01":["5"]}}"#,
            #"{"hourly":{"time":[1763737200,null],"temperature_2m":[1,2]}}"#, #"{"hourly":{"time":[true],"temperature_2m":[1]}}"#,
            #"{"hourly_units":{"temperature_2m":1},"hourly":{\#(hours),"temperature_2m":[1]}}"#,
            #"{"utc_offset_seconds":"32400","hourly":{\#(hours),"temperature_2m":[1]}}"#, #"{"hourly":[]}"#,
            #"[{"hourly":{\#(hours),"temperature_2m":[1]}}]"#, #"{"x":\#(deep),"hourly":{\#(hours),"temperature_2m":[1]}}"#,
            #"{"hourly":{\#(hours),"temperature_2m":[01]}}"#, #"{"hourly":{\#(hours),"temperature_2m":[1]}} x"#,
            #"{"hourly":{\#(hours),"temperature_2m":[1]"#, "<html>busy</html>", "",
        ]
        var bodies = others.map { Data($0.utf8) }
        bodies.append(Data(#"{"hourly_units":{"temperature_2m":""#.utf8) + Data([0xFF]) + Data(#""},"hourly":{"time":[1],"temperature_2m":[1]}}"#.utf8))
        let oddEnsemble = try OpenMeteoEnsembleClient.decode(Data(odd.utf8), now: Self.now)
        #expect(oddEnsemble.memberCount == 3 && oddEnsemble.hours.count == 3)
        for data in bodies {
            let body = String(decoding: data, as: UTF8.self)
            #expect(Answer.plain(data, hourly: OpenMeteoEnsembleClient.Hourly.init(reading:)) == nil, "\(body)")
            #expect(ensemble(data) == decoderEnsemble(data), "\(body)")
        }
    }
}
