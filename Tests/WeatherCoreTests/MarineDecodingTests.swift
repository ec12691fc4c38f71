import Foundation
import Testing
@testable import WeatherCore

/// Open-Meteo's marine answer: the hours kept from a few before now, every number through the gate, the
/// high and low tides found from the sea level's curve, and an inland answer (every value null) read as
/// a place with no sea, not as a calm one.
@Suite struct MarineDecodingTests {
    /// 2026-10-07T09:20 in Dalian (UTC+8), inside the fixture's hours.
    static let now = Date(timeIntervalSince1970: 1_791_336_000)
    static let localMidnight = Date(timeIntervalSince1970: 1_791_302_400)

    func hoursAfterMidnight(_ hours: Double) -> Date { Self.localMidnight.addingTimeInterval(hours * 3600) }

    @Test func theTidesOfTheRealCurveAreFoundBetweenItsSamples() throws {
        let marine = try OpenMeteoMarineClient.decode(Fixture.data("open-meteo-marine-dalian.json"), now: Self.now)
        #expect(marine.isAtSea)
        #expect(marine.tides.map(\.kind) == [.high, .low, .high])
        // The turning points of the parabolas through the samples either side: 06:40, 13:21 and 19:17.
        let expected = [(hoursAfterMidnight(6 + 40 / 60.0), 1.28), (hoursAfterMidnight(13 + 21 / 60.0), -0.64), (hoursAfterMidnight(19 + 17 / 60.0), 0.82)]
        for (tide, (time, height)) in zip(marine.tides, expected) {
            #expect(abs(tide.time.timeIntervalSince(time)) < 60, "\(tide)")
            #expect(abs(tide.height - height) < 0.01, "\(tide)")
        }
        #expect(marine.nextTide(after: Self.now)?.kind == .low)
        #expect(marine.fetchedAt == Self.now)
    }

    /// From six hours before the current one; a null and an implausible height (55 m) are missing values
    /// of an hour that keeps its others.
    @Test func theHoursFromSixBeforeNowWithNullsAndNonsenseMissing() throws {
        let marine = try OpenMeteoMarineClient.decode(Fixture.data("open-meteo-marine-dalian.json"), now: Self.now)
        #expect(marine.hours.first?.time == hoursAfterMidnight(3))
        #expect(marine.hours.count == 23)
        #expect(marine.hours[0].waveHeight == nil && marine.hours[0].seaLevel == 0.11)
        let nonsense = try #require(marine.hours.first { $0.time == hoursAfterMidnight(9) })
        #expect(nonsense.waveHeight == nil && nonsense.wavePeriod == 3.1)
        #expect(marine.hour(at: Self.now) == nonsense)
        let later = try #require(marine.hour(at: hoursAfterMidnight(10.5)))
        #expect(later.waveHeight == 0.34)
        #expect(later.waveDirection == 197 && later.swellHeight == 0.22 && later.swellPeriod == 3.5 && later.windWaveHeight == 0.25)
        #expect(later.seaTemperature == 19.4 && later.seaLevel == 0.4)
    }

    @Test func anInlandAnswerIsNoSeaNotACalmOne() throws {
        let marine = try OpenMeteoMarineClient.decode(Fixture.data("open-meteo-marine-inland-beijing.json"), now: Self.now)
        #expect(!marine.isAtSea)
        #expect(marine.hours.isEmpty && marine.tides.isEmpty)
        #expect(marine.nextTide(after: Self.now) == nil && marine.hour(at: Self.now) == nil)
    }

    @Test func anAnswerWithoutHoursIsBadData() {
        #expect(throws: FetchError.badData(service: "Open-Meteo marine", problem: .missing("hourly"))) {
            try OpenMeteoMarineClient.decode(Data(#"{"utc_offset_seconds":0,"hourly_units":{}}"#.utf8), now: Self.now)
        }
    }

    /// Heights in feet and the sea in °F, where a unit block says so, are read back to metres and °C; a
    /// unit the app does not know leaves its column out.
    @Test func unitBlocksAreRead() throws {
        let body = #"""
        {"utc_offset_seconds":0,"hourly_units":{"time":"unixtime","wave_height":"ft","sea_surface_temperature":"°F","sea_level_height_msl":"fathom"},
         "hourly":{"time":[1791334800],"wave_height":[10.0],"sea_surface_temperature":[68.0],"sea_level_height_msl":[1.0]}}
        """#
        let hour = try #require(OpenMeteoMarineClient.decode(Data(body.utf8), now: Self.now).hours.first)
        #expect(abs((hour.waveHeight ?? 0) - 3.048) < 0.0001)
        #expect(abs((hour.seaTemperature ?? 0) - 20) < 0.0001)
        #expect(hour.seaLevel == nil)
    }

    private typealias Answer = OpenMeteoHourlyAnswer<OpenMeteoMarineClient.Hourly>

    /// The plain answer is read without JSONDecoder, to the very columns, units and times JSONDecoder
    /// reads and so to the same sea or the same error; any other shape is left to JSONDecoder.
    @Test func thePlainReaderReadsWhatTheDecoderReads() throws {
        let odd = #"""
         { "latitude" : 38.9 , "x":[true,false,null,{"a":[[]]},"é",-0.5,1.25,0],
        	"utc_offset_seconds":28800,
         "hourly_units":{"time":"unixtime","wave_height":"ft","sea_level_height_msl":null},
         "hourly":{"wave_height":[5,null,-0.5],"time":[1791334800,"2026-10-07T10:00",1791342000.0],
          "sea_level_height_msl":[1.25,1.0000000000000002,-0.75],"swell_wave_height":null,
          "wave_period":[],"wave_direction_dominant":[1],"wind_wave_height":[0.2,0.3,0.4,0.5]} }
        """#
        var plain = [odd, "{}", #"{"hourly":null}"#, #"{"hourly":{}}"#, #"{"hourly":{"time":null,"wave_height":[1]}}"#]
        for fixture in ["open-meteo-marine-dalian.json", "open-meteo-marine-inland-beijing.json"] {
            plain.append(String(decoding: try Fixture.data(fixture), as: UTF8.self))
        }
        for body in plain {
            let data = Data(body.utf8)
            let read = try #require(Answer.plain(data, hourly: OpenMeteoMarineClient.Hourly.init(reading:)), "\(body.prefix(300))")
            #expect(read == (try ServiceJSON.decode(Answer.self, from: data, service: OpenMeteoMarineClient.service)), "\(body.prefix(300))")
        }
        #expect(try OpenMeteoMarineClient.decode(Data(odd.utf8), now: Self.now).hours.count == 3)
        let hours = #""time":[1791334800]"#
        let others = [
            #"{"hourly":{\#(hours),"wave_height":["1"]}}"#, #"{"hourly":{\#(hours),\#(hours),"wave_height":[1]}}"#,
            #"{"hourly":{\#(hours),"wave_height":[1],"wave_height":[2]}}"#, #"{"hourly":{"time":[true],"wave_height":[1]}}"#,
            #"{"hourly":{"time":[1791334800,null],"wave_height":[1,2]}}"#, #"{"hourly":{\#(hours),"wave_height":[1e1]}}"#,
            #"{"hourly":{\#(hours),"wave_height":[1]}} x"#, #"{"hourly":[]}"#, "<html>busy</html>", "",
        ]
        for body in others {
            let data = Data(body.utf8)
            #expect(Answer.plain(data, hourly: OpenMeteoMarineClient.Hourly.init(reading:)) == nil, "\(body)")
            let decoder = Result { () throws(FetchError) in
                try ServiceJSON.decode(Answer.self, from: data, service: OpenMeteoMarineClient.service)
            }
            let decoded = Result { () throws(FetchError) in
                try OpenMeteoHourlyAnswer.decode(data, service: OpenMeteoMarineClient.service, hourly: OpenMeteoMarineClient.Hourly.init(reading:))
            }
            #expect(decoded == decoder, "\(body)")
        }
    }
}
