import Foundation
import Testing
@testable import WeatherCore

@Suite struct LocationDecodingTests {
    @Test func openMeteoGeocodingFindsSeoul() throws {
        let places = try OpenMeteoGeocoder.decode(Fixture.data("open-meteo-geocoding-seoul.json"))
        #expect(places == [Place(name: "Seoul", region: "Seoul", countryCode: "KR", coordinate: Coordinate(latitude: 37.56668, longitude: 126.97829)!)])
    }

    @Test func openMeteoGeocodingKeepsTheServicesOrder() throws {
        let places = try OpenMeteoGeocoder.decode(Fixture.data("open-meteo-geocoding-springfield.json"))
        #expect(places.map(\.region) == ["Missouri", "Massachusetts", "Illinois"])
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
        #expect(place == Place(name: "서울특별시", countryCode: "KR", coordinate: coordinate))
        #expect(try NominatimReverseGeocoder.decode(Fixture.data("nominatim-reverse-miss.json"), coordinate: coordinate) == nil)
    }

    @Test(arguments: ["ipwho-ok.json", "ipinfo-ok.json"])
    func ipLookupShapes(fixture: String) throws {
        let place = try IPLocator.decode(Fixture.data(fixture))
        #expect(place.coordinate == Coordinate(latitude: 37.3861, longitude: -122.0839))
        #expect(place.name == "Mountain View")
        #expect(place.countryCode == "US")
    }

    @Test(arguments: ["ipwho-fail.json", "ipapi-placeholder.json"])
    func ipLookupWithoutCoordinatesFails(fixture: String) throws {
        let data = try Fixture.data(fixture)
        #expect(throws: FetchError.self) { try IPLocator.decode(data) }
    }

    @Test func queriesAreCoordinatesOrNames() throws {
        #expect(try LocationQuery(parsing: " 37.57, 126.98 ") == .coordinate(Coordinate(latitude: 37.57, longitude: 126.98)!))
        #expect(try LocationQuery(parsing: "Seoul") == .name("Seoul"))
        #expect(try LocationQuery(parsing: "서울") == .name("서울"))
        #expect(throws: LocationError.invalidCoordinates("91,0")) { try LocationQuery(parsing: "91,0") }
        #expect(throws: LocationError.invalidCoordinates("12")) { try LocationQuery(parsing: "12") }
        #expect(throws: LocationError.emptyQuery) { try LocationQuery(parsing: "  \u{1b}\u{07} ") }
    }
}
