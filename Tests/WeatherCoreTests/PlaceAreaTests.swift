import Foundation
import Testing
@testable import WeatherCore

/// The subdivisions a place lies in, as the geocoders name them, and the Irish county Met Éireann's
/// warnings name it by.
@Suite struct PlaceAreaTests {
    static let dublin = Coordinate(latitude: 53.3498, longitude: -6.2603)!

    @Test func nominatimGivesNamesAndCodesLargestFirst() throws {
        let answer = #"""
        {"name":"Dublin","address":{"city":"Dublin","county":"County Dublin","ISO3166-2-lvl6":"IE-D","state":"Leinster",
        "ISO3166-2-lvl5":"IE-L","country":"Ireland","country_code":"ie","postcode":12}}
        """#
        let place = try #require(try NominatimReverseGeocoder.decode(Data(answer.utf8), coordinate: Self.dublin))
        #expect(place.countryCode == "IE")
        #expect(place.area == PlaceArea(state: "Leinster", districts: ["County Dublin"], codes: ["IE-L", "IE-D"], locality: "Dublin"))
        #expect(IrishCounty.holding(try #require(place.area))?.warningCode == "EI07")
        let seoul = try #require(try NominatimReverseGeocoder.decode(Fixture.data("nominatim-reverse-seoul.json"), coordinate: Self.dublin))
        #expect(seoul.area == PlaceArea(codes: ["KR-11"], locality: "서울특별시"))
    }

    @Test func theSearchGivesItsAdministrativeNames() throws {
        let answer = #"""
        {"results":[{"name":"Cork","latitude":51.89797,"longitude":-8.47061,"country_code":"IE","country":"Ireland",
        "admin1":"Munster","admin2":"Cork City"}]}
        """#
        let cork = try #require(try OpenMeteoGeocoder.decode(Data(answer.utf8)).first)
        #expect(cork.area == PlaceArea(state: "Munster", districts: ["Cork City"]))
        #expect(cork.region == "Munster")
        #expect(IrishCounty.holding(try #require(cork.area))?.warningCode == "EI04")
        #expect(try OpenMeteoGeocoder.decode(Fixture.data("open-meteo-geocoding-seoul.json")).first?.area == PlaceArea(state: "Seoul"))
    }

    @Test(arguments: [
        ("County Dublin", "EI07"), ("Fingal", "EI07"), ("Dún Laoghaire–Rathdown", "EI07"), ("Dublin City", "EI07"),
        ("Cork County", "EI04"), ("Co. Galway", "EI10"), ("Galway City", "EI10"), ("Limerick City and County", "EI16"),
        ("Comté de Kerry", "EI11"), ("Contae Mhaigh Eo", nil), ("Maigh Eo", "EI20"), ("Tipperary", "EI26"), ("Leinster", nil),
        ("County Antrim", nil), ("County", nil),
    ] as [(String, String?)])
    func irishCountiesByName(name: String, code: String?) {
        #expect(IrishCounty.holding(PlaceArea(districts: [name]))?.warningCode == code)
    }

    @Test func theSmallestSubdivisionNamesTheCountyAndACodeBeatsAName() {
        #expect(IrishCounty.holding(PlaceArea(state: "Kildare", districts: ["Fingal"]))?.warningCode == "EI07")
        #expect(IrishCounty.holding(PlaceArea(districts: ["Fingal"], codes: ["IE-MH"]))?.warningCode == "EI21")
        #expect(IrishCounty.all.count == 26)
        #expect(Set(IrishCounty.all.map(\.warningCode)).count == 26)
    }

    @Test func completingAPlaceAddsWhatReverseGeocodingFound() {
        let searched = Place(name: "Dublin", countryCode: "IE", area: PlaceArea(state: "Leinster", districts: ["Dublin City"]), coordinate: Self.dublin)
        let found = Place(name: "Dublin", region: "Leinster", countryCode: "IE", area: PlaceArea(state: "Leinster", districts: ["County Dublin"], codes: ["IE-L", "IE-D"]), coordinate: Self.dublin)
        let completed = searched.completed(by: found)
        #expect(completed.area == PlaceArea(state: "Leinster", districts: ["County Dublin", "Dublin City"], codes: ["IE-L", "IE-D"]))
        #expect(completed.region == "Leinster")
        #expect(completed.name == "Dublin")
        #expect(Place(coordinate: Self.dublin).completed(by: found).countryCode == "IE")
    }

    @Test func aStoredAreaIsCleanedAgain() throws {
        let stored = #"{"state":"Lein\u001b[2Jster","districts":["\u0007"],"codes":["ie-d"]}"#
        #expect(try JSONDecoder().decode(PlaceArea.self, from: Data(stored.utf8)) == PlaceArea(state: "Leinster", codes: ["IE-D"]))
        let older = #"{"name":"Seoul","coordinate":{"latitude":37.5,"longitude":127}}"#
        #expect(try JSONDecoder().decode(Place.self, from: Data(older.utf8)).area == nil)
    }
}
