import FoundationEssentials
import Testing
import WeatherCore
@testable import WeatherPresentation

/// German, French and Spanish write dates, numbers, compass points and Beaufort forces their own way on
/// screen, and machine output keeps English's.
@Suite struct EuropeanFormattingTests {
    /// Tuesday 24 November 2026, 18:05 UTC.
    static let tuesday = Date(timeIntervalSince1970: 1_795_543_500)
    static let utc = LocalTimeZone(secondsFromGMT: 0)

    @Test(arguments: [
        (Language.german, "Di., 24. Nov.", "Di. 24.", "Di."),
        (.french, "mar. 24 nov.", "mar. 24", "mar."),
        (.spanish, "mar, 24 nov", "mar 24", "mar"),
    ])
    func datesReadAsTheLanguageWritesThem(language: Language, day: String, shortDay: String, weekday: String) {
        let dates = LocalDateFormatter(language: language, clock: .twentyFourHour, timeZone: Self.utc)
        #expect(dates.day(Self.tuesday) == day)
        #expect(dates.shortDay(Self.tuesday) == shortDay)
        #expect(dates.weekday(Self.tuesday) == weekday)
        #expect(dates.time(Self.tuesday) == "18:05")
    }

    @Test func monthsWithoutAnAbbreviationKeepTheirWholeName() {
        let may = Date(timeIntervalSince1970: 1_779_624_000)  // Sunday 24 May 2026, 12:00 UTC
        #expect(LocalDateFormatter(language: .german, clock: .twentyFourHour, timeZone: Self.utc).day(may) == "So., 24. Mai")
        #expect(LocalDateFormatter(language: .french, clock: .twentyFourHour, timeZone: Self.utc).day(may) == "dim. 24 mai")
        #expect(LocalDateFormatter(language: .spanish, clock: .twentyFourHour, timeZone: Self.utc).day(may) == "dom, 24 may")
    }

    @Test func aTwelveHourClockAskedForInSpanishSaysAMAndPMAsSpanishDoes() {
        let dates = LocalDateFormatter(language: .spanish, clock: .twelveHour, timeZone: Self.utc)
        #expect(dates.time(Self.tuesday) == "6:05 p. m.")
        #expect(DisplayWidth.of(dates.time(Self.tuesday)) <= dates.timeWidth)
    }

    @Test(arguments: [Language.german, .french, .spanish])
    func numbersHaveADecimalCommaOnScreenAndAPointInMachineOutput(language: Language) {
        let screen = UnitFormatter(units: .metric, catalog: Catalog.of(language))
        #expect(screen.preciseTemperature(12.5) == "12,5°C")
        #expect(screen.windSpeed(3.64) == "3,6 m/s")
        #expect(screen.precipitation(2.46) == "2,5 mm")
        #expect(screen.visibility(4_500) == "4,5 km")
        let machine = UnitFormatter(units: .metric)
        #expect(machine.preciseTemperature(12.5) == "12.5°C")
    }

    @Test(arguments: [
        (Language.german, ["N", "NNO", "O", "OSO", "SSW", "W", "NW"]),
        (.french, ["N", "NNE", "E", "ESE", "SSO", "O", "NO"]),
        (.spanish, ["N", "NNE", "E", "ESE", "SSO", "O", "NO"]),
    ])
    func compassPointsAreTheLanguages(language: Language, expected: [String]) {
        let format = UnitFormatter(units: .metric, catalog: Catalog.of(language))
        #expect([0, 22.5, 90, 112.5, 202.5, 270, 315].map { format.compass($0) } == expected)
    }

    @Test(arguments: [(Language.english, "5 Bft"), (.german, "5 Bft"), (.french, "force 5"), (.spanish, "fuerza 5")])
    func beaufortForcesAreNamedAsTheLanguageDoes(language: Language, expected: String) {
        let units = DisplayUnits(system: .metric, windSpeed: .beaufort)
        #expect(UnitFormatter(units: units, catalog: Catalog.of(language)).windSpeed(9) == expected)
    }
}
