import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

/// What is cut says so, every column says what it is, and what fits is shown.
@Suite struct ScreenFittingTests {
    let report = SampleReport.seoul

    private func render(_ state: ScreenState) -> [String] {
        DashboardView().render(state).lines
    }

    private func loaded(_ size: TerminalSize, report: WeatherReport = SampleReport.seoul, glyphs: Glyphs = .unicode) -> ScreenState {
        var state = ScreenState(phase: .loaded(LoadedWeather(report: report)), units: .metric, language: .english, size: size, glyphs: glyphs)
        state.resetScroll()
        return state
    }

    private static func springfield(_ region: String, _ population: Int, _ latitude: Double) -> Place {
        Place(
            name: "Springfield", region: region, countryCode: "US", country: "United States", population: population,
            coordinate: Coordinate(latitude: latitude, longitude: -90)!
        )
    }

    static let fourSpringfields = [
        springfield("Missouri", 169_176, 37.2), springfield("Massachusetts", 155_929, 42.1),
        springfield("Illinois", 114_394, 39.8), springfield("Oregon", 62_256, 44.05),
    ]

    @Test func thePickListShowsEveryMatchThereIsRoomFor() {
        var state = loaded(TerminalSize(columns: 32, rows: 10))
        state.overlay = .locationPrompt(LocationPrompt(text: "Springfield", picker: PlacePicker(name: "Springfield", matches: Self.fourSpringfields)))
        let text = render(state).joined(separator: "\n")
        for number in 1...4 {
            #expect(text.contains("\(number) Springfield"), "match \(number) is missing:\n\(text)")
        }
        #expect(text.contains("Esc back"), "the hint keeps Esc:\n\(text)")
    }

    @Test func thePickListMarksMatchesOutOfView() {
        var state = loaded(TerminalSize(columns: 40, rows: 10))
        let many = Self.fourSpringfields + Self.fourSpringfields.map { var place = $0; place.region! += " County"; return place }
        state.overlay = .locationPrompt(LocationPrompt(text: "Springfield", picker: PlacePicker(name: "Springfield", matches: many)))
        let rows = render(state)
        #expect(rows.contains { $0.contains("Springfield") && $0.contains("↓") }, "\(rows.joined(separator: "\n"))")
    }

    @Test func thePopulationLabelStaysInOneColumn() {
        var state = loaded(TerminalSize(columns: 80, rows: 24))
        state.overlay = .locationPrompt(LocationPrompt(text: "Springfield", picker: PlacePicker(name: "Springfield", matches: Self.fourSpringfields)))
        let columns = Set(render(state).compactMap { row in row.range(of: "pop.").map { row.distance(from: row.startIndex, to: $0.lowerBound) } })
        #expect(columns.count == 1, "pop. at columns \(columns)")
    }

    /// A language with a decimal comma groups thousands with a space: "169,176" would read as 169.176 people.
    @Test(arguments: [
        (Language.english, "pop. 169,176"), (.finnish, "as. 169\u{A0}176"), (.greek, "πληθ. 169\u{A0}176"), (.german, "Einw. 169\u{A0}176"),
    ])
    func thePopulationIsGroupedAsTheLanguageWritesNumbers(language: Language, expected: String) {
        var state = loaded(TerminalSize(columns: 80, rows: 24))
        state.language = language
        state.overlay = .locationPrompt(LocationPrompt(text: "Springfield", picker: PlacePicker(name: "Springfield", matches: Self.fourSpringfields)))
        let text = render(state).joined(separator: "\n")
        #expect(text.contains(expected), "\(text)")
    }

    /// The group's no-break space is a plain one on a 7-bit screen.
    @Test func aGroupedNumberOnAnASCIIScreenIsASCII() {
        var state = loaded(TerminalSize(columns: 80, rows: 24), glyphs: Glyphs(.ascii))
        state.language = .german
        state.overlay = .locationPrompt(LocationPrompt(text: "Springfield", picker: PlacePicker(name: "Springfield", matches: Self.fourSpringfields)))
        let text = render(state).joined(separator: "\n")
        #expect(text.contains("169 176") && !text.unicodeScalars.contains("\u{A0}"), "\(text)")
    }

    @Test func theKeyBarBehindThePickListOfAFirstLoadOffersNoRetry() {
        var state = ScreenState(units: .metric, language: .english, size: TerminalSize(columns: 80, rows: 24))
        state.phase = .failed(.location(.ambiguous("Brno", matches: Self.fourSpringfields)))
        state.overlay = .locationPrompt(LocationPrompt(text: "Brno", picker: PlacePicker(name: "Brno", matches: Self.fourSpringfields)))
        let rows = render(state)
        #expect(!rows[rows.count - 1].contains("retry"), "\(rows[rows.count - 1])")
        #expect(rows[0].hasPrefix("┌ Brno "), "\(rows[0])")
    }

    @Test func hintsAndTitlesCutAtFortyColumnsEndInAnEllipsis() {
        var state = loaded(TerminalSize(columns: 40, rows: 16))
        state.recentPlaces = [report.place]
        state.overlay = .locationPrompt(LocationPrompt())
        let text = render(state).joined(separator: "\n")
        #expect(text.contains("Recent places"), "\(text)")
        for line in render(state) where line.contains("Recent places") {
            #expect(line.contains("…") || line.contains("then Enter"), "cut without a mark: \(line)")
        }
        #expect(text.contains("Esc cancel"), "the hint keeps Esc:\n\(text)")
    }

    @Test func anyTextCutAtTheRightEndsInAnEllipsis() {
        var grid = Grid(size: TerminalSize(columns: 10, rows: 1))
        grid.write("Springfield", x: 0, y: 0)
        #expect(grid.lines[0] == "Springfie…")
        var wide = Grid(size: TerminalSize(columns: 6, rows: 1))
        wide.write("스프링필드", x: 0, y: 0)
        #expect(wide.lines[0].hasSuffix("…"), "\(wide.lines[0])")
        var spaces = Grid(size: TerminalSize(columns: 4, rows: 1))
        spaces.write("abcd    ", x: 0, y: 0)
        #expect(spaces.lines[0] == "abcd", "trailing blanks cut are no cut")
    }

    @Test func asciiSpellsOutACutAtEitherEndWithoutTouchingTheBorder() {
        var grid = Grid(size: TerminalSize(columns: 12, rows: 2))
        grid.write("│", x: 8, y: 0, style: Styles.border)
        grid.write("Recent places", x: 0, y: 0, maxWidth: 8)
        #expect(grid.lines[0] == "Recent …│   ")
        grid.write(DisplayWidth.truncateLeading("Springfield", to: 8), x: 2, y: 1)
        grid.spellOutEllipses()
        #expect(grid.lines == ["Recen...│   ", "  ...field  "])
    }

    @Test func twoLongRecentPlacesThatDifferAtTheEndStayApart() {
        let names = ["Saint-Martin-de-la-Place-sur-Loire, Pays de la Loire, FR", "Saint-Martin-de-la-Place-sur-Loire, Normandie, FR"]
        #expect(DisplayWidth.truncate(names[0], to: 30) == DisplayWidth.truncate(names[1], to: 30), "cut at the end they look the same")
        let shown = LocationPromptView.distinctNames(names, fitting: 30)
        #expect(shown[0] != shown[1], "\(shown)")
        #expect(shown.allSatisfy { DisplayWidth.of($0) <= 30 })
        #expect(LocationPromptView.distinctNames(["Seoul, KR", "Busan, KR"], fitting: 30) == ["Seoul, KR", "Busan, KR"])
    }

    @Test func humidityInTheForecastListIsLabelled() {
        let rows = render(loaded(TerminalSize(columns: 140, rows: 40)))
        let stepRows = rows.filter { $0.contains("hum.") }
        #expect(!stepRows.isEmpty, "\(rows.joined(separator: "\n"))")
        #expect(stepRows.allSatisfy { $0.contains("☂") }, "the chance of rain is marked too")
    }

    @Test func aWideShortTerminalShowsSunriseAndSunset() {
        let text = render(loaded(TerminalSize(columns: 200, rows: 10))).joined(separator: "\n")
        #expect(text.contains("sunrise") && text.contains("sunset"), "\(text)")
    }

    @Test func asciiKeepsApproximateAndRainChanceApartAndSpellsOutCuts() {
        var approximate = report
        approximate.place.isApproximate = true
        approximate.place.name = "Saint-Martin-de-la-Place-sur-Loire"
        var state = loaded(TerminalSize(columns: 80, rows: 24), report: approximate, glyphs: Glyphs(.ascii))
        state.listMode = .days
        state.resetScroll()
        let rows = render(state)
        #expect(rows[0].contains("~ Saint-Martin"))
        let chances = rows.filter { $0.range(of: #"' \d+%"#, options: .regularExpression) != nil }
        #expect(!chances.isEmpty, "\(rows.joined(separator: "\n"))")
        #expect(!rows.dropFirst().contains { $0.range(of: #"~ \d+%"#, options: .regularExpression) != nil })
        let narrow = render(loaded(TerminalSize(columns: 40, rows: 12), report: approximate, glyphs: Glyphs(.ascii)))
        #expect(narrow[0].contains("~ Saint-Martin-...") && !narrow[0].contains("…"), "\(narrow[0])")
    }
}
