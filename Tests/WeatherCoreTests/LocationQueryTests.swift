import Testing
@testable import WeatherCore

@Suite struct LocationQueryTests {
    private func coordinate(_ latitude: Double, _ longitude: Double) -> LocationQuery {
        .coordinate(Coordinate(latitude: latitude, longitude: longitude)!)
    }

    @Test(arguments: [
        (" 37.57, 126.98 ", 37.57, 126.98),
        ("37.57,126.98", 37.57, 126.98),
        ("-33.9, 151.2", -33.9, 151.2),
        ("+33.9,-151.2", 33.9, -151.2),
        ("37.57°N, 126.98°E", 37.57, 126.98),
        ("33.9° S, 151.2° E", -33.9, 151.2),
        ("40.7 n, 74.0 w", 40.7, -74.0),
        ("126.98°E, 37.57°N", 37.57, 126.98),
        ("-90,180", -90, 180),
    ])
    func coordinatesInTheirUsualSpellings(text: String, latitude: Double, longitude: Double) throws {
        #expect(try LocationQuery(parsing: text) == coordinate(latitude, longitude))
    }

    @Test(arguments: ["91,0", "12", "37.57°N, 200°E", "-33.9°S, 151.2°E", "37.5°E, 126.9°E", "1.2.3,4", "37,5,126,9"])
    func textThatOnlyLooksLikeCoordinatesIsRefused(text: String) {
        #expect(throws: LocationError.invalidCoordinates(text)) { try LocationQuery(parsing: text) }
    }

    @Test func anythingWithLettersIsAName() throws {
        #expect(try LocationQuery(parsing: "Seoul") == .name("Seoul"))
        #expect(try LocationQuery(parsing: "서울") == .name("서울"))
        #expect(try LocationQuery(parsing: " Springfield,  MO ") == .name("Springfield, MO"))
        #expect(try LocationQuery(parsing: "NEW") == .name("NEW"))
        #expect(try LocationQuery(parsing: "Route 66") == .name("Route 66"))
        #expect(throws: LocationError.emptyQuery) { try LocationQuery(parsing: "  \u{1b}\u{07} ") }
    }
}

@Suite struct PlaceSearchTests {
    static let springfields = [
        Place(name: "Springfield", region: "Missouri", countryCode: "US", country: "United States", coordinate: Coordinate(latitude: 37.2, longitude: -93.3)!),
        Place(name: "Springfield", region: "Massachusetts", countryCode: "US", country: "United States", coordinate: Coordinate(latitude: 42.1, longitude: -72.6)!),
        Place(name: "Springfield", region: "Illinois", countryCode: "US", country: "United States", coordinate: Coordinate(latitude: 39.8, longitude: -89.6)!),
        Place(name: "Springfield", region: "Queensland", countryCode: "AU", country: "Australia", coordinate: Coordinate(latitude: -27.7, longitude: 152.9)!),
    ]
    static let paris = [
        Place(name: "Paris", region: "Île-de-France", countryCode: "FR", country: "France", coordinate: Coordinate(latitude: 48.85, longitude: 2.35)!),
        Place(name: "Paris", region: "Texas", countryCode: "US", country: "United States", coordinate: Coordinate(latitude: 33.66, longitude: -95.56)!),
    ]

    @Test func theNameBeforeTheCommaIsSearchedAndTheRestNarrows() throws {
        let search = try #require(PlaceSearch(" Springfield , MO "))
        #expect(search.name == "Springfield")
        #expect(search.qualifiers == ["MO"])
        #expect(PlaceSearch("Seoul")?.qualifiers == [])
        #expect(PlaceSearch(", MO") == nil)
    }

    @Test(arguments: [
        ("Springfield, MO", ["Missouri"]),
        ("Springfield, ma", ["Massachusetts"]),
        ("Springfield, Illinois", ["Illinois"]),
        ("Springfield, US", ["Missouri", "Massachusetts", "Illinois"]),
        ("Springfield, United States", ["Missouri", "Massachusetts", "Illinois"]),
        ("Springfield, AU", ["Queensland"]),
        ("Springfield, Illinois, US", ["Illinois"]),
        ("Springfield, MO, AU", []),
        ("Springfield, TX", []),
        ("Springfield", ["Missouri", "Massachusetts", "Illinois", "Queensland"]),
    ])
    func springfieldNarrowsByStateRegionOrCountry(text: String, regions: [String]) throws {
        let search = try #require(PlaceSearch(text))
        #expect(search.narrow(Self.springfields).map(\.region) == regions)
    }

    @Test func parisNarrowsByCountryCodeOrName() throws {
        #expect(try #require(PlaceSearch("Paris, FR")).narrow(Self.paris).map(\.countryCode) == ["FR"])
        #expect(try #require(PlaceSearch("Paris, france")).narrow(Self.paris).map(\.countryCode) == ["FR"])
        #expect(try #require(PlaceSearch("Paris, TX")).narrow(Self.paris).map(\.countryCode) == ["US"])
    }

    @Test func stateAbbreviationsMatchKoreanRegionNames() throws {
        let korean = Place(name: "스프링필드", region: "미주리주", countryCode: "US", coordinate: Coordinate(latitude: 37.2, longitude: -93.3)!)
        #expect(try #require(PlaceSearch("스프링필드, MO")).narrow([korean]) == [korean])
        #expect(try #require(PlaceSearch("스프링필드, 미주리주")).narrow([korean]) == [korean])
        #expect(try #require(PlaceSearch("Washington, DC")).narrow([
            Place(name: "Washington", region: "District of Columbia", countryCode: "US", coordinate: Coordinate(latitude: 38.9, longitude: -77.0)!),
        ]).count == 1)
    }

    @Test func theTableHoldsFiftyStatesAndDC() {
        #expect(USState.all.count == 51)
        #expect(Set(USState.all.map(\.abbreviation)).count == 51)
    }

    @Test func aPlaceIsFoundAgainByStateRegionOrCountry() {
        #expect(PlaceSearch.text(finding: Self.springfields[1]) == "Springfield, MA")
        #expect(PlaceSearch.text(finding: Self.springfields[3]) == "Springfield, Queensland")
        #expect(PlaceSearch.text(finding: Place(name: "Seoul", countryCode: "KR", coordinate: Coordinate(latitude: 37.5, longitude: 127)!)) == "Seoul, KR")
        #expect(PlaceSearch.text(finding: Place(coordinate: Coordinate(latitude: 37.5, longitude: 127)!)) == nil)
    }
}
