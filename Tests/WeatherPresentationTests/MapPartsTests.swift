import Testing
import WeatherCore
@testable import WeatherPresentation

/// The parts of a map: town names placed without overlap, the rain ramp's steps and legend, 7-bit lines.
@Suite struct MapPartsTests {
    static func town(_ name: String, _ population: Int, x: Int, y: Int) -> BaseMap.Town {
        // The coordinate only carries the cell for these tests: x as longitude, y as latitude.
        BaseMap.Town(name: name, asciiName: name, coordinate: Coordinate(latitude: Double(y), longitude: Double(x))!, population: population)
    }

    /// Labels for `towns`, given most populous first as the base map keeps them.
    static func place(_ towns: [BaseMap.Town], columns: Int = 40, rows: Int = 20, mark: (x: Int, y: Int)? = (20, 5)) -> [TownLabels.Label] {
        TownLabels.place(towns.sorted { $0.population > $1.population }, columns: columns, rows: rows, mark: mark, glyphs: MapGlyphs()) { coordinate in
            (Int(coordinate.longitude), Int(coordinate.latitude))
        }
    }

    @Test func labelsNeverOverlapEachOtherOrTheMark() {
        let towns = [
            Self.town("Big", 900, x: 10, y: 2), Self.town("Bigger", 1000, x: 12, y: 2), Self.town("Near", 800, x: 18, y: 5),
            Self.town("Edge", 700, x: 38, y: 7), Self.town("Other", 600, x: 5, y: 7), Self.town("Over", 500, x: 20, y: 5),
        ]
        let labels = Self.place(towns)
        for (index, label) in labels.enumerated() {
            #expect(label.x >= 0 && label.x + label.width <= 40)
            #expect(!(label.y == 5 && (label.x - 1..<label.x + label.width + 1).overlaps(19..<22)), "\(label) is on the mark")
            for other in labels[(index + 1)...] where other.y == label.y {
                #expect(!(label.x - 1..<label.x + label.width + 1).overlaps(other.x..<other.x + other.width), "\(label) and \(other)")
            }
        }
        // Bigger (most populous) takes its right side; Big then cannot fit right and goes left of its town.
        #expect(labels.first == TownLabels.Label(text: "•Bigger", x: 12, y: 2, width: 7, markOffset: 0))
        #expect(labels.contains(TownLabels.Label(text: "Big•", x: 7, y: 2, width: 4, markOffset: 3)))
        // Edge at column 38 has no room on the right: its name is left of it.
        #expect(labels.contains { $0.text == "Edge•" })
        #expect(!labels.contains { $0.text.contains("Over") || $0.text.contains("Near") })
    }

    @Test func aSmallMapNamesFewTowns() {
        let towns = (0..<20).map { Self.town("T\($0)", 100 - $0, x: 2 + ($0 % 4) * 10, y: $0 / 4 * 2) }
        #expect(Self.place(towns, columns: 40, rows: 10, mark: nil).count == 40 * 10 / TownLabels.cellsPerLabel)
    }

    @Test func aTownWithoutA7BitNameIsLeftOffA7BitMap() {
        let town = BaseMap.Town(name: "서울", asciiName: "서울", coordinate: Coordinate(latitude: 1, longitude: 1)!, population: 1)
        let labels = TownLabels.place([town], columns: 40, rows: 10, mark: nil, glyphs: MapGlyphs(ascii: true)) { _ in (1, 1) }
        #expect(labels.isEmpty)
    }

    @Test func rainFallsIntoTheStepsTheLegendNames() {
        let metric = RainRamp(unit: .millimetres, glyphs: .unicode, theme: .dark)
        #expect([0, -1, .nan, 0.09].map(metric.step) == [nil, nil, nil, nil])
        #expect([0.1, 0.5, 1.9, 2, 7, 10, 24.9, 25, 200].map(metric.step) == [0, 1, 1, 2, 3, 4, 4, 5, 5])
        let imperial = RainRamp(unit: .inches, glyphs: .unicode, theme: .dark)
        // 0.5 mm/h is under 0.02 in/h; 0.6 mm/h is over it.
        #expect([0.5, 0.6, 25.4, 30].map(imperial.step) == [0, 1, 5, 5])
    }

    @Test func theLegendSaysWhichCellIsWhichRange() {
        func text(_ ramp: RainRamp, _ units: DisplayUnits, _ glyphs: Glyphs) -> String {
            ramp.legend(formatter: UnitFormatter(units: units, glyphs: glyphs)).map(\.text).joined()
        }
        let metric = DisplayUnits(system: .metric), imperial = DisplayUnits(system: .imperial)
        #expect(text(RainRamp(unit: .millimetres, glyphs: .unicode, theme: .dark), metric, .unicode)
            == "█ <0.5  █ 0.5–2  █ 2–5  █ 5–10  █ 10–25  █ ≥25  mm/h")
        #expect(text(RainRamp(unit: .millimetres, glyphs: Glyphs(.ascii), theme: .dark), metric, Glyphs(.ascii))
            == ". <0.5  : 0.5-2  = 2-5  * 5-10  # 10-25  @ >=25  mm/h")
        #expect(text(RainRamp(unit: .inches, glyphs: .unicode, theme: .mono), imperial, .unicode)
            == ". <0.02  : 0.02–0.08  = 0.08–0.2  * 0.2–0.4  # 0.4–1  @ ≥1  in/h")
        let german = UnitFormatter(units: metric, glyphs: .unicode, catalog: Catalog.of(.german))
        #expect(RainRamp(unit: .millimetres, glyphs: .unicode, theme: .mono).legend(formatter: german).map(\.text).joined().contains("0,5–2"))
    }

    @Test func sevenBitLinesFollowTheirDirection() {
        let glyphs = MapGlyphs(ascii: true)
        #expect([glyphs.line(dx: 5, dy: 1), glyphs.line(dx: 1, dy: -5), glyphs.line(dx: 3, dy: -3), glyphs.line(dx: 3, dy: 3)] == ["-", "|", "/", "\\"])
    }
}
