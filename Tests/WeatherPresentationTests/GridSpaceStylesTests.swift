import Testing
@testable import WeatherPresentation

@Suite struct GridSpaceStylesTests {
    private let warm = CellStyle(.warning, bold: true)
    private let rain = CellStyle(.rain)

    private func carrying(_ grid: Grid, maximumRun: Int = 12) -> Grid {
        var grid = grid
        grid.carryStylesAcrossSpaces(maximumRun: maximumRun)
        return grid
    }

    private func styles(_ grid: Grid, row: Int = 0) -> [ColorRole] {
        (0..<grid.size.columns).map { grid[$0, row].style.role }
    }

    @Test func spacesBetweenTwoFieldsTakeTheStyleBeforeThem() {
        var grid = Grid(size: TerminalSize(columns: 9, rows: 1))
        grid.write("5°", x: 0, y: 0, style: warm)
        grid.write("  ", x: 2, y: 0)
        grid.write("28%", x: 4, y: 0, style: rain)
        let carried = carrying(grid)
        #expect(carried.lines == grid.lines)
        #expect(styles(carried) == [.warning, .warning, .warning, .warning, .rain, .rain, .rain, .normal, .normal])
        #expect(carried[2, 0].style == warm)
    }

    @Test func leadingTrailingAndLongRunsKeepTheirStyle() {
        var grid = Grid(size: TerminalSize(columns: 12, rows: 2))
        grid.write("a", x: 1, y: 0, style: rain)
        grid.write("b", x: 5, y: 0, style: warm)
        grid.write("c", x: 0, y: 1, style: rain)
        grid.write("d", x: 11, y: 1, style: warm)
        let carried = carrying(grid, maximumRun: 3)
        #expect(styles(carried) == [.normal, .rain, .rain, .rain, .rain, .warning] + Array(repeating: .normal, count: 6))
        #expect(styles(carried, row: 1) == [.rain] + Array(repeating: .normal, count: 10) + [.warning])
    }

    @Test func aRunDoesNotReachIntoTheNextRow() {
        var grid = Grid(size: TerminalSize(columns: 4, rows: 2))
        grid.write("ab", x: 0, y: 0, style: rain)
        grid.write("cd", x: 0, y: 1, style: warm)
        #expect(styles(carrying(grid)) == [.rain, .rain, .normal, .normal])
    }

    @Test func spacesAfterWideAndLineDrawingCharactersAreCarried() {
        var grid = Grid(size: TerminalSize(columns: 8, rows: 1))
        grid.write("─", x: 0, y: 0, style: rain)
        grid.write("가", x: 3, y: 0, style: warm)
        grid.write("b", x: 6, y: 0, style: rain)
        let carried = carrying(grid)
        #expect(carried.lines == grid.lines)
        #expect(styles(carried) == [.rain, .rain, .rain, .warning, .warning, .warning, .rain, .normal])
    }

    @Test func onlyAOneColumnSpaceIsASpace() {
        #expect(Cell.blank.isSpace)
        #expect(Cell(" ", style: CellStyle(.rain)).isSpace)
        #expect(!Cell("─").isSpace)
        #expect(!Cell("\u{3000}", width: 2).isSpace)
        #expect(!Cell.continuation.isSpace)
    }

    @Test func equalRowsStayEqual() {
        var grid = Grid(size: TerminalSize(columns: 10, rows: 2))
        for y in 0..<2 {
            grid.write("21:00", x: 0, y: y, style: CellStyle(.muted))
            grid.write("☂", x: 7, y: y, style: rain)
        }
        let carried = carrying(grid)
        #expect((0..<10).allSatisfy { carried[$0, 0] == carried[$0, 1] })
    }
}
