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
        ("-33.9,151.2", -33.9, 151.2),
        ("-33.9 , -70.6", -33.9, -70.6),
        ("33.9S,151.2E", -33.9, 151.2),
        ("-33.9°, 151.2°", -33.9, 151.2),
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

    static let seoul = Place(
        name: "Seoul", region: "Seoul", countryCode: "KR", country: "South Korea", coordinate: Coordinate(latitude: 37.57, longitude: 126.98)!
    )
    static let brnos = [
        Place(name: "Brno", region: "South Moravian", countryCode: "CZ", country: "Czechia", coordinate: Coordinate(latitude: 49.2, longitude: 16.6)!),
        Place(name: "Brňov", region: "Zlín", countryCode: "CZ", country: "Czechia", coordinate: Coordinate(latitude: 49.4, longitude: 17.9)!),
        Place(name: "Brno", region: "Podlaskie", countryCode: "PL", country: "Poland", coordinate: Coordinate(latitude: 53.4, longitude: 23.2)!),
    ]

    /// Countries by any common form: ISO codes, English, native and Korean names, everyday forms, prefixes.
    @Test(arguments: [
        "Seoul, Korea", "Seoul, KR", "Seoul, KOR", "Seoul, south korea", "Seoul, 대한민국", "Seoul, 한국",
        "Seoul, Republic of Korea", "seoul,korea", "Seoul, Seoul",
    ])
    func seoulIsFoundByAnyFormOfItsCountry(text: String) throws {
        #expect(try #require(PlaceSearch(text)).narrow([Self.seoul]) == [Self.seoul])
    }

    @Test(arguments: ["Seoul, Japan", "Seoul, KP", "Seoul, Ko", "Seoul, North"])
    func seoulIsNotFoundByAnotherCountry(text: String) throws {
        #expect(try #require(PlaceSearch(text)).narrow([Self.seoul]) == [])
    }

    @Test(arguments: [
        ("Springfield, Mass", ["Massachusetts"]),
        ("Springfield, Mass.", ["Massachusetts"]),
        ("Springfield, Ill.", ["Illinois"]),
        ("Springfield, Illin", ["Illinois"]),
        ("Springfield, mo.", ["Missouri"]),
        ("Springfield, Miss", []),
        ("Springfield, Queens", ["Queensland"]),
        ("Springfield, Australia", ["Queensland"]),
        ("Springfield, America", ["Missouri", "Massachusetts", "Illinois"]),
        ("Springfield, USA", ["Missouri", "Massachusetts", "Illinois"]),
    ])
    func usualStateAbbreviationsAndRegionPrefixes(text: String, regions: [String]) throws {
        #expect(try #require(PlaceSearch(text)).narrow(Self.springfields).map(\.region) == regions)
    }

    /// The service's look-alikes are not listed beside the name asked for, however the country is typed.
    @Test(arguments: ["Brno, CZ", "Brno, cz", "Brno, Czechia", "Brno, Czech Republic", "Brno, Česko", "Brno, Cesko", "Brno, Czech", "BRNO, CZE"])
    func onlyPlacesOfTheNameAskedForAreListed(text: String) throws {
        #expect(try #require(PlaceSearch(text)).narrow(Self.brnos).map(\.region) == ["South Moravian"])
    }

    @Test func accentsAndCaseDoNotCountInNames() throws {
        #expect(try #require(PlaceSearch("Brno")).narrow(Self.brnos).map(\.countryCode) == ["CZ", "PL"])
        #expect(try #require(PlaceSearch("brňov")).narrow(Self.brnos).map(\.region) == ["Zlín"])
        #expect(try #require(PlaceSearch("Brnov, zlin")).narrow(Self.brnos).map(\.region) == ["Zlín"])
        let reykjavik = Place(name: "Reykjavík", region: "Capital Region", countryCode: "IS", country: "Iceland", coordinate: Coordinate(latitude: 64.1, longitude: -21.9)!)
        for text in ["Reykjavik, Iceland", "REYKJAVÍK, ísland", "Reykjavik, Capital"] {
            #expect(try #require(PlaceSearch(text)).narrow([reykjavik]) == [reykjavik])
        }
        #expect(try #require(PlaceSearch("Paris, ile de france")).narrow(Self.paris).map(\.countryCode) == ["FR"])
        #expect(try #require(PlaceSearch("Paris, Île-de")).narrow(Self.paris).map(\.countryCode) == ["FR"])
    }

    /// Where no match bears the name (an alias the service knows: 부산광역시 for 부산), the matches stay.
    @Test func matchesFoundByAnotherNameAreKept() throws {
        let busan = Place(name: "부산", region: "부산광역시", countryCode: "KR", country: "대한민국", coordinate: Coordinate(latitude: 35.2, longitude: 129.1)!)
        #expect(try #require(PlaceSearch("부산광역시")).narrow([busan]) == [busan])
        #expect(try #require(PlaceSearch("부산광역시, Korea")).narrow([busan]) == [busan])
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
