import Testing
@testable import WeatherPresentation

/// `Grid.changes` against a model of the terminal: whatever a feed amends on a line of wide text (a
/// Korean header gaining the air quality, a CJK place name replaced by an ASCII one), the writes the
/// diff lists, applied as a terminal applies them, leave the screen the grid means, with no half of a
/// wide character behind. Seeded, so a failure replays from its seed.
@Suite struct GridAmendmentPropertyTests {
    private static let pieces = [
        "서울", "맑음 12°", "대기질 42 좋음", "한", "東京", "晴れ", "北京 多云", "中", "ａｂ", "Seoul", "AQI 42", "x", " ",
        "서a울b", "a東b京", "°C", "12:00", "…", "한국어 헤더", "│", "─",
    ]
    private static let styles = [CellStyle.normal, CellStyle(.accent), CellStyle(.warning, bold: true), CellStyle(.muted)]

    private static func randomText(_ random: inout SplitMix64) -> String {
        (0...random.below(3)).map { _ in random.pick(pieces) }.joined()
    }

    /// One amendment: a few writes over what is there, at random columns, some clipped or cut, some
    /// a fill; or a fresh line.
    private static func amend(_ grid: inout Grid, row y: Int, _ random: inout SplitMix64) {
        let columns = grid.size.columns
        if random.chance(1, in: 5) {
            grid.fill(Rect(x: 0, y: y, width: columns, height: 1))
        }
        for _ in 0...random.below(4) {
            let x = random.below(columns + 2) - 1
            let style = random.pick(styles)
            switch random.below(4) {
            case 0:
                grid.write(randomText(&random), x: x, y: y, style: style, maxWidth: 1 + random.below(columns))
            case 1:
                let left = random.below(columns)
                let clip = Rect(x: left, y: y, width: 1 + random.below(columns - left), height: 1)
                grid.write(randomText(&random), x: x, y: y, style: style, clip: clip)
            case 2:
                grid.fill(Rect(x: max(0, x), y: y, width: 1 + random.below(4), height: 1), style: style)
            default:
                grid.write(randomText(&random), x: x, y: y, style: style)
            }
        }
    }

    /// 300 seeds of 40 amendments each, on a terminal that blanks the other half of an overwritten wide
    /// character and on one that leaves it; the writes overwrite halves thousands of times, so the case the
    /// property is about is met, not just hoped for.
    @Test(arguments: [true, false])
    func amendedWideTextLeavesNoHalfCharacterBehind(blanksOtherHalf: Bool) {
        var halvesOverwritten = 0
        for seed in UInt64(1)...300 {
            halvesOverwritten += amendments(seed: seed, blanksOtherHalf: blanksOtherHalf)
        }
        #expect(halvesOverwritten > 1000, "the amendments overwrote half of a wide character only \(halvesOverwritten) times")
    }

    /// Amends a random screen 40 times, checking the terminal after each diff; returns how many halves of
    /// wide characters the diffs overwrote.
    private func amendments(seed: UInt64, blanksOtherHalf: Bool) -> Int {
        var random = SplitMix64(seed: seed)
        let size = TerminalSize(columns: 8 + random.below(30), rows: 3)
        var shown = Grid(size: size)
        for y in 0..<size.rows { Self.amend(&shown, row: y, &random) }
        var terminal = TerminalScreenModel(size: size, blanksOtherHalf: blanksOtherHalf)
        terminal.apply(shown.changes(from: nil))
        #expect(terminal.cells == shown.cells, "seed \(seed): the first draw")
        let overwrittenByFirstDraw = terminal.halvesOverwritten
        for step in 0..<40 {
            var next = random.chance(1, in: 4) ? Grid(size: size) : shown
            if next.cells == Grid(size: size).cells {
                for y in 0..<size.rows { Self.amend(&next, row: y, &random) }
            } else {
                Self.amend(&next, row: random.below(size.rows), &random)
            }
            if random.chance(1, in: 3) { next.carryStylesAcrossSpaces() }
            terminal.apply(next.changes(from: shown))
            guard terminal.cells == next.cells, terminal.orphanedHalves.isEmpty else {
                Issue.record("""
                    seed \(seed), step \(step), blanking the other half: \(blanksOtherHalf); the terminal shows
                    \(terminal.lines.joined(separator: "\n"))
                    where the grid has
                    \(TerminalScreenModel(showing: next).lines.joined(separator: "\n"))
                    """)
                return 0
            }
            shown = next
        }
        return terminal.halvesOverwritten - overwrittenByFirstDraw
    }

    @Test func theModelBlanksTheOtherHalfOfAnOverwrittenWideCharacter() {
        var terminal = TerminalScreenModel(size: TerminalSize(columns: 6, rows: 1))
        terminal.write(Cell("한", width: 2), x: 0, y: 0)
        terminal.write(Cell("국", width: 2), x: 2, y: 0)
        terminal.write(Cell("a"), x: 1, y: 0)
        terminal.write(Cell("b"), x: 2, y: 0)
        #expect(terminal.lines == [" ab   "])
        terminal.write(Cell("서", width: 2), x: 3, y: 0)
        terminal.write(Cell("울", width: 2), x: 2, y: 0)
        #expect(terminal.lines == [" a울·  "])
        #expect(terminal.orphanedHalves.isEmpty)
    }
}

extension TerminalScreenModel {
    /// A screen showing `grid` exactly, for a failure message.
    init(showing grid: Grid) {
        self.init(size: grid.size)
        apply(grid.changes(from: nil))
    }
}
