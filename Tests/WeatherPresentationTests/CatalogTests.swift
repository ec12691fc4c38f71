import FoundationEssentials
import Testing
import WeatherCore
@testable import WeatherPresentation

/// Every language's catalog against English: every message there, with the same placeholders, within
/// the columns its place on screen has, and whole tables of names and patterns.
@Suite struct CatalogTests {
    @Test(arguments: Language.allCases)
    func everyMessageIsThere(language: Language) {
        let catalog = Catalog.of(language)
        let missing = Message.allCases.filter { catalog.messages[$0] == nil }
        #expect(missing.isEmpty, "\(language.rawValue) lacks \(missing)")
    }

    @Test(arguments: Language.allCases)
    func everyMessageHasEnglishPlaceholders(language: Language) {
        let catalog = Catalog.of(language)
        for message in Message.allCases {
            guard let english = Catalog.english.messages[message], let text = catalog.messages[message] else { continue }
            #expect(Catalog.placeholders(in: text) == Catalog.placeholders(in: english), "\(language.rawValue) .\(message.rawValue): \(text)")
        }
    }

    @Test(arguments: Language.allCases)
    func tablesAreWhole(language: Language) {
        let catalog = Catalog.of(language)
        #expect(catalog.weekdays.count == 7)
        #expect(catalog.months.count == 12)
        #expect(Set(catalog.weekdays).count == 7 && Set(catalog.months).count == 12)
        #expect(Catalog.placeholders(in: catalog.dayPattern) == ["weekday", "day", "month"])
        #expect(Catalog.placeholders(in: catalog.shortDayPattern) == ["weekday", "day"])
        #expect(Catalog.placeholders(in: catalog.morningPattern) == ["time"])
        #expect(Catalog.placeholders(in: catalog.afternoonPattern) == ["time"])
        #expect(catalog.morningPattern != catalog.afternoonPattern)
        #expect(Catalog.placeholders(in: catalog.beaufortPattern) == ["force"])
        #expect([".", ","].contains(catalog.decimalSeparator))
        #expect(catalog.compassPoints.count == 16 && Set(catalog.compassPoints).count == 16)
    }

    @Test(arguments: Language.allCases)
    func fixedWidthMessagesFitTheirColumns(language: Language) {
        let strings = Strings(language: language)
        for (message, budget) in Message.columnBudget {
            let width = DisplayWidth.of(strings.text(message))
            #expect(width <= budget, "\(language.rawValue) .\(message.rawValue) takes \(width) columns of \(budget)")
        }
    }

    /// The dates of a whole year (every weekday and month) in the columns the day headings have.
    @Test(arguments: Language.allCases)
    func datesFitTheirColumns(language: Language) {
        let dates = LocalDateFormatter(language: language, clock: .twelveHour, timeZone: LocalTimeZone(secondsFromGMT: 0))
        let year = (0..<366).map { Date(timeIntervalSince1970: 1_767_225_600 + Double($0) * 86_400 + 45_000) }
        #expect(year.map { DisplayWidth.of(dates.day($0)) }.max()! <= 16)
        #expect(year.map { DisplayWidth.of(dates.shortDay($0)) }.max()! <= 10)
        #expect(DisplayWidth.of(dates.time(year[0])) <= dates.timeWidth)
    }

    /// The panels' key lines and the failure screen's keys at 80 columns, less the borders.
    @Test(arguments: Language.allCases, KeyContext.allCases)
    func keyLinesFitAt80Columns(language: Language, context: KeyContext) {
        let line = KeyHintLine(context, strings: Strings(language: language)).text(fitting: 76)
        #expect(!line.contains("…"), "\(language.rawValue) \(context): \(line)")
    }

    /// The main screen's key bar at 80 columns names as many keys in every language as in English.
    @Test(arguments: Language.allCases, [KeyContext.loaded, .failed, .waiting])
    func keyBarKeepsItsKeysAt80Columns(language: Language, context: KeyContext) {
        func shown(_ language: Language) -> Int {
            KeyBar(context, strings: Strings(language: language)).runs(fitting: 76).filter { $0.style == Styles.key }.count
        }
        #expect(shown(language) >= shown(.english))
    }

    @Test func placeholdersAreFilledOnceAndUnknownOnesStay() {
        #expect(Catalog.fill("{a} and {b}", ["a": "{b}", "b": "2"]) == "{b} and 2")
        #expect(Catalog.fill("{missing} {", [:]) == "{missing} {")
        #expect(Strings(language: .korean).loadingWeather(for: "서울") == "서울 날씨를 불러오는 중…")
    }

    /// A catalog with a decimal comma, its own compass points and no messages.
    static let partial = Catalog(
        weekdays: Catalog.english.weekdays, months: Catalog.english.months, dayPattern: "", shortDayPattern: "",
        morningPattern: "", afternoonPattern: "", shortensWholeHours: false, decimalSeparator: ",",
        compassPoints: ["N", "NNO", "NO", "ONO", "O", "OSO", "SO", "SSO", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"],
        messages: [:]
    )

    @Test func aMessageNoCatalogHasReadsInEnglish() {
        #expect(Self.partial.text(.loadingWeatherFor, ["place": "Oslo"]) == "Loading weather for Oslo…")
    }

    @Test func numbersAndCompassPointsAreTheLanguagesOnScreenButNotInMachineOutput() {
        let language = UnitFormatter(units: .metric, catalog: Self.partial)
        #expect(language.windSpeed(3.64) == "3,6 m/s")
        #expect(language.precipitation(0.01) == "<0,1 mm")
        #expect(language.compass(112) == "OSO")
        let machine = UnitFormatter(units: .metric)
        #expect(machine.windSpeed(3.64) == "3.6 m/s")
        #expect(machine.compass(112) == "ESE")
    }
}
