import Testing
import WeatherCore
@testable import WeatherPresentation

/// Every unit against reference values (NIST SP 811 factors; the Beaufort table of the WMO as the Met Office gives it).
@Suite struct UnitConversionTests {
    private func format(_ units: DisplayUnits) -> UnitFormatter { UnitFormatter(units: units) }

    @Test func temperatures() {
        let fahrenheit = format(DisplayUnits(system: .metric, temperature: .fahrenheit))
        #expect(fahrenheit.temperatureValue(-40) == -40)
        #expect(fahrenheit.temperatureValue(100) == 212)
        #expect(fahrenheit.temperature(37) == "99°F")
        #expect(format(DisplayUnits(system: .imperial, temperature: .celsius)).temperature(21.4) == "21°C")
    }

    @Test(arguments: [
        (WindSpeedUnit.metresPerSecond, 10.0, "10.0 m/s"),
        (.kilometresPerHour, 36.0, "36 km/h"),
        (.milesPerHour, 22.369_362_9, "22 mph"),
        (.knots, 19.438_444_9, "19 kn"),
    ] as [(WindSpeedUnit, Double, String)])
    func windSpeeds(unit: WindSpeedUnit, valueOfTenMetresPerSecond: Double, text: String) {
        let units = format(DisplayUnits(system: .metric, windSpeed: unit))
        #expect(abs(units.windSpeedValue(10) - valueOfTenMetresPerSecond) < 1e-6)
        #expect(units.windSpeed(10) == text)
    }

    /// Each force's lowest speed and the speed just under it.
    @Test func beaufortForcesChangeAtTheTablesBoundaries() {
        let beaufort = format(DisplayUnits(system: .metric, windSpeed: .beaufort))
        let lowest = [0.0, 0.5, 1.6, 3.4, 5.5, 8.0, 10.8, 13.9, 17.2, 20.8, 24.5, 28.5, 32.7]
        for (force, speed) in lowest.enumerated() {
            #expect(beaufort.windSpeedValue(speed) == Double(force), "\(speed) m/s")
            if force > 0 { #expect(beaufort.windSpeedValue(speed - 0.05) == Double(force - 1), "\(speed - 0.05) m/s") }
        }
        #expect(beaufort.windSpeedValue(70) == 12)
        #expect(beaufort.windSpeed(4.1) == "3 Bft")
        #expect(beaufort.windSpeedUnit == "Bft")
    }

    @Test func pressures() {
        let inches = format(DisplayUnits(system: .metric, pressure: .inchesOfMercury))
        let millimetres = format(DisplayUnits(system: .imperial, pressure: .millimetresOfMercury))
        let hectopascals = format(DisplayUnits(system: .imperial, pressure: .hectopascals))
        // The standard atmosphere: 1013.25 hPa = 29.921 inHg = 760 mmHg.
        #expect(abs(inches.pressureValue(1013.25) - 29.921_25) < 1e-4)
        #expect(abs(millimetres.pressureValue(1013.25) - 760) < 1e-4)
        #expect(inches.pressure(1013.25) == "29.92 inHg")
        #expect(millimetres.pressure(1013.25) == "760 mmHg")
        #expect(hectopascals.pressure(1013.25) == "1013 hPa")
    }

    @Test func precipitation() {
        let inches = format(DisplayUnits(system: .metric, precipitation: .inches))
        let millimetres = format(DisplayUnits(system: .imperial, precipitation: .millimetres))
        #expect(inches.precipitationValue(25.4) == 1)
        #expect(inches.precipitation(12.7) == "0.50 in")
        #expect(millimetres.precipitation(2.54) == "2.5 mm")
        #expect(millimetres.precipitationWidth == 7)
    }

    @Test func theSystemFillsInTheQuantitiesWithoutAUnitOfTheirOwn() {
        let sailor = DisplayUnits(system: .metric, windSpeed: .knots)
        #expect(sailor.temperature == .celsius && sailor.pressure == .hectopascals && sailor.windSpeed == .knots)
        // `u` switches the system; the knots stay.
        let switched = sailor.toggled
        #expect(switched.system == .imperial)
        #expect(switched.temperature == .fahrenheit && switched.pressure == .inchesOfMercury && switched.windSpeed == .knots)
        #expect(switched.toggled == sailor)
    }

    @Test func flagsOverTheConfigFileOverTheSystem() throws {
        let file = try ConfigFileLoader.parse(
            "units = \"imperial\"\nwind_unit = \"kn\"\npressure_unit = \"mmhg\"\ntemperature_unit = \"c\"\nprecipitation_unit = \"mm\"\n",
            path: "config.toml"
        )
        let fromFile = try ResolvedSettings.resolve(flags: .init(), file: file, environment: [:]).units
        #expect(fromFile == DisplayUnits(system: .imperial, temperature: .celsius, windSpeed: .knots, pressure: .millimetresOfMercury, precipitation: .millimetres))
        let flagged = try ResolvedSettings.resolve(flags: .init(windSpeedUnit: .beaufort), file: file, environment: [:]).units
        #expect(flagged.windSpeed == .beaufort && flagged.pressure == .millimetresOfMercury)
        #expect(throws: ConfigurationError.self) { try ConfigFileLoader.parse("wind_unit = \"knots\"\n", path: "config.toml") }
    }

    @Test func jsonCarriesEachQuantitysUnit() throws {
        let units = DisplayUnits(system: .metric, windSpeed: .kilometresPerHour, pressure: .millimetresOfMercury)
        let json = try JSONReport(report: SampleReport.seoul, units: units, language: .english).encoded()
        #expect(json.contains("\"wind_speed\" : \"km\\/h\"") || json.contains("\"wind_speed\" : \"km/h\""), "\(json.suffix(400))")
        #expect(json.contains("mmHg"))
    }
}
