import Foundation
import Testing
@testable import WeatherCore

/// The config file's `places`, and several `--location`s.
@Suite struct PlacesConfigurationTests {
    static let environment = ["LANG": "en_GB.UTF-8"]

    @Test func placesAreAListOfNamesAndCoordinates() throws {
        let file = try ConfigFileLoader.parse("places = [\"Seoul\", \"52.52,13.41\", \"Springfield, MO\"]\n", path: "c.toml")
        #expect(file.places == ["Seoul", "52.52,13.41", "Springfield, MO"])
        let settings = try ResolvedSettings.resolve(flags: ConfigFileSettings(), file: file, environment: Self.environment)
        #expect(settings.places == [.name("Seoul"), .coordinate(Coordinate(latitude: 52.52, longitude: 13.41)!), .name("Springfield, MO")])
        #expect(settings.locations.isEmpty)
    }

    @Test func aPlacesValueThatIsNoListOfPlacesNamesTheLine() {
        for text in ["places = \"Seoul\"\n", "places = [\"Seoul\", 3]\n"] {
            #expect(throws: ConfigurationError.invalidFile(path: "c.toml", line: 1, column: nil, problem: .wrongType(key: "places", expected: .listOfPlaces))) {
                try ConfigFileLoader.parse(text, path: "c.toml")
            }
        }
        #expect(throws: ConfigurationError.invalidFile(
            path: "c.toml", line: 2, column: nil, problem: .outOfRange(key: "places", value: "'91,200'", expected: .placeNameOrCoordinates)
        )) {
            try ConfigFileLoader.parse("units = \"metric\"\nplaces = [\"Seoul\", \"91,200\"]\n", path: "c.toml")
        }
    }

    /// Every `--location` given, in order; they replace the file's one `location`.
    @Test func severalLocationsFromTheCommandLine() throws {
        let flags = ConfigFileSettings(location: "Seoul", moreLocations: ["-33.9,151.2", "Busan"])
        let settings = try ResolvedSettings.resolve(flags: flags, file: ConfigFileSettings(location: "Oslo"), environment: Self.environment)
        #expect(settings.locations == [.name("Seoul"), .coordinate(Coordinate(latitude: -33.9, longitude: 151.2)!), .name("Busan")])
        #expect(settings.location == .name("Seoul"))
        let fromFile = try ResolvedSettings.resolve(flags: ConfigFileSettings(), file: ConfigFileSettings(location: "Oslo"), environment: Self.environment)
        #expect(fromFile.locations == [.name("Oslo")])
        #expect(throws: ConfigurationError.invalidValue(key: "location", value: "91,200", expected: .placeNameOrCoordinates)) {
            try ResolvedSettings.resolve(
                flags: ConfigFileSettings(location: "Seoul", moreLocations: ["91,200"]), file: nil, environment: Self.environment
            )
        }
    }

    /// A set of places backs off apart from each of its places and from other sets.
    @Test func aSetOfPlacesHasABackoffOfItsOwn() {
        let directory = URL(fileURLWithPath: "/nonexistent")
        let seoul = FetchBackoff(directory: directory, provider: .openMeteo, place: .query(.name("Seoul")))
        let both = FetchBackoff(directory: directory, provider: .openMeteo, places: [.query(.name(" SEOUL ")), .query(.name("Busan"))])
        #expect(seoul.source == "open-meteo seoul")
        #expect(both.source == "open-meteo seoul + busan")
        #expect(FetchBackoff(directory: directory, provider: .openMeteo, places: [.lastPlace]).source == "open-meteo automatic")
    }
}
