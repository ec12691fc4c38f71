import Testing
@testable import WeatherPresentation

@Suite struct GridDiffTests {
    private let size = TerminalSize(columns: 6, rows: 2)

    private func grid(_ rows: [String], size: TerminalSize? = nil) -> Grid {
        var grid = Grid(size: size ?? self.size)
        for (y, row) in rows.enumerated() { grid.write(row, x: 0, y: y) }
        return grid
    }

    private func positions(_ changes: [GridChange]) -> [String] {
        changes.map { "\($0.x),\($0.y)=\($0.cell.text)" }
    }

    @Test func theFirstDrawWritesEveryCellButContinuations() {
        let next = grid(["a한b", "xyz"])
        let changes = next.changes(from: nil)
        #expect(changes.count == 6 + 6 - 1)
        #expect(!changes.contains { $0.cell.width == 0 })
    }

    @Test func anUnchangedGridWritesNothing() {
        #expect(grid(["abc", "def"]).changes(from: grid(["abc", "def"])).isEmpty)
    }

    @Test func onlyChangedCellsAreWritten() {
        #expect(positions(grid(["abc", "dXf"]).changes(from: grid(["abc", "def"]))) == ["1,1=X"])
    }

    @Test func aStyleChangeIsAChange() {
        var next = grid(["abc"])
        next.write("b", x: 1, y: 0, style: CellStyle(.warning))
        #expect(positions(next.changes(from: grid(["abc"]))) == ["1,0=b"])
    }

    @Test func wideCharactersReplacingNarrowOnesAndBack() {
        #expect(positions(grid(["a한"]).changes(from: grid(["abc"]))) == ["1,0=한"])
        #expect(positions(grid(["abc"]).changes(from: grid(["a한"]))) == ["1,0=b", "2,0=c"])
        #expect(positions(grid(["a서"]).changes(from: grid(["a한"]))) == ["1,0=서"])
    }

    @Test func aChangeInTheLastColumnAndTheBottomRightCell() {
        #expect(positions(grid(["abcdeF", "uvwxyZ"]).changes(from: grid(["abcdef", "uvwxyz"]))) == ["5,0=F", "5,1=Z"])
    }

    @Test func aResizeRedrawsEverything() {
        let previous = grid(["abc", "def"])
        let next = grid(["abc", "def", "ghi"], size: TerminalSize(columns: 6, rows: 3))
        #expect(next.changes(from: previous).count == 18)
    }
}
