import Foundation
import Testing
@testable import WeatherCore

/// Open-Meteo's historical archive: a real answer (one range) and the list it sends for several ranges;
/// nulls as missing, every value through the gate, the request the normals need.
@Suite struct ArchiveDecodingTests {
    static func day(_ text: String) -> Int { CalendarDay(parsing: text)!.dayNumber }

    @Test func aRealAnswerOfOneRange() throws {
        let days = try OpenMeteoArchiveClient.decode(Fixture.data("open-meteo-archive-chicago.json"))
        #expect(days.count == 194)
        #expect(days[Self.day("2022-01-01")] == DailyExtremes(high: 4.1, low: -0.8))
        #expect(days[Self.day("2022-01-26")] == DailyExtremes(high: -11.7, low: -22.0))
        #expect(days[Self.day("2022-07-13")] == DailyExtremes(high: 26.5, low: 19.2))
        #expect(days[Self.day("2022-07-14")] == nil)
    }

    @Test func severalRangesInOneList() throws {
        let days = try OpenMeteoArchiveClient.decode(Fixture.data("open-meteo-archive-ranges.json"))
        #expect(days.count == 15)
        #expect(days.keys.min() == Self.day("2022-01-01") && days.keys.max() == Self.day("2022-07-13"))
        #expect(days[Self.day("2022-02-28")] == DailyExtremes(high: nil, low: -2.0))
        #expect(days[Self.day("2022-03-01")] == DailyExtremes(high: 9.8, low: 1.1))
        #expect(days[Self.day("2022-01-06")] == nil)
    }

    private func decode(_ daily: String, units: String = #"{"temperature_2m_max":"°C","temperature_2m_min":"°C"}"#) throws -> [Int: DailyExtremes] {
        try OpenMeteoArchiveClient.decode(Data(#"{"utc_offset_seconds":0,"daily_units":\#(units),"daily":\#(daily)}"#.utf8))
    }

    @Test func implausibleValuesAndUnreadableDatesAreMissing() throws {
        let days = try decode(#"{"time":["2020-02-29","2021-02-29","20200301",null,"2020-03-02"],"temperature_2m_max":[1e300,5,5,5,-0.0],"temperature_2m_min":[-200,1,1,1,3]}"#)
        #expect(days == [Self.day("2020-02-29"): DailyExtremes(high: nil, low: nil), Self.day("2020-03-02"): DailyExtremes(high: 0, low: 3)])
    }

    @Test func fahrenheitIsConvertedAndShortColumnsLeaveValuesOut() throws {
        let days = try decode(
            #"{"time":["2020-01-01","2020-01-02"],"temperature_2m_max":[50.0],"temperature_2m_min":[32.0,14.0]}"#,
            units: #"{"temperature_2m_max":"°F","temperature_2m_min":"°F"}"#
        )
        #expect(days[Self.day("2020-01-01")] == DailyExtremes(high: 10, low: 0))
        #expect(days[Self.day("2020-01-02")] == DailyExtremes(high: nil, low: -10))
    }

    @Test func anAnswerWithoutDaysIsBadData() {
        for body in [#"{"latitude":1}"#, #"[]"#, #"{"daily":{"time":[]}}"#, "<html>"] {
            #expect(throws: FetchError.self, "\(body)") { try OpenMeteoArchiveClient.decode(Data(body.utf8)) }
        }
    }

    /// The plain answer is read without JSONDecoder, to the days JSONDecoder gives; any other shape is
    /// left to JSONDecoder.
    @Test func thePlainReaderReadsWhatTheDecoderReads() throws {
        let units = #""daily_units":{"time":"iso8601","temperature_2m_max":"°F","temperature_2m_min":null}"#
        let daily = #""daily":{"time":["2020-01-01",null,"2020-01-03"],"temperature_2m_max":[50,-0.5,null],"temperature_2m_min":[32.25,1.0000000000000002,-12.34567890123456789]}"#
        var plain = try ["open-meteo-archive-chicago.json", "open-meteo-archive-ranges.json"].map { String(decoding: try Fixture.data($0), as: UTF8.self) }
        plain += [
            #"{\#(units),\#(daily)}"#,
            #" [ {"elevation" : 38.0 , "x":[true,false,null,{"a":[]},"é"],"# + "\n\t" + #"\#(units) , \#(daily) } , {"daily":null} ] "#,
            #"[{"daily_units":null,"daily":{"time":null,"temperature_2m_max":null,"temperature_2m_min":[]}},{\#(daily)}]"#,
        ]
        for body in plain {
            let data = Data(body.utf8)
            let read = try #require(OpenMeteoArchiveClient.PlainAnswerReader.ranges(in: data), "\(body)")
            let decoded = try ServiceJSON.decode(OpenMeteoArchiveClient.Answer.self, from: data, service: "archive").ranges
            #expect(try OpenMeteoArchiveClient.days(in: read) == OpenMeteoArchiveClient.days(in: decoded), "\(body)")
        }
        let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        let others = [
            #"{"daily":{"time":["2020\u002d01-01"]}}"#, #"{"daily":{"temperature_2m_max":[1e1]}}"#,
            #"{"daily":{"time":[],"time":[]}}"#, #"{"daily":{"temperature_2m_max":["5"]}}"#, #"[null,{"daily":null}]"#,
            #"{"daily":{"time":[]}} x"#, #"{"daily":{"time":[]"#, #"{"daily":{"temperature_2m_max":[01]}}"#,
            #"{"x":\#(deep)}"#, "<html>", "",
        ]
        for body in others {
            #expect(OpenMeteoArchiveClient.PlainAnswerReader.ranges(in: Data(body.utf8)) == nil, "\(body)")
        }
        #expect(OpenMeteoArchiveClient.PlainAnswerReader.ranges(in: Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D])) == nil)
    }

    /// The request the normals of 55 days from 1 March 2024 need: one, with 30 ranges of at most 70 days.
    @Test func theRequestAsksEveryRangeAtOnce() throws {
        let client = OpenMeteoArchiveClient(baseURL: URL(string: "http://127.0.0.1:9/base")!, fetcher: WarningSourcesTests.RecordingFetcher(.failure(.offline)))
        let ranges = TemperatureNormals.ranges(from: CalendarDay(parsing: "2024-03-01")!, count: 55)
        let url = client.request(at: Coordinate(latitude: 37.56654, longitude: 126.97806)!, ranges: ranges)
        let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
        #expect(components.path == "/base/v1/archive")
        let query = Dictionary(uniqueKeysWithValues: (components.queryItems ?? []).map { ($0.name, $0.value ?? "") })
        #expect(query["latitude"] == "37.5665" && query["longitude"] == "126.9781")
        #expect(query["daily"] == "temperature_2m_max,temperature_2m_min")
        #expect(query["timezone"] == "auto" && query["models"] == "era5")
        let starts = try #require(query["start_date"]).split(separator: ",")
        let ends = try #require(query["end_date"]).split(separator: ",")
        #expect(starts.count == 30 && ends.count == 30)
        #expect((starts.first, ends.first) == ("2023-02-22", "2023-05-01"))
        #expect((starts.last, ends.last) == ("1994-02-22", "1994-05-01"))
    }
}
