import Foundation
import Testing
@testable import WeatherCore

@Suite struct RecentPlacesTests {
    private func place(_ name: String?, _ latitude: Double, _ longitude: Double = 10) -> Place {
        Place(name: name, countryCode: name == nil ? nil : "XX", coordinate: Coordinate(latitude: latitude, longitude: longitude)!)
    }

    @Test func theMostRecentComesFirstAndEachPlaceOnce() {
        let recent = RecentPlaces()
            .inserting(place("A", 1)).inserting(place("B", 2)).inserting(place("C", 3)).inserting(place("A", 1))
        #expect(recent.places.map(\.name) == ["A", "C", "B"])
    }

    @Test func placesWithinAboutAKilometreAreOne() {
        let recent = RecentPlaces().inserting(place("Seoul", 37.5665, 126.978)).inserting(place("Seoul City Hall", 37.5663, 126.9779))
        #expect(recent.places.map(\.name) == ["Seoul City Hall"])
        let apart = RecentPlaces().inserting(place("Seoul", 37.5665, 126.978)).inserting(place("Yongsan", 37.53, 126.96))
        #expect(apart.places.count == 2)
    }

    @Test func nineAreKept() {
        var recent = RecentPlaces()
        for index in 1...12 { recent = recent.inserting(place("P\(index)", Double(index))) }
        #expect(recent.places.map(\.name) == (4...12).reversed().map { "P\($0)" })
    }

    @Test func aVisitWithoutANameKeepsTheNameKnownBefore() {
        let recent = RecentPlaces().inserting(place("Seoul", 37.5665, 126.978)).inserting(place(nil, 37.567, 126.9781))
        #expect(recent.places.count == 1)
        #expect(recent.places.first?.displayName == "Seoul, XX")
        #expect(recent.places.first?.coordinate == Coordinate(latitude: 37.567, longitude: 126.9781))
    }

    @Test func theFileIsAPlainListAndADamagedOneIsEmpty() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("recent-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = JSONFileStore<RecentPlaces>(url: directory.appendingPathComponent("recent-places.json"))
        let recent = RecentPlaces().inserting(place("A", 1)).inserting(place("B", 2))
        try store.write(recent)
        #expect(store.read() == recent)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: store.url)) as? [[String: Any]]
        #expect(json?.count == 2)
        let attributes = try FileManager.default.attributesOfItem(atPath: store.url.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        try Data("[{\"coordinate\":{\"latitude\":99,\"longitude\":0}}]".utf8).write(to: store.url)
        #expect(store.read() == nil)
    }

    @Test func aPlaceFileFromAnEarlierVersionStillReads() throws {
        let old = Data(#"{"name":"Seoul","countryCode":"KR","coordinate":{"latitude":37.5,"longitude":127}}"#.utf8)
        let place = try JSONDecoder().decode(Place.self, from: old)
        #expect(place.displayName == "Seoul, KR")
        #expect(!place.isApproximate)
        let hostile = Data(#"{"name":"\u001b[2JEvil","coordinate":{"latitude":37.5,"longitude":127}}"#.utf8)
        #expect(try JSONDecoder().decode(Place.self, from: hostile).name == "Evil")
    }
}
