import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

/// Maps drawn by `MapCanvas` over the committed base map, compared with the text files in `Golden/Map/`
/// as `GoldenScreenTests` compares screens (`make record-golden` records both): a region in Germany, a
/// stretch of the US coast and a neighbourhood in Japan, at two sizes, bare and with a synthetic shower,
/// in colour, in 7-bit characters and without colour. The legend is the bottom row.
@Suite struct MapGoldenScreenTests {
    enum Place: String, CaseIterable {
        case hamburg, sanFrancisco, tokyo

        var center: Coordinate {
            switch self {
            case .hamburg: Coordinate(latitude: 53.55, longitude: 9.99)!
            case .sanFrancisco: Coordinate(latitude: 37.77, longitude: -122.42)!
            case .tokyo: Coordinate(latitude: 35.68, longitude: 139.76)!
            }
        }

        /// A region, a stretch of coast and a neighbourhood: the two ends of the zoom and between.
        var widthKilometres: Double {
            switch self {
            case .hamburg: 1000
            case .sanFrancisco: 150
            case .tokyo: 50
            }
        }
    }

    enum Look: String, CaseIterable {
        case unicode, rain, rainASCII, rainMono, rainImperial
    }

    struct Case: CustomTestStringConvertible {
        var place: Place
        var look: Look
        var testDescription: String { "\(place.rawValue)-\(look.rawValue)" }
    }

    static let cases = Place.allCases.flatMap { place in Look.allCases.map { Case(place: place, look: $0) } }

    /// A shower west of the centre, a fifth of the map's width away, heaviest (30 mm/h) in its middle and
    /// fading over a tenth of the width: every step of the ramp from its core outwards.
    static func shower(around center: Coordinate, widthKilometres: Double) -> (Coordinate) -> Double? {
        let kilometresPerDegree = 111.2
        let showerLongitude = center.longitude - widthKilometres * 0.2 / (kilometresPerDegree * cos(center.latitude * .pi / 180))
        return { coordinate in
            let dx = (coordinate.longitude - showerLongitude) * kilometresPerDegree * cos(center.latitude * .pi / 180)
            let dy = (coordinate.latitude - center.latitude) * kilometresPerDegree
            let distance = (dx * dx + dy * dy).squareRoot() / (widthKilometres * 0.1)
            return 30 * exp(-distance * distance)
        }
    }

    static func render(_ test: Case, size: TerminalSize) -> Grid {
        let glyphs = Glyphs(test.look == .rainASCII ? .ascii : .unicode)
        let theme: ResolvedTheme = test.look == .rainMono ? .mono : .dark
        let units = DisplayUnits(system: test.look == .rainImperial ? .imperial : .metric)
        let ramp = RainRamp(unit: units.precipitation, glyphs: glyphs, theme: theme)
        let rain = test.look == .unicode ? nil : shower(around: test.place.center, widthKilometres: test.place.widthKilometres)
        let canvas = MapCanvas(
            baseMap: BundledBaseMap.map, center: test.place.center, widthKilometres: test.place.widthKilometres, glyphs: glyphs,
            ramp: ramp, rain: rain
        )
        var grid = Grid(size: size)
        canvas.render(in: Rect(x: 0, y: 0, width: size.columns, height: size.rows - 1), into: &grid)
        grid.write(ramp.legend(formatter: UnitFormatter(units: units, glyphs: glyphs)), x: 0, y: size.rows - 1, maxWidth: size.columns)
        return grid
    }

    @Test(arguments: cases, [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40)])
    func mapMatchesGolden(test: Case, size: TerminalSize) throws {
        let grid = Self.render(test, size: size)
        #expect(grid.lines.allSatisfy { DisplayWidth.of($0) == size.columns }, "a row is not exactly \(size.columns) columns wide")
        let text = GoldenScreenTests.trimmed(grid.lines, padding: " ")
        if test.look == .rainASCII {
            #expect(text.utf8.allSatisfy { $0 < 128 }, "a character above 127 on a 7-bit map:\n\(text)")
        }
        let name = "Map/\(test.testDescription)-\(size.columns)x\(size.rows)"
        try GoldenScreenTests().compare(text, with: "\(name).txt")
        try GoldenScreenTests().compare(GoldenScreenTests.trimmed(StyleMask.rows(of: grid), padding: "."), with: "\(name).styles.txt")
    }

    @Test func thePlaceIsMarkedInTheMiddle() {
        let grid = Self.render(Case(place: .tokyo, look: .unicode), size: TerminalSize(columns: 80, rows: 24))
        #expect(grid[40, 11].text == "◉")
        let ascii = Self.render(Case(place: .tokyo, look: .rainASCII), size: TerminalSize(columns: 80, rows: 24))
        #expect(ascii[40, 11].text == "+")
    }

    @Test func rainLiesWestOfTheMarkAtTheDistanceItWasPut() throws {
        // 1,000 km across 120 columns: the shower's core, 200 km west, is 24 columns left of the mark's 60.
        let center = Place.hamburg.center
        let canvas = MapCanvas(
            baseMap: BaseMap(layers: [], towns: [], source: "", toleranceMetres: 0), center: center, widthKilometres: 1000,
            glyphs: .unicode, ramp: RainRamp(unit: .millimetres, glyphs: .unicode, theme: .mono), rain: Self.shower(around: center, widthKilometres: 1000)
        )
        var grid = Grid(size: TerminalSize(columns: 120, rows: 40))
        canvas.render(in: grid.bounds, into: &grid)
        let row = Array(grid.lines[20])
        #expect(row[60] == "◉")
        let heaviest = row.indices.filter { row[$0] == "@" }
        try #require(!heaviest.isEmpty)
        let middle = Double(heaviest.reduce(0, +)) / Double(heaviest.count)
        #expect(abs(middle - 36) <= 0.5, "\(String(row))")
    }

    @Test func withoutRainNoCellIsRain() {
        let grid = Self.render(Case(place: .hamburg, look: .unicode), size: TerminalSize(columns: 80, rows: 24))
        #expect(!grid.lines.dropLast().joined().contains("█"))
    }
}
