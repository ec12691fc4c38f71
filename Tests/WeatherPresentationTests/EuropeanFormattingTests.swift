import FoundationEssentials
import Testing
import WeatherCore
@testable import WeatherPresentation

/// The European languages write dates, numbers, compass points and Beaufort forces their own way on
/// screen, and machine output keeps English's.
@Suite struct EuropeanFormattingTests {
    /// Tuesday 24 November 2026, 18:05 UTC.
    static let tuesday = Date(timeIntervalSince1970: 1_795_543_500)
    static let utc = LocalTimeZone(secondsFromGMT: 0)

    @Test(arguments: [
        (Language.german, "Di., 24. Nov.", "Di. 24.", "Di."),
        (.french, "mar. 24 nov.", "mar. 24", "mar."),
        (.spanish, "mar, 24 nov", "mar 24", "mar"),
        (.italian, "mar 24 nov", "mar 24", "mar"),
        (.portuguese, "ter., 24 de nov.", "ter., 24", "ter."),
        (.brazilianPortuguese, "ter., 24 de nov.", "ter., 24", "ter."),
        (.dutch, "di 24 nov", "di 24", "di"),
        (.swedish, "tis 24 nov.", "tis 24", "tis"),
        (.danish, "tirs. 24. nov.", "tirs. 24.", "tirs."),
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
        #expect(LocalDateFormatter(language: .swedish, clock: .twentyFourHour, timeZone: Self.utc).day(may) == "sön 24 maj")
        #expect(LocalDateFormatter(language: .danish, clock: .twentyFourHour, timeZone: Self.utc).day(may) == "søn. 24. maj")
        #expect(LocalDateFormatter(language: .dutch, clock: .twentyFourHour, timeZone: Self.utc).day(may) == "zo 24 mei")
    }

    @Test func aTwelveHourClockAskedForInSpanishSaysAMAndPMAsSpanishDoes() {
        let dates = LocalDateFormatter(language: .spanish, clock: .twelveHour, timeZone: Self.utc)
        #expect(dates.time(Self.tuesday) == "6:05 p. m.")
        #expect(DisplayWidth.of(dates.time(Self.tuesday)) <= dates.timeWidth)
    }

    @Test(arguments: [(Language.portuguese, "6:05 p.m."), (.brazilianPortuguese, "6:05 PM"), (.swedish, "6:05 em"), (.dutch, "6:05 p.m.")])
    func aTwelveHourClockAskedForSaysTheLanguagesMarks(language: Language, expected: String) {
        let dates = LocalDateFormatter(language: language, clock: .twelveHour, timeZone: Self.utc)
        #expect(dates.time(Self.tuesday) == expected)
        #expect(DisplayWidth.of(dates.time(Self.tuesday)) <= dates.timeWidth)
    }

    @Test(arguments: [Language.german, .french, .spanish, .italian, .portuguese, .brazilianPortuguese, .dutch, .swedish, .danish])
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
        (.italian, ["N", "NNE", "E", "ESE", "SSO", "O", "NO"]),
        (.portuguese, ["N", "NNE", "E", "ESE", "SSO", "O", "NO"]),
        (.dutch, ["N", "NNO", "O", "OZO", "ZZW", "W", "NW"]),
        (.swedish, ["N", "NNO", "O", "OSO", "SSV", "V", "NV"]),
        (.danish, ["N", "NNØ", "Ø", "ØSØ", "SSV", "V", "NV"]),
    ])
    func compassPointsAreTheLanguages(language: Language, expected: [String]) {
        let format = UnitFormatter(units: .metric, catalog: Catalog.of(language))
        #expect([0, 22.5, 90, 112.5, 202.5, 270, 315].map { format.compass($0) } == expected)
    }

    @Test(arguments: [(Language.english, "5 Bft"), (.german, "5 Bft"), (.french, "force 5"), (.spanish, "fuerza 5"),
                      (.italian, "forza 5"), (.portuguese, "força 5"), (.dutch, "5 Bft"), (.swedish, "5 Bft"), (.danish, "5 Bft")])
    func beaufortForcesAreNamedAsTheLanguageDoes(language: Language, expected: String) {
        let units = DisplayUnits(system: .metric, windSpeed: .beaufort)
        #expect(UnitFormatter(units: units, catalog: Catalog.of(language)).windSpeed(9) == expected)
    }
}
