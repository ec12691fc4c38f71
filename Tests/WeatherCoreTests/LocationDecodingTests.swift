import Foundation
import Testing
@testable import WeatherCore

@Suite struct LocationDecodingTests {
    @Test func openMeteoGeocodingFindsSeoul() throws {
        let places = try OpenMeteoGeocoder.decode(Fixture.data("open-meteo-geocoding-seoul.json"))
        #expect(places == [Place(
            name: "Seoul", region: "Seoul", countryCode: "KR", country: "South Korea", area: PlaceArea(state: "Seoul"), population: 10_349_312,
            coordinate: Coordinate(latitude: 37.56668, longitude: 126.97829)!, timeZoneIdentifier: "Asia/Seoul"
        )])
    }

    @Test func openMeteoGeocodingKeepsTheServicesOrderWithCountryAndPopulation() throws {
        let places = try OpenMeteoGeocoder.decode(Fixture.data("open-meteo-geocoding-springfield.json"))
        #expect(places.map(\.region) == ["Missouri", "Massachusetts", "Illinois"])
        #expect(places.map(\.population) == [169_176, 155_929, 114_394])
        #expect(places.allSatisfy { $0.country == "United States" && !$0.isApproximate })
    }

    @Test func openMeteoGeocodingWithoutResultsIsEmpty() throws {
        #expect(try OpenMeteoGeocoder.decode(Fixture.data("open-meteo-geocoding-none.json")).isEmpty)
    }

    @Test func openWeatherGeocodingUsesLocalNames() throws {
        let data = try Fixture.data("openweather-geo-direct-springfield.json")
        #expect(try OpenWeatherGeocoder.decode(data, language: .english).map(\.displayName) == [
            "Springfield, Illinois, US", "Springfield, Massachusetts, US", "Springfield, Missouri, US",
        ])
        #expect(try OpenWeatherGeocoder.decode(data, language: .korean).map(\.name) == ["스프링필드", "스프링필드", "스프링필드"])
        #expect(try OpenWeatherGeocoder.decode(Fixture.data("openweather-geo-direct-empty.json"), language: .english).isEmpty)
        #expect(try OpenWeatherGeocoder.decode(Fixture.data("openweather-geo-reverse.json"), language: .korean).first?.name == "서울")
    }

    @Test func nominatimNamesACity() throws {
        let coordinate = Coordinate(latitude: 37.5667, longitude: 126.9783)!
        let place = try NominatimReverseGeocoder.decode(Fixture.data("nominatim-reverse-seoul.json"), coordinate: coordinate)
        #expect(place == Place(name: "서울특별시", countryCode: "KR", area: PlaceArea(codes: ["KR-11"], locality: "서울특별시"), coordinate: coordinate))
        #expect(try NominatimReverseGeocoder.decode(Fixture.data("nominatim-reverse-miss.json"), coordinate: coordinate) == nil)
    }

    @Test(arguments: ["ipwho-ok.json", "ipinfo-ok.json"])
    func ipLookupShapes(fixture: String) throws {
        let place = try IPLocator.decode(Fixture.data(fixture), service: "ipwho.is")
        #expect(place.coordinate == Coordinate(latitude: 37.3861, longitude: -122.0839))
        #expect(place.name == "Mountain View")
        #expect(place.countryCode == "US")
        #expect(place.isApproximate)
        #expect(place.timeZoneIdentifier == "America/Los_Angeles")
    }

    /// The zone of a place the IP lookup found: ipwho.is gives its offset now too, the others the name alone.
    @Test func ipLookupsGiveThePlacesTimeZone() throws {
        let ipwho = try IPLocator.decode(Fixture.data("ipwho-ok.json"), service: "ipwho.is")
        #expect(ipwho.utcOffset == -28800)
        #expect(try IPLocator.decode(Fixture.data("ipinfo-ok.json"), service: "ipwho.is").utcOffset == nil)
        let odd = try IPLocator.decode(Fixture.data("ipwho-ok.json", replacing: ["timezone"], with: 42), service: "ipwho.is")
        #expect(odd.timeZoneIdentifier == nil && odd.utcOffset == nil)
        let hostile = try IPLocator.decode(Fixture.data("ipwho-ok.json", replacing: ["timezone", "id"], with: "../../etc/passwd\u{1B}[2J"), service: "ipwho.is")
        #expect(hostile.timeZoneIdentifier == nil)
    }

    /// A place's zone survives being stored (and a place stored before it had one still reads).
    @Test func aPlacesTimeZoneIsKept() throws {
        let place = Place(name: "Oslo", coordinate: Coordinate(latitude: 59.91, longitude: 10.74)!, timeZoneIdentifier: "Europe/Oslo", utcOffset: 3600)
        #expect(try JSONDecoder().decode(Place.self, from: JSONEncoder().encode(place)) == place)
        let old = Data(#"{"name":"Oslo","coordinate":{"latitude":59.91,"longitude":10.74}}"#.utf8)
        #expect(try JSONDecoder().decode(Place.self, from: old).timeZoneIdentifier == nil)
    }

    @Test func ipLookupWithoutCoordinatesFails() throws {
        let data = try Fixture.data("ipapi-placeholder.json")
        #expect(throws: FetchError.badData(service: "ipapi.co", problem: .unusable("latitude, longitude"))) {
            try IPLocator.decode(data, service: "ipapi.co")
        }
    }

    /// ipwho.is says `success` false, ip-api.com `status` "fail"; both say why in `message`.
    @Test func aLookupTheServiceDeclinedKeepsItsReason() throws {
        let ipwho = try Fixture.data("ipwho-fail.json")
        #expect(throws: FetchError.declined(reason: "Reserved range")) { try IPLocator.decode(ipwho, service: "ipwho.is") }
        let ipAPI = Data(#"{"status":"fail","message":"reserved range","query":"10.0.0.1"}"#.utf8)
        #expect(throws: FetchError.declined(reason: "reserved range")) { try IPLocator.decode(ipAPI, service: "ip-api.com") }
        let silent = Data(#"{"success":false,"message":" \u001b[2J "}"#.utf8)
        #expect(throws: FetchError.declined(reason: nil)) { try IPLocator.decode(silent, service: "ipwho.is") }
    }
}
