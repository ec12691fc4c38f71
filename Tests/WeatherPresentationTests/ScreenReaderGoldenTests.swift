import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

/// The screen-reader form (`--screen-reader`) of each state, in English, Korean and German, at 80×24 and
/// 40×12, compared with `Golden/ScreenReader/<screen>-<language>-<size>.txt`: the text as a screen
/// reader finds it, then a last line with where the cursor stands. `RECORD_GOLDEN=1` rewrites them.
@Suite struct ScreenReaderGoldenTests {
    enum Screen: String, CaseIterable, CustomTestStringConvertible {
        case loading, loaded, readDown, refreshing, updated, days, help, prompt, failed, refreshFailed, warnings, places

        var testDescription: String { rawValue }

        func state(_ language: Language, size: TerminalSize) -> ScreenState {
            var state = ScreenState(units: .metric, language: language, size: size)
            state.screenReader = true
            state.now = SampleReport.now
            let loaded = ScreenState.Phase.loaded(LoadedWeather(report: SampleReport.seoul))
            switch self {
            case .loading:
                state.phase = .loading(placeName: "Seoul")
            case .loaded:
                state.phase = loaded
            case .readDown:
                state.phase = loaded
                state.reading = ReadingPosition.clamped(line: 12, offset: 0, rows: ScreenReaderView.rowsPerLine(state), visibleRows: size.rows - 1)
            case .refreshing:
                state.phase = .loaded(LoadedWeather(report: SampleReport.seoul, isRefreshing: true))
            case .updated:
                state.phase = loaded
                state.announcement = "Updated 08:40. Rain from 14:00."
            case .days:
                var report = SampleReport.seoul
                report.ensemble = SampleReport.ensemble()
                state.phase = .loaded(LoadedWeather(report: report))
                state.listMode = .days
            case .help:
                state.phase = loaded
                state.overlay = .help
            case .prompt:
                state.phase = loaded
                state.recentPlaces = [SampleReport.seoul.place]
                state.overlay = .locationPrompt(LocationPrompt(text: "Busan"))
            case .failed:
                state.phase = .failed(.weather(.offline))
            case .refreshFailed:
                state.phase = .loaded(LoadedWeather(report: SampleReport.seoul, isStale: true))
                state.overlay = .refreshFailure(.weather(.timedOut))
            case .warnings:
                state.phase = .loaded(LoadedWeather(report: SampleWarnings.denver(SampleWarnings.nws)))
                state.overlay = .warnings
            case .places:
                var places = SamplePlaces.state(language: language, selection: 2)
                places.screenReader = true
                places.size = size
                return places
            }
            return state
        }
    }

    static let sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 12)]
    static let languages: [Language] = [.english, .korean, .german]

    @Test(arguments: Screen.allCases, languages)
    func screenMatchesGolden(screen: Screen, language: Language) throws {
        for size in Self.sizes {
            let grid = DashboardView().render(screen.state(language, size: size))
            #expect(grid.lines.allSatisfy { DisplayWidth.of($0) == size.columns }, "a row is not exactly \(size.columns) columns wide")
            #expect(grid.cells.allSatisfy { $0.style == .normal }, "a cell is styled: colour or bold would carry meaning")
            let drawn = grid.lines.joined().unicodeScalars.filter(Self.isDrawing)
            #expect(drawn.isEmpty, "drawing characters on screen: \(String(String.UnicodeScalarView(drawn)))")
            let cursor = try #require(grid.cursor)
            #expect(cursor.y < size.rows - 1, "the cursor is on a line of the list")
            let text = GoldenScreenTests.trimmed(grid.lines, padding: " ") + "cursor \(cursor.x),\(cursor.y)\n"
            try GoldenScreenTests().compare(text, with: "ScreenReader/\(screen.rawValue)-\(language.rawValue)-\(size.columns)x\(size.rows).txt")
        }
    }

    /// Box drawing, block elements, braille, geometric shapes, arrows-as-pictures' neighbours, and the
    /// private-use area (Nerd Font icons): none of them is read as words.
    static func isDrawing(_ scalar: Unicode.Scalar) -> Bool {
        [0x2500...0x259F, 0x25A0...0x25FF, 0x2800...0x28FF, 0xE000...0xF8FF, 0x1F300...0x1FAFF].contains { $0.contains(Int(scalar.value)) }
    }

    @Test func theCursorStandsAtTheStartOfTheFocusedLineAndTheViewFollowsIt() throws {
        var state = Screen.loaded.state(.english, size: TerminalSize(columns: 80, rows: 24))
        let lines = ReadingPage(state: state).lines
        let rows = ScreenReaderView.rowsPerLine(state)
        state.reading.focus(3, rows: rows, visibleRows: 23)
        var grid = DashboardView().render(state)
        #expect(grid.cursor == CursorPosition(x: 0, y: rows[0..<3].reduce(0, +)))
        #expect(grid.lines[grid.cursor!.y].hasPrefix(String(lines[3].prefix(20))))
        state.reading.focus(lines.count - 1, rows: rows, visibleRows: 23)
        grid = DashboardView().render(state)
        let last = try #require(lines.last)
        #expect(grid.lines[grid.cursor!.y].hasPrefix(String(last.prefix(20))))
        #expect(grid.cursor!.y + rows.last! <= 23, "the whole last line is in view")
        #expect(grid.cursor!.y + rows.last! > 23 - rows[rows.count - 2], "the view moved no further than it had to")
    }

    @Test func aChangedValueRewritesOnlyItsLine() {
        var state = Screen.loaded.state(.english, size: TerminalSize(columns: 80, rows: 24))
        let before = DashboardView().render(state)
        var report = SampleReport.seoul
        report.current.humidity = (report.current.humidity ?? 50) + 7
        state.phase = .loaded(LoadedWeather(report: report))
        let after = DashboardView().render(state)
        let rows = Set(after.changes(from: before).map(\.y))
        #expect(rows.count == 1, "rows rewritten: \(rows.sorted())")
        #expect(rows.allSatisfy { after.lines[$0].hasPrefix("Humidity ") })
    }
}
