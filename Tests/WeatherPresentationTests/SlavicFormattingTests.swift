import FoundationEssentials
import Testing
import WeatherCore
@testable import WeatherPresentation

/// Polish, Czech, Russian and Ukrainian: their dates, compass points, unit symbols and Beaufort forces,
/// and the three plural forms their sentences take with a number ("21 минуту", "22 минуты", "25 минут").
@Suite struct SlavicFormattingTests {
    /// Tuesday 24 November 2026, 18:05 UTC.
    static let tuesday = Date(timeIntervalSince1970: 1_795_543_500)
    /// Sunday 24 May 2026, 12:00 UTC.
    static let may = Date(timeIntervalSince1970: 1_779_624_000)
    static let utc = LocalTimeZone(secondsFromGMT: 0)

    @Test(arguments: [
        (Language.polish, "wt., 24 lis", "wt., 24", "niedz., 24 maj"),
        (.czech, "út 24. 11.", "út 24.", "ne 24. 5."),
        (.russian, "вт, 24 нояб.", "вт, 24", "вс, 24 мая"),
        (.ukrainian, "вт, 24 лист.", "вт, 24", "нд, 24 трав."),
    ])
    func datesReadAsTheLanguageWritesThem(language: Language, day: String, shortDay: String, sunday: String) {
        let dates = LocalDateFormatter(language: language, clock: .twentyFourHour, timeZone: Self.utc)
        #expect(dates.day(Self.tuesday) == day)
        #expect(dates.shortDay(Self.tuesday) == shortDay)
        #expect(dates.day(Self.may) == sunday)
        #expect(dates.time(Self.tuesday) == "18:05")
    }

    @Test(arguments: [(Language.czech, "6:05 odp."), (.ukrainian, "6:05 пп"), (.russian, "6:05 PM")])
    func aTwelveHourClockAskedForSaysTheLanguagesMarks(language: Language, expected: String) {
        let dates = LocalDateFormatter(language: language, clock: .twelveHour, timeZone: Self.utc)
        #expect(dates.time(Self.tuesday) == expected)
        #expect(DisplayWidth.of(dates.time(Self.tuesday)) <= dates.timeWidth)
    }

    @Test(arguments: [
        (Language.polish, ["N", "NNE", "E", "ESE", "SSW", "W", "NW"], "5°B", ["3,6 m/s", "1018 hPa"]),
        (.czech, ["S", "SSV", "V", "VJV", "JJZ", "Z", "SZ"], "5° B", ["3,6 m/s", "1018 hPa"]),
        (.russian, ["С", "ССВ", "В", "ВЮВ", "ЮЮЗ", "З", "СЗ"], "5 б.", ["3,6 м/с", "1018 гПа"]),
        (.ukrainian, ["Пн", "ПнПнСх", "Сх", "СхПдСх", "ПдПдЗх", "Зх", "ПнЗх"], "5 б.", ["3,6 м/с", "1018 гПа"]),
    ])
    func compassPointsUnitsAndBeaufortForcesAreTheLanguages(
        language: Language, points: [String], force: String, measures: [String]
    ) {
        let format = UnitFormatter(units: .metric, catalog: Catalog.of(language))
        #expect([0, 22.5, 90, 112.5, 202.5, 270, 315].map { format.compass($0) } == points)
        #expect(format.preciseTemperature(12.5) == "12,5°C")
        #expect([format.windSpeed(3.64), format.pressure(1018.2)] == measures)
        let beaufort = UnitFormatter(units: DisplayUnits(system: .metric, windSpeed: .beaufort), catalog: Catalog.of(language))
        #expect(beaufort.windSpeed(9) == force)
    }

    @Test(arguments: [
        (Language.polish, [1: "minutę temu", 2: "2 minuty temu", 5: "5 minut temu", 12: "12 minut temu", 22: "22 minuty temu"]),
        (.czech, [1: "před minutou", 3: "před 3 minutami", 5: "před 5 minutami", 22: "před 22 minutami"]),
        (.russian, [1: "1 минуту назад", 21: "21 минуту назад", 22: "22 минуты назад", 25: "25 минут назад", 11: "11 минут назад"]),
        (.ukrainian, [1: "1 хвилину тому", 21: "21 хвилину тому", 22: "22 хвилини тому", 25: "25 хвилин тому", 12: "12 хвилин тому"]),
    ])
    func agesTakeTheFormOfTheirNumber(language: Language, expected: [Int: String]) {
        let strings = Strings(language: language)
        for (minutes, text) in expected {
            #expect(strings.age(Double(minutes * 60)) == text, "\(language.rawValue) \(minutes)")
        }
    }

    @Test(arguments: [
        (Language.polish, ["1 dzień", "2 dni", "16 dni"], "Deszcz za 21 minut, potrwa mniej więcej godzinę"),
        (.czech, ["1 den", "2 dny", "16 dní"], "Déšť za 21 minut, potrvá asi hodinu"),
        (.russian, ["1 день", "2 дня", "16 дней"], "Дождь через 21 минуту, примерно на 1 час"),
        (.ukrainian, ["1 день", "2 дні", "16 днів"], "Дощ через 21 хвилину, приблизно на 1 годину"),
    ])
    func countedSentencesTakeTheFormOfTheirNumber(language: Language, days: [String], nowcast: String) {
        let strings = Strings(language: language)
        #expect([1, 2, 16].map(strings.daysTitle) == days)
        #expect(strings.nowcast(.rainIn(minutes: 21, lasting: 60)) == nowcast)
    }

    /// The participle agrees with the place: one of 21 (singular), of 22 and of 25 (plural).
    @Test(arguments: [
        (Language.russian, [21: "первое из 21 места, найденного по запросу Springfield", 22: "первое из 22 мест, найденных по запросу Springfield",
                            25: "первое из 25 мест, найденных по запросу Springfield"]),
        (.ukrainian, [21: "перше з 21 місця, знайденого за запитом Springfield", 22: "перше з 22 місць, знайдених за запитом Springfield",
                      25: "перше з 25 місць, знайдених за запитом Springfield"]),
    ])
    func theDoctorsFirstOfSeveralPlacesAgreesWithItsNumber(language: Language, expected: [Int: String]) {
        let strings = Strings(language: language)
        for (count, text) in expected {
            #expect(strings.text(.doctorWaySearchFirst(count: count, name: "Springfield")) == text)
        }
    }
}
