import Testing
@testable import WeatherPresentation

@Suite struct TemperatureGraphTests {
    /// The dot rows the line passes through in each dot column, top row 0.
    private func rows(_ graph: TemperatureGraph) -> [[Int]] {
        (0..<graph.columns * 2).map { x in
            (0..<graph.rows * 4).filter { y in graph.dots[y / 4][x / 2] & Braille.bit(x: x % 2, y: y % 4) != 0 }
        }
    }

    @Test func aRisingLineRunsFromTheBottomLeftToTheTopRight() {
        let graph = TemperatureGraph(temperatures: [0, 10, 20], precipitation: [], columns: 4, rows: 2, barRows: 1, fullBar: 1)
        let dots = rows(graph)
        #expect(dots.first == [7])
        #expect(dots.last == [0])
        #expect(graph.low == 0 && graph.high == 20)
        #expect(dots.allSatisfy { !$0.isEmpty }, "joined: a dot in every column")
    }

    /// The band takes the scale with the line, and shades only between its ends: a flat line at 10 in a
    /// band 5…15 over four rows (16 dot rows, 15 at the top) has band dots from the top row to the bottom,
    /// in the lattice (left column rows 0, 4, 8, 12; right column rows 2, 6, 10, 14); no band, no dots.
    @Test func theBandShadesBetweenItsEndsOnTheLinesScale() {
        let band: [ClosedRange<Double>?] = [5...15, 5...15, 5...15]
        let graph = TemperatureGraph(temperatures: [10, 10, 10], precipitation: [], band: band, columns: 3, rows: 4, barRows: 1, fullBar: 1)
        #expect(graph.low == 5 && graph.high == 15)
        let bandRows = (0..<graph.columns * 2).map { x in
            (0..<graph.rows * 4).filter { y in graph.bandDots[y / 4][x / 2] & Braille.bit(x: x % 2, y: y % 4) != 0 }
        }
        #expect(bandRows.enumerated().allSatisfy { x, rows in rows == (x % 2 == 0 ? [0, 4, 8, 12] : [2, 6, 10, 14]) })
        let narrow = TemperatureGraph(temperatures: [5, 15], precipitation: [], band: [9...11, 9...11], columns: 2, rows: 4, barRows: 1, fullBar: 1)
        #expect(narrow.bandDots.flatMap { $0 }.contains { $0 != 0 })
        #expect(narrow.bandDots[0].allSatisfy { $0 == 0 } && narrow.bandDots[3].allSatisfy { $0 == 0 }, "nothing beyond its ends")
        let none = TemperatureGraph(temperatures: [5, 15], precipitation: [], columns: 2, rows: 4, barRows: 1, fullBar: 1)
        #expect(none.bandDots.flatMap { $0 }.allSatisfy { $0 == 0 })
    }

    @Test func flatTemperaturesDrawAStraightLineInTheMiddle() {
        let graph = TemperatureGraph(temperatures: [5, 5, 5, 5], precipitation: [], columns: 6, rows: 3, barRows: 1, fullBar: 1)
        #expect(rows(graph).allSatisfy { $0 == [6] })
    }

    @Test func aSingleItemIsOneDot() {
        let graph = TemperatureGraph(temperatures: [12], precipitation: [3], columns: 5, rows: 2, barRows: 1, fullBar: 6)
        let dots = rows(graph)
        #expect(dots[0] == [4])
        #expect(dots.dropFirst().allSatisfy { $0.isEmpty })
        #expect(graph.bars == [4, 0, 0, 0, 0])
        #expect(graph.column(at: 0) == 0)
    }

    @Test func aFortyDegreeSwingStaysJoinedAndInside() {
        let graph = TemperatureGraph(temperatures: [-40, 40, -40], precipitation: [], columns: 3, rows: 3, barRows: 1, fullBar: 1)
        let dots = rows(graph)
        #expect(dots[0] == [11])
        #expect(dots[3].contains(0))
        #expect(dots.last?.last == 11)
        for (left, right) in zip(dots, dots.dropFirst()) where !left.isEmpty && !right.isEmpty {
            let gap = max(left.min()!, right.min()!) - min(left.max()!, right.max()!)
            #expect(gap <= 1, "steps between neighbouring columns are filled: \(dots)")
        }
    }

    @Test func missingValuesLeaveAGapAndDoNotMoveTheScale() {
        let graph = TemperatureGraph(temperatures: [0, nil, nil, 30], precipitation: [], columns: 4, rows: 1, barRows: 1, fullBar: 1)
        let dots = rows(graph)
        #expect(dots[0] == [3])
        #expect(dots[7] == [0])
        #expect(dots[2...5].allSatisfy { $0.isEmpty })
        #expect(graph.columnTemperatures[1] == nil)
    }

    @Test func nonsenseValuesNeitherTrapNorDraw() {
        let graph = TemperatureGraph(temperatures: [.nan, .infinity, 3], precipitation: [.nan, -1, .infinity], columns: 3, rows: 1, barRows: 1, fullBar: 1)
        #expect(graph.low == 3 && graph.high == 3)
        #expect(graph.bars == [0, 0, 0])
        _ = TemperatureGraph(temperatures: [-1e300, 1e300], precipitation: [], columns: 2, rows: 1, barRows: 1, fullBar: 1)
    }

    @Test func barsScaleToTheFullAmountAndShowAnyRain() {
        let graph = TemperatureGraph(temperatures: [1, 1, 1, 1], precipitation: [0, 0.01, 2, 8], columns: 4, rows: 1, barRows: 2, fullBar: 4)
        #expect(graph.bars == [0, 1, 8, 16])
    }

    @Test func positionsMapToColumns() {
        let graph = TemperatureGraph(temperatures: Array(repeating: 1, count: 9), precipitation: [], columns: 8, rows: 1, barRows: 0, fullBar: 1)
        #expect(graph.column(at: 0) == 0)
        #expect(graph.column(at: 8) == 7)
        #expect(graph.column(at: 4) == 4)
        #expect(graph.column(at: -5) == 0 && graph.column(at: 1e9) == 7 && graph.column(at: .nan) == 0)
    }

    @Test func asciiGlyphsSayWhereTheLinePasses() {
        let ascii = GlanceGlyphs(ascii: true)
        #expect(ascii.graphCell(dots: Braille.bit(x: 0, y: 0)) == "'")
        #expect(ascii.graphCell(dots: Braille.bit(x: 1, y: 3)) == ".")
        #expect(ascii.graphCell(dots: Braille.bit(x: 0, y: 1) | Braille.bit(x: 0, y: 2)) == "*")
        #expect((0...8).map(ascii.bar(eighths:)).joined() == " ___===##")
        #expect(GlanceGlyphs().graphCell(dots: 0xFF) == "⣿")
        #expect(GlanceGlyphs().graphCell(dots: 0x01) == "⠁")
        #expect((1...8).map(GlanceGlyphs().bar(eighths:)).joined() == "▁▂▃▄▅▆▇█")
        for glyph in [ascii.dayTick, ascii.rain, ascii.rangeFill, ascii.rangeTrack] + (0...255).map({ ascii.graphCell(dots: UInt8($0)) }) {
            #expect(glyph.unicodeScalars.allSatisfy { $0.isASCII })
        }
    }
}

@Suite struct RangeBarTests {
    @Test func theDayIsPlacedWithinThePeriod() {
        let bar = RangeBar(low: 5, high: 10, periodLow: 0, periodHigh: 20, width: 20)
        #expect(bar.filled == 5..<10)
        let text = bar.text(GlanceGlyphs())
        #expect(text.before + text.filled + text.after == "─────━━━━━──────────")
        let ascii = bar.text(GlanceGlyphs(ascii: true))
        #expect(ascii.before + ascii.filled + ascii.after == "-----=====----------")
    }

    @Test func theWidestDayFillsTheBarAndANarrowOneKeepsACell() {
        #expect(RangeBar(low: 0, high: 20, periodLow: 0, periodHigh: 20, width: 8).filled == 0..<8)
        #expect(RangeBar(low: 20, high: 20, periodLow: 0, periodHigh: 20, width: 8).filled == 7..<8)
        #expect(RangeBar(low: 3, high: 3.1, periodLow: 0, periodHigh: 20, width: 8).filled == 1..<2)
    }

    @Test func aFlatPeriodOrNonsenseFillsTheWholeBar() {
        #expect(RangeBar(low: 4, high: 4, periodLow: 4, periodHigh: 4, width: 6).filled == 0..<6)
        #expect(RangeBar(low: .nan, high: 4, periodLow: 0, periodHigh: 9, width: 6).filled == 0..<6)
        #expect(RangeBar(low: 1, high: 2, periodLow: 0, periodHigh: 9, width: 0).filled == 0..<0)
    }
}
