import Testing
import WeatherCore
@testable import WeatherPresentation

/// `weathertui radar`'s picture and the text it is printed as: where its rows go at each height, and the
/// colour sequences a terminal gets (none for a pipe or a monochrome theme).
@Suite struct RadarStillViewTests {
    let tokyo = Coordinate(latitude: 35.68, longitude: 139.76)!

    private func view(theme: ResolvedTheme = .dark, rain: Double? = 3) -> RadarStillView {
        let units = UnitFormatter(units: DisplayUnits(system: .metric), glyphs: .unicode)
        let canvas = MapCanvas(
            baseMap: BundledBaseMap.map, center: tokyo, widthKilometres: 100, glyphs: .unicode,
            ramp: RainRamp(unit: .millimetres, glyphs: .unicode, theme: theme), rain: { _ in rain }
        )
        return RadarStillView(
            sentence: "Rain here (3 mm/h)", canvas: canvas, units: units, frames: "Radar (RainViewer): 05:00 05:10 05:20 UTC"
        )
    }

    @Test func theSentenceMapLegendAndFramesEachHaveTheirRow() {
        let lines = view().grid(size: TerminalSize(columns: 80, rows: 24)).lines
        #expect(lines[0].hasPrefix("Rain here (3 mm/h)"))
        #expect(lines[22].contains("mm/h") && lines[22].contains("0.5–2"))
        #expect(lines[23].hasPrefix("Radar (RainViewer): 05:00"))
        #expect(lines[1...21].contains { $0.contains("◉") })
    }

    @Test func aShortScreenKeepsTheMapAndTheLegend() {
        let lines = view().grid(size: TerminalSize(columns: 40, rows: 4)).lines
        #expect(!lines.contains { $0.contains("Rain here") || $0.contains("Radar (") })
        #expect(lines[3].hasPrefix("█ <0.5  █ 0.5–2"))
    }

    @Test func aTerminalGetsEachStyleOnceAndIsLeftUnstyledAtEachLinesEnd() throws {
        let lines = StyledText.lines(of: view().grid(size: TerminalSize(columns: 80, rows: 24)), palette: Palette(theme: .dark))
        // The rain (2–5 mm/h) is the ramp's third step, green on the dark theme: one sequence for the run.
        let mapRow = try #require(lines[1...21].first { !$0.contains("◉") })
        #expect(mapRow.contains("\u{1B}[0;32m█"))
        #expect(mapRow.components(separatedBy: "\u{1B}[0;32m").count <= 1 + mapRow.components(separatedBy: "\u{1B}[0").count / 2)
        #expect(lines.allSatisfy { line in
            guard let last = line.range(of: "\u{1B}[", options: .backwards) else { return true }
            return line[last.lowerBound...].hasPrefix("\u{1B}[0m")
        })
        #expect(lines[0].hasPrefix("\u{1B}[0;1;36mRain here"))
    }

    @Test func inASCIIModeEveryMarkIsSevenBit() {
        let units = UnitFormatter(units: DisplayUnits(system: .metric), glyphs: Glyphs(.ascii))
        let canvas = MapCanvas(
            baseMap: BundledBaseMap.map, center: tokyo, widthKilometres: 100, glyphs: Glyphs(.ascii),
            ramp: RainRamp(unit: .millimetres, glyphs: Glyphs(.ascii), theme: .mono), rain: { _ in 3 }, gap: { $0.longitude > 139.76 }
        )
        let still = RadarStillView(
            sentence: "Rain here now (3 mm/h) and round the place, which is a long way of saying it", canvas: canvas, units: units,
            frames: "Radar (RainViewer): 05:00 05:10 05:20 UTC · ? tiles missing"
        )
        let lines = still.grid(size: TerminalSize(columns: 70, rows: 12)).lines
        #expect(lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) }, "\(lines.joined(separator: "\n"))")
        #expect(lines[0].hasSuffix("...") && lines[11].contains("UTC | ? tiles"))
    }

    @Test func aPipeOrAMonochromeThemeGetsPlainTextWithoutTrailingSpaces() {
        let grid = view(theme: .mono).grid(size: TerminalSize(columns: 80, rows: 24))
        for lines in [StyledText.lines(of: grid, palette: nil), StyledText.lines(of: grid, palette: Palette(theme: .mono))] {
            #expect(lines.allSatisfy { !$0.contains("\u{1B}") && !$0.hasSuffix(" ") })
            #expect(lines[0] == "Rain here (3 mm/h)")
        }
    }
}
