import FoundationEssentials
import Testing
import WeatherCore
@testable import WeatherPresentation

/// Every language's catalog, as the build generates it from po/<code>.po, against English: each
/// translation with the same placeholders and every plural form, within the columns its place on screen
/// has, and whole tables of names and patterns. A message a language does not translate yet reads in
/// English (`make po-status` lists them); that is not a failure.
@Suite struct CatalogTests {
    @Test(arguments: Language.allCases)
    func everyMessageHasEnglishPlaceholders(language: Language) {
        let catalog = Catalog.of(language)
        for id in MessageID.allCases {
            let english = Catalog.english.forms(id).reduce(into: Set<String>()) { $0.formUnion(Catalog.placeholders(in: $1)) }
            for text in catalog.forms(id) where !text.isEmpty {
                let names = Catalog.placeholders(in: text)
                // A plural form may leave the number out ("a day" for 1).
                let allowed = id.rawValue >= MessageID.firstPlural ? [english, english.subtracting(["count"])] : [english]
                #expect(allowed.contains(names), "po/\(language.rawValue).po \(id): \(text)")
            }
        }
    }

    @Test(arguments: Language.allCases)
    func pluralMessagesHaveEveryForm(language: Language) {
        let catalog = Catalog.of(language)
        let plurals = MessageID.allCases.count - MessageID.firstPlural
        #expect(catalog.texts.count == MessageID.firstPlural + plurals * catalog.pluralCount)
        #expect((0...1_000).allSatisfy { (0..<catalog.pluralCount).contains(catalog.pluralForm($0)) })
    }

    @Test(arguments: Language.allCases)
    func tablesAreWhole(language: Language) {
        let catalog = Catalog.of(language)
        #expect(Set((0..<7).map(catalog.weekdayName)).count == 7)
        #expect(Set((1...12).map(catalog.monthName)).count == 12)
        #expect(Set((0..<16).map(catalog.compassPoint)).count == 16)
        #expect(Catalog.placeholders(in: catalog.template(.dayPattern)) == ["weekday", "day", "month"])
        #expect(Catalog.placeholders(in: catalog.template(.shortDayPattern)) == ["weekday", "day"])
        #expect(Catalog.placeholders(in: catalog.template(.morningPattern)) == ["time"])
        #expect(Catalog.placeholders(in: catalog.template(.afternoonPattern)) == ["time"])
        #expect(catalog.template(.morningPattern) != catalog.template(.afternoonPattern))
        #expect(Catalog.placeholders(in: catalog.template(.wholeHourMorningPattern)) == ["hour"])
        #expect(catalog.template(.wholeHourMorningPattern) != catalog.template(.wholeHourAfternoonPattern))
        #expect(Catalog.placeholders(in: catalog.template(.beaufortPattern)) == ["force"])
        #expect([".", ","].contains(catalog.decimalSeparator))
    }

    @Test(arguments: Language.allCases)
    func fixedWidthMessagesFitTheirColumns(language: Language) {
        let catalog = Catalog.of(language)
        for (id, budget) in MessageID.columnBudget {
            for text in catalog.forms(id) where !text.isEmpty {
                let width = DisplayWidth.of(text)
                #expect(width <= budget, "po/\(language.rawValue).po \(id): \"\(text)\" takes \(width) columns of \(budget)")
            }
        }
    }

    /// 7-bit glyphs show the language when its words are ASCII but for the marks ascii mode spells out.
    @Test(arguments: Language.allCases)
    func aLanguageIsWrittenInASCIIWhenAsciiModeCanShowIt(language: Language) {
        let ascii = Glyphs(.ascii)
        let shown = Catalog.of(language).texts.allSatisfy { ascii.text($0).unicodeScalars.allSatisfy(\.isASCII) }
        #expect(shown == language.isWrittenInASCII)
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

    /// A catalog of three plural forms, with a decimal comma, its own compass points and no other words.
    static let partial: Catalog = {
        var texts = Array(repeating: "", count: MessageID.firstPlural + (MessageID.allCases.count - MessageID.firstPlural) * 3)
        texts[MessageID.decimalSeparator.rawValue] = ","
        let compass: [MessageID] = [
            .compassN, .compassNNE, .compassNE, .compassENE, .compassE, .compassESE, .compassSE, .compassSSE,
            .compassS, .compassSSW, .compassSW, .compassWSW, .compassW, .compassWNW, .compassNW, .compassNNW,
        ]
        for (id, point) in zip(compass, ["N", "NNO", "NO", "ONO", "O", "OSO", "SO", "SSO", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"]) {
            texts[id.rawValue] = point
        }
        let minutes = MessageID.firstPlural + (MessageID.minutesAgo.rawValue - MessageID.firstPlural) * 3
        texts[minutes..<minutes + 3] = ["{count} minutę temu", "{count} minuty temu", "{count} minut temu"]
        return Catalog(pluralCount: 3, pluralForm: ReferencePluralRules.rules["pl"]!, texts: texts)
    }()

    @Test func aMessageNoCatalogHasReadsInEnglish() {
        #expect(Self.partial.text(.loadingWeatherFor(place: "Oslo")) == "Loading weather for Oslo…")
        // A plural in English takes English's rule.
        #expect(Self.partial.text(.daysTitle(count: 1)) == "1 day")
        #expect(Self.partial.text(.daysTitle(count: 5)) == "5 days")
    }

    @Test func aPluralTakesTheFormOfTheLanguagesRule() {
        let said = [1, 2, 5, 22, 25].map { Self.partial.text(.minutesAgo(count: $0)) }
        #expect(said == ["1 minutę temu", "2 minuty temu", "5 minut temu", "22 minuty temu", "25 minut temu"])
        #expect(Strings(language: .english).daysTitle(1) == "1 day")
        #expect(Strings(language: .english).daysTitle(16) == "16 days")
        #expect(Strings(language: .french).daysTitle(0) == "0 jour")
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
