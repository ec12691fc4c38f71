import Foundation
import Testing
@testable import WeatherCore

/// NOAA CO-OPS: its station list and a station's high and low waters, read as the app asks for them
/// (feet above MLLW, UTC), and the nearest station within 50 km giving a coastal place its tides.
@Suite struct NOAATidesTests {
    static let barHarbor = TideStation(id: "8413320", name: "Bar Harbor", coordinate: Coordinate(latitude: 44.392193, longitude: -68.20428)!)

    @Test func theStationListsStationsWithTheirNameAndPlace() throws {
        #expect(try NOAATidesClient.decodeStations(Fixture.data("noaa-stations-bar-harbor.json")) == [Self.barHarbor])
    }

    @Test func aStationsHighAndLowWatersInMetres() throws {
        let tides = try NOAATidesClient.decodeTides(Fixture.data("noaa-tide-hilo-bar-harbor.json"))
        let day = 1_772_668_800.0 // 2026-03-05T00:00Z
        #expect(tides.map(\.kind) == [.low, .high, .low])
        let minutes: [Double] = [5 * 60 + 50, 11 * 60 + 58, 18 * 60 + 10]
        let expected = minutes.map { Date(timeIntervalSince1970: day + $0 * 60) }
        #expect(tides.map(\.time) == expected)
        #expect(abs(tides[1].height - 11.577 * 0.3048) < 0.0001 && abs(tides[0].height - -0.483 * 0.3048) < 0.0001)
    }

    @Test func anErrorAnswerAndNamesFromTheServiceAreHandled() throws {
        #expect(throws: FetchError.badData(service: "NOAA CO-OPS", problem: .unusable("error"))) {
            try NOAATidesClient.decodeTides(Data(#"{"error":{"message":"No Predictions data was found."}}"#.utf8))
        }
        let hostile = #"{"stations":[{"id":"1","name":"Evil\u001b[2J Harbor","lat":44,"lng":-68},{"id":"2","name":"No place"},{"id":"3","name":"Far","lat":91,"lng":0}]}"#
        let stations = try NOAATidesClient.decodeStations(Data(hostile.utf8))
        #expect(stations.count == 1)
        #expect(stations.first.map { !$0.name.unicodeScalars.contains { $0.value == 0x1B } } == true)
    }

    /// A fetcher with NOAA's list and Bar Harbor's predictions, counting the list's requests.
    final class NOAAFetcher: HTTPFetching {
        let listRequests = Locked(0)

        func get(_ url: URL) async throws(FetchError) -> HTTPResponse {
            if url.path.hasSuffix("stations.json") {
                listRequests.withLock { $0 += 1 }
                return HTTPResponse(status: 200, body: (try? Fixture.data("noaa-stations-bar-harbor.json")) ?? Data())
            }
            return HTTPResponse(status: 200, body: (try? Fixture.data("noaa-tide-hilo-bar-harbor.json")) ?? Data())
        }

        var count: Int { listRequests.withLock { $0 } }
    }

    @Test func theNearestStationWithin50KilometresAndTheListKeptForGood() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tide-stations-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let fetcher = NOAAFetcher()
        let client = NOAATidesClient(baseURL: URL(string: "http://127.0.0.1:9")!, fetcher: fetcher)
        let writer = CacheWriter()
        let file = directory.appendingPathComponent("tide-stations.json")
        let official = OfficialTides(client: client, stations: TideStations(client: client, file: file, writer: writer))
        let day = Date(timeIntervalSince1970: 1_772_668_800)
        let found = try #require(try await official.tides(near: Coordinate(latitude: 44.3876, longitude: -68.2039)!, over: day..<day.addingTimeInterval(86_400)))
        #expect(found.station == Self.barHarbor && found.tides.count == 3)
        // About 60 km away: no station is near enough.
        #expect(try await official.tides(near: Coordinate(latitude: 44.93, longitude: -68.2)!, over: day..<day.addingTimeInterval(86_400)) == nil)
        await writer.finish()
        let later = TideStations(client: client, file: file)
        #expect(try await later.nearest(to: Coordinate(latitude: 44.3876, longitude: -68.2039)!) == Self.barHarbor)
        #expect(fetcher.count == 1)
    }
}
