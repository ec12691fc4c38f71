import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

/// Numbers and units as a screen reader speaks them, in the language's plural forms.
@Suite struct SpokenUnitsTests {
    private func spoken(_ language: Language, _ units: DisplayUnits = .metric) -> SpokenUnits {
        SpokenUnits(units: units, strings: Strings(language: language))
    }

    @Test func temperaturesAreWholeDegreesInThePluralTheNumberTakes() {
        let english = spoken(.english)
        #expect(english.temperature(6.2) == "6 degrees")
        #expect(english.temperature(1) == "1 degree")
        #expect(english.temperature(-3.4) == "-3 degrees")
        #expect(spoken(.english, .imperial).temperature(0) == "32 degrees")
        #expect(spoken(.korean).temperature(6) == "6도")
        let polish = spoken(.polish)
        #expect([1, 2, 5, 22, 25].map { polish.temperature(Double($0)) } == ["1 stopień", "2 stopnie", "5 stopni", "22 stopnie", "25 stopni"])
        #expect([1, 3, 11, 21].map { spoken(.russian).temperature(Double($0)) } == ["1 градус", "3 градуса", "11 градусов", "21 градус"])
    }

    @Test func windSpeedsAreSpokenInTheUnitChosen() {
        #expect(spoken(.english).windSpeed(3.6) == "4 metres per second")
        #expect(spoken(.english).windSpeed(1) == "1 metre per second")
        #expect(spoken(.english, DisplayUnits(system: .metric, windSpeed: .kilometresPerHour)).windSpeed(3.6) == "13 kilometres per hour")
        #expect(spoken(.english, .imperial).windSpeed(4.4704) == "10 miles per hour")
        #expect(spoken(.english, DisplayUnits(system: .metric, windSpeed: .knots)).windSpeed(5.144) == "10 knots")
        #expect(spoken(.english, DisplayUnits(system: .metric, windSpeed: .beaufort)).windSpeed(6) == "force 4")
        #expect(spoken(.korean).windSpeed(3.6) == "초속 4미터")
        #expect(spoken(.german, DisplayUnits(system: .metric, windSpeed: .kilometresPerHour)).windSpeed(10) == "36 Kilometer pro Stunde")
    }

    /// The radar's distances: whole kilometres, or miles where the units are imperial, in the plural the number takes.
    @Test func distancesAreWholeKilometresOrMiles() {
        #expect(spoken(.english).distance(kilometres: 31.4) == "31 kilometres")
        #expect(spoken(.english).distance(kilometres: 1.2) == "1 kilometre")
        #expect(spoken(.english, .imperial).distance(kilometres: 500) == "311 miles")
        #expect([1, 3, 5].map { spoken(.russian).distance(kilometres: Double($0)) } == ["1 километр", "3 километра", "5 километров"])
    }

    @Test func directionsAndWeekdaysAreWrittenOut() {
        let english = spoken(.english)
        #expect(english.direction(67.5) == "east-north-east")
        #expect(english.direction(0) == "north")
        #expect(english.direction(350) == "north")
        #expect(english.direction(-90) == "west")
        #expect(spoken(.german).direction(225) == "Südwest")
        #expect(english.weekday(6) == "Saturday")
        #expect(spoken(.korean).weekday(6) == "토요일")
    }

    @Test func amountsAndSpansHaveTheirUnitsWrittenOut() {
        #expect(spoken(.english).precipitation(0.4) == "0.4 millimetres")
        #expect(spoken(.english).precipitation(0.02) == "less than 0.1 millimetres")
        #expect(spoken(.english, .imperial).precipitation(2.54) == "0.10 inches")
        #expect(spoken(.german).precipitation(1.25) == "1,3 Millimeter" || spoken(.german).precipitation(1.25) == "1,2 Millimeter")
        #expect(spoken(.russian).precipitation(0.4) == "0,4 миллиметра")
        #expect(spoken(.english).precipitationRate(millimetresPerHour: 2.1) == "2.1 millimetres an hour")
        #expect(spoken(.english).precipitationRate(millimetresPerHour: 0.02) == "less than 0.1 millimetres an hour")
        #expect(spoken(.english, .imperial).precipitationRate(millimetresPerHour: 2.54) == "0.10 inches an hour")
        #expect(spoken(.japanese).precipitationRate(millimetresPerHour: 12) == "1時間に12.0ミリメートル")
        #expect(spoken(.english).span(minutes: 25) == "25 minutes")
        #expect(spoken(.english).span(minutes: 120) == "2 hours")
        #expect(spoken(.english).span(minutes: 60) == "1 hour")
        #expect(spoken(.polish).span(minutes: 25) == "25 minut")
        #expect(spoken(.korean).span(minutes: 45) == "45분")
    }

    @Test func theRainToComeIsSaidWithoutAbbreviations() {
        let summary = SpokenReport(report: SampleReport.seoul, units: .metric, strings: Strings(language: .english), clock: .twentyFourHour, now: SampleReport.now).summary
        #expect(summary.contains("No rain expected in the next 24 hours."))
        #expect(summary.contains("Next rain tomorrow 09:00, 74 percent chance of rain."))
        #expect(!summary.joined().contains("%") && !summary.joined().contains(" h."))
    }

    @Test func percentagesAreWords() {
        #expect(spoken(.english).percent(10) == "10 percent")
        #expect(spoken(.czech).percent(3) == "3 procenta")
        #expect(spoken(.korean).percent(71) == "71퍼센트")
    }

    @Test func aForecastStepIsOneSentenceWithEveryNumberInWords() throws {
        let report = SampleReport.seoul
        var item = try #require(report.forecast.first)
        item.temperature = 6
        item.condition = .mainlyClear
        item.precipitationChance = 0.1
        item.windSpeed = 4
        item.windDirection = 67.5
        let english = SpokenReport(report: report, units: .metric, strings: Strings(language: .english), clock: .twelveHour, now: SampleReport.now)
        let weekday = try #require(report.timeZone.civilTime(item.time)).weekday
        let day = SpokenUnits(units: .metric, strings: Strings(language: .english)).weekday(weekday)
        let time = LocalDateFormatter(language: .english, clock: .twelveHour, timeZone: report.timeZone).shortTime(item.time)
        #expect(english.step(item) == "\(day) \(time), 6 degrees, mainly clear, 10 percent chance of rain, wind 4 metres per second from the east-north-east.")
        let korean = SpokenReport(report: report, units: .metric, strings: Strings(language: .korean), clock: .twentyFourHour, now: SampleReport.now)
        #expect(korean.step(item).contains("6도, "))
        #expect(korean.step(item).contains("강수 확률 10퍼센트"))
        #expect(korean.step(item).contains("동북동풍 초속 4미터"))
    }

    @Test func theSummarySaysTheWeatherNowFirstInSentences() {
        let report = SampleReport.seoul
        let summary = SpokenReport(report: report, units: .metric, strings: Strings(language: .english), clock: .twentyFourHour, now: SampleReport.now).summary
        let temperature = SpokenUnits(units: .metric, strings: Strings(language: .english)).temperature(report.current.temperature)
        #expect(summary.first == "Seoul, KR: \(Strings(language: .english).condition(report.current.condition)), \(temperature).")
        #expect(summary.allSatisfy { $0.hasSuffix(".") })
        #expect(summary.contains { $0.hasPrefix("Wind ") && $0.contains("per second") })
        #expect(!summary.joined().contains("°"))
        #expect(!summary.joined().contains("m/s"))
    }

    @Test func aScriptGetsTheSameSentencesWithTheTimeAndTheCredit() {
        let text = SpokenTextReport(report: SampleReport.seoul, units: .metric, language: .english, now: SampleReport.now).text
        let lines = text.split(separator: "\n").map(String.init)
        let spoken = SpokenReport(report: SampleReport.seoul, units: .metric, strings: Strings(language: .english), clock: .twentyFourHour, now: SampleReport.now)
        #expect(Array(lines.prefix(spoken.summary.count)) == spoken.summary)
        #expect(lines[spoken.summary.count] == "Updated 08:40.")
        #expect(lines.contains(spoken.list(.threeHour)[1]))
        #expect(lines.last == "Weather data by Open-Meteo.com (CC BY 4.0).")
        let offline = SpokenTextReport(
            report: SampleReport.seoul, units: .metric, language: .english, offlineAt: SampleReport.now.addingTimeInterval(7200), now: SampleReport.now
        ).text
        #expect(offline.contains("\nOffline: stored data from Sat 22 Nov 08:40 (2 h ago).\n"))
    }
}

/// The sea near a coast as a screen reader speaks it: the header's sea line a sentence a part, and the
/// `m` view's hours from the one that holds now.
@Suite struct SpokenSeaTests {
    static func spoken(_ units: DisplayUnits = .metric) -> SpokenReport {
        var report = SampleReport.seoul
        report.marine = SampleReport.sea()
        return SpokenReport(report: report, units: units, strings: Strings(language: .english), clock: .twentyFourHour, now: SampleReport.now)
    }

    @Test func theSummarySaysTheNextTideTheWavesAndTheSea() {
        let sea = Self.spoken().summary.filter { $0.contains("tide") || $0.hasPrefix("Waves") || $0.hasPrefix("Sea") }
        #expect(sea.count == 3, "\(sea)")
        #expect(sea.first?.range(of: #"^(High|Low) tide \d\d:\d\d \(-?\d\.\d metres\)\.$"#, options: .regularExpression) != nil, "\(sea)")
        #expect(sea.dropFirst().first?.hasSuffix("metres from west.") == true, "\(sea)")
        #expect(sea.last == "Sea 17 degrees.")
        #expect(Self.spoken(.imperial).summary.contains { $0.contains(" feet") })
    }

    @Test func theSeaViewReadsFromTheHourThatHoldsNow() {
        let lines = Self.spoken().list(.sea)
        #expect(lines.prefix(2) == ["Sea.", "Tides: Open-Meteo's model, not for navigation."])
        let hours = lines.dropFirst(2)
        // The sample's hours start six hours before now: the first line read is the current hour's.
        #expect(hours.count == 48)
        #expect(hours.allSatisfy { $0.contains("waves ") && $0.contains("sea 17 degrees") && !$0.contains(" m ") })
        #expect(hours.contains { $0.contains("High tide") } && hours.contains { $0.contains("Low tide") })
    }
}
