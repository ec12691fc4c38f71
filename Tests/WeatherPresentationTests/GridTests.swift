import Testing
@testable import WeatherPresentation

@Suite struct GridTests {
    @Test func widthsAgreeWithWcwidth() {
        #expect(DisplayWidth.of("서울") == 4)
        #expect(DisplayWidth.of("Seoul") == 5)
        #expect(DisplayWidth.of("⛅") == 2)
        #expect(DisplayWidth.of("☀") == 1)
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("°C") == 2)
    }

    @Test(arguments: ["┌─ Seoul ─┐", "⠁⣿⡇ 12°", "↑↓ ▁▃▅▇ 5 mm · 3–4 m/s…", "─\u{301}─", "⣿\u{FE0F}", "☂ 74%", "─\u{200D}─"])
    func bordersGraphsAndSymbolsMeasureAsTheirCharacters(text: String) {
        #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) })
        var grid = Grid(size: TerminalSize(columns: 30, rows: 1))
        let written = grid.write(text, x: 0, y: 0)
        #expect(written == DisplayWidth.of(text))
        #expect(grid.lines[0].hasPrefix(text.filter { DisplayWidth.of($0) > 0 }))
    }

    @Test func wideCharactersTakeTwoCellsAndAreNeverCutInHalf() {
        var grid = Grid(size: TerminalSize(columns: 5, rows: 1))
        #expect(grid.write("서울시", x: 0, y: 0) == 5)
        #expect(grid.lines == ["서울…"], "the column left by the cut marks it")
        #expect(DisplayWidth.of(grid.lines[0]) == 5)
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var grid = Grid(size: TerminalSize(columns: 4, rows: 1))
        grid.write("서울", x: 0, y: 0)
        grid.write("x", x: 1, y: 0)
        #expect(grid.lines == [" x울"])
    }

    @Test func truncationAddsAnEllipsis() {
        #expect(DisplayWidth.truncate("Mountain View", to: 8) == "Mountai…")
        #expect(DisplayWidth.truncate("서울특별시", to: 6) == "서울…")
        #expect(DisplayWidth.pad("5°C", to: 6, alignRight: true) == "   5°C")
    }

    @Test func paddingFillsOrCutsToTheWidth() {
        #expect(DisplayWidth.pad("서울", to: 6) == "서울  ")
        #expect(DisplayWidth.pad("Mountain View", to: 8) == "Mountai…")
        #expect(DisplayWidth.pad("rain", to: 4) == "rain")
        #expect(DisplayWidth.pad("rain", to: 0) == "")
        #expect(DisplayWidth.spaces(0) == "")
        #expect(DisplayWidth.spaces(3) == "   ")
    }

    @Test func horizontalLinesKeepBothEnds() {
        var grid = Grid(size: TerminalSize(columns: 6, rows: 3))
        grid.horizontalLine(x: 0, y: 0, width: 6, ends: ("├", "┤"), style: .normal)
        grid.horizontalLine(x: 1, y: 1, width: 1, ends: ("├", "┤"), style: .normal)
        grid.horizontalLine(x: 3, y: 2, width: 6, ends: ("└", "┘"), style: .normal)
        #expect(grid.lines == ["├────┤", " ├┤   ", "   └──"])
    }

    @Test func writesAreClipped() {
        var grid = Grid(size: TerminalSize(columns: 6, rows: 2))
        grid.write("abcdef", x: 2, y: 1, clip: Rect(x: 0, y: 0, width: 5, height: 2))
        grid.write("zz", x: 0, y: 5)
        #expect(grid.lines == ["      ", "  ab… "], "a cut ends in an ellipsis")
    }
}
