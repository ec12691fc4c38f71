import Foundation
import Testing
@testable import WeatherCore

@Suite struct OpenMeteoUnitsTests {
    static let conversions: [(value: Double, label: String, quantity: Quantity, expected: Double)] = [
        (20.3, "km/h", .windSpeed, 5.638_89),
        (10, "mph", .windSpeed, 4.4704),
        (10, "mp/h", .windSpeed, 4.4704),
        (10, "kn", .windSpeed, 5.144_44),
        (10, "knots", .windSpeed, 5.144_44),
        (3.5, "m/s", .windSpeed, 3.5),
        (212, "°F", .temperature, 100),
        (-40, "°F", .temperature, -40),
        (14.1, "°C", .temperature, 14.1),
        (0.1, "inch", .precipitation, 2.54),
        (2.5, "mm", .precipitation, 2.5),
        (1013.2, "hPa", .pressure, 1013.2),
        (35, "%", .probability, 0.35),
        (71, "%", .humidity, 71),
        (40, "%", .cloudCover, 40),
        (230, "°", .windDirection, 230),
    ]

    static let unknownUnits: [(label: String, quantity: Quantity)] = [
        ("furlongs/fortnight", .windSpeed), ("K", .temperature), ("°F", .windSpeed), ("km/h", .temperature),
        ("", .precipitation), ("cm", .precipitation), ("kPa", .pressure), ("%", .temperature), ("M/S", .windSpeed),
    ]

    @Test(arguments: conversions)
    func knownUnitsAreConverted(value: Double, label: String, quantity: Quantity, expected: Double) throws {
        let converted = try #require(OpenMeteoUnits.convert(value, from: label, to: quantity))
        #expect(abs(converted - expected) < 0.000_01)
    }

    @Test(arguments: unknownUnits)
    func unknownUnitsMakeTheValueMissing(label: String, quantity: Quantity) {
        #expect(OpenMeteoUnits.convert(1, from: label, to: quantity) == nil)
    }

    @Test func aVariableTheBlockDoesNotNameIsInTheRequestedUnit() {
        let units = OpenMeteoUnits()
        #expect(units.modelValue(20.3, of: .windSpeed) == 20.3)
        #expect(units.modelValue(35, of: .precipitationProbability) == 0.35)
        #expect(units.modelValue(nil, of: .temperature) == nil)
    }

    @Test func theBlockIsDecodedAndALabelThatIsNotTextIsUnknown() throws {
        let body = Data(#"{"temperature_2m":"°F","wind_speed_10m":7,"precipitation":"inch","time":"unixtime"}"#.utf8)
        let units = try JSONDecoder().decode(OpenMeteoUnits.self, from: body)
        #expect(units.modelValue(32, of: .temperature) == 0)
        #expect(units.modelValue(3, of: .windSpeed) == nil)
        #expect(units.modelValue(1, of: .precipitation) == 25.4)
        #expect(units.modelValue(1013, of: .pressure) == 1013)
    }
}
