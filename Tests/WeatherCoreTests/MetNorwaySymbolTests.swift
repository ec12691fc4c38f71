import Foundation
import Testing
@testable import WeatherCore

/// Every `symbol_code` MET Norway documents, from its legend of weather symbols
/// (`metno-weathericons-legend.csv`: each symbol, and whether it comes in day, night and polar
/// twilight variants).
@Suite struct MetNorwaySymbolTests {
    /// The legend's symbols with their variants flag; its stray space after one name trimmed.
    static func legend() throws -> [(base: String, hasVariants: Bool)] {
        let text = String(decoding: try Fixture.data("metno-weathericons-legend.csv"), as: UTF8.self)
        return text.split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            return (String(fields[0]).trimmingCharacters(in: .whitespaces), fields[5].trimmingCharacters(in: .whitespaces) == "1")
        }
    }

    @Test func theLegendIsWhole() throws {
        let legend = try Self.legend()
        #expect(legend.count == 41)
        #expect(legend.filter(\.hasVariants).count == 21)
    }

    @Test func everyDocumentedCodeHasACondition() throws {
        for (base, hasVariants) in try Self.legend() {
            let codes = hasVariants ? ["\(base)_day", "\(base)_night", "\(base)_polartwilight"] : [base]
            for code in codes {
                let symbol = try #require(MetNorwaySymbol(code: code), "\(code) is not in the table")
                #expect(symbol.condition != .unknown, "\(code)")
                #expect(symbol.isDaytime == (hasVariants ? code.hasSuffix("_day") : nil), "\(code)")
            }
        }
        #expect(MetNorwaySymbol.conditions.count == 41)
    }

    @Test func codesTheLegendDoesNotHaveAreNotGuessed() {
        for code in ["clearsky", "cloudy_day", "rain_night", "sunny", "", "_day", "clearsky_evening", "lightsleetshowersandthunder_day"] {
            #expect(MetNorwaySymbol(code: code) == nil, "\(code)")
        }
    }

    @Test func symbolsMapToTheNearestCondition() {
        let expected: [String: WeatherCondition] = [
            "clearsky_day": .clear, "fair_night": .mainlyClear, "partlycloudy_polartwilight": .partlyCloudy, "cloudy": .cloudy,
            "fog": .fog, "lightrain": .rain, "heavyrain": .heavyRain, "rainshowers_day": .showers, "sleet": .sleet,
            "heavysleetshowers_night": .sleet, "snow": .snow, "heavysnow": .heavySnow, "lightsnowshowers_day": .snowShowers,
            "heavyrainandthunder": .thunderstorm, "lightssnowshowersandthunder_night": .thunderstorm,
        ]
        for (code, condition) in expected {
            #expect(MetNorwaySymbol(code: code)?.condition == condition, "\(code)")
        }
    }
}
