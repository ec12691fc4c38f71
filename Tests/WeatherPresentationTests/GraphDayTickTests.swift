import Testing
import WeatherCore
@testable import WeatherPresentation

/// The graph runs left to right in every language, so each day's tick marks the column where that day
/// starts, with the day's name after it: a right-to-left name must not carry the tick to its far end.
/// (A language whose names are shorter fits one more day at the right edge than English.)
@Suite struct GraphDayTickTests {
    private func tickRow(_ language: Language) -> (columns: [Int], grid: Grid, row: Int)? {
        var state = ScreenState(units: .metric, language: language, size: TerminalSize(columns: 80, rows: 24))
        state.phase = .loaded(LoadedWeather(report: SampleReport.seoul))
        state.resetScroll(offset: 0)
        let grid = DashboardView().render(state)
        for y in 0..<grid.size.rows {
            let columns = (0..<grid.size.columns).filter { grid[$0, y].text == "╵" }
            if !columns.isEmpty { return (columns, grid, y) }
        }
        return nil
    }

    @Test(arguments: [Language.arabic, .hebrew, .persian])
    func eachTickMarksTheDaysStartWithItsNameAfterIt(language: Language) throws {
        let english = try #require(tickRow(.english))
        let rightToLeft = try #require(tickRow(language))
        #expect(!rightToLeft.columns.isEmpty)
        #expect(zip(rightToLeft.columns, english.columns).allSatisfy { $0 == $1 }, "ticks at \(rightToLeft.columns), days start at \(english.columns)")
        for column in rightToLeft.columns {
            #expect(rightToLeft.grid[column + 1, rightToLeft.row].text != " ", "no name after the tick at \(column)")
        }
    }
}
