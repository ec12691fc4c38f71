import Foundation
import Testing
@testable import WeatherPresentation

/// Text in every script the app may show, measured and placed by grapheme cluster: marks, joiners and
/// selectors stay in their base's cell, a cluster is never cut, and the columns are those a terminal
/// measuring by glibc's `wcwidth` gives.
@Suite struct ClusterWidthTests {
    struct Sample: Sendable, CustomTestStringConvertible {
        let script: String
        let text: String
        /// The columns glibc's `wcwidth` gives the text, scalar by scalar (summed in Python with ctypes).
        let columns: Int
        let clusters: Int

        var testDescription: String { script }
    }

    static let samples = [
        // Tone marks and above vowels take no column; sara am (ำ) takes one of its own.
        Sample(script: "Thai", text: "ลำพูน น้ำพี้", columns: 8, clusters: 6),
        // The vowel signs ा and ि and a conjunct's second consonant take a column; the virama none.
        Sample(script: "Devanagari", text: "मुंबई क्षेत्र हिंदी", columns: 13, clusters: 9),
        Sample(script: "Arabic", text: "مَدِينَةُ الْكُوَيْتِ", columns: 12, clusters: 12),
        Sample(script: "Hebrew", text: "יְרוּשָׁלַיִם", columns: 7, clusters: 7),
        // Conjoining jamo: the initial consonant takes two columns, the vowel and final after it none.
        Sample(script: "Korean jamo", text: "\u{1112}\u{119E}\u{11AB}\u{1100}\u{1173}\u{11AF} 한글", columns: 9, clusters: 5),
        Sample(script: "Emoji ZWJ", text: "👨‍👩‍👧 Park", columns: 11, clusters: 6),
        Sample(script: "Flags", text: "🇰🇷 🇯🇵", columns: 5, clusters: 3),
    ]

    @Test(arguments: samples)
    func aClusterTakesTheColumnsOfItsScalars(sample: Sample) {
        #expect(sample.text.count == sample.clusters)
        #expect(DisplayWidth.of(sample.text) == sample.columns)
    }

    @Test(arguments: samples)
    func theGridKeepsEachClusterWholeInItsFirstCell(sample: Sample) {
        var grid = Grid(size: TerminalSize(columns: sample.columns + 2, rows: 1))
        grid.write("│" + sample.text + "│", x: 0, y: 0)
        #expect(grid[sample.columns + 1, 0].text == "│", "the right border moved")
        var clusters: [Character] = []
        var x = 1
        while x <= sample.columns {
            let cell = grid[x, 0]
            #expect(cell.text.count == 1 && cell.width == DisplayWidth.of(cell.text))
            for covered in (x + 1)..<(x + max(1, cell.width)) { #expect(grid[covered, 0].width == 0) }
            clusters.append(contentsOf: cell.text)
            x += max(1, cell.width)
        }
        #expect(String(clusters) == VisualOrder.of(sample.text), "right-to-left text is in visual order")
    }

    @Test(arguments: samples)
    func textIsCutOnlyBetweenClusters(sample: Sample) {
        for columns in 1...sample.columns {
            let cut = DisplayWidth.truncate(sample.text, to: columns)
            #expect(DisplayWidth.of(cut) <= columns)
            let kept = cut.hasSuffix("…") ? Array(cut.dropLast()) : Array(cut)
            #expect(Array(sample.text.prefix(kept.count)) == kept, "cut inside a cluster at \(columns) columns")
            var grid = Grid(size: TerminalSize(columns: columns + 1, rows: 1))
            grid.write(sample.text, x: 0, y: 0, maxWidth: columns)
            grid.write("│", x: columns, y: 0)
            #expect(grid[columns, 0].text == "│")
            #expect(grid.lines[0].count <= sample.text.count + 1)
            for character in grid.lines[0].dropLast() where character != "…" && character != " " {
                #expect(sample.text.contains(character),
                        "a piece of a cluster: \(character.unicodeScalars.map(\.value))")
            }
        }
    }

    @Test(arguments: samples)
    func wrappingBreaksOnlyBetweenClusters(sample: Sample) {
        let widest = sample.text.map { DisplayWidth.of($0) }.max() ?? 1
        for width in widest...sample.columns {
            let lines = TextLayout.wrapKeepingEverything(sample.text, width: width)
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
            #expect(lines.joined(separator: " ").split(separator: " ").joined() == sample.text.split(separator: " ").joined())
        }
    }

    @Test func overwritingAPartOfAWideClusterBlanksAllOfIt() {
        var grid = Grid(size: TerminalSize(columns: 6, rows: 1))
        grid.write("क्षेत्र", x: 0, y: 0)
        #expect(DisplayWidth.of("क्षे") == 2)
        grid.write("x", x: 1, y: 0)
        #expect(grid.lines == [" xत्र  "])
        #expect((0..<6).map { grid[$0, 0].width } == [1, 1, 2, 0, 1, 1])
    }

    @Test func theTerminalIsSentOnePiecePerSpacingCharacterWithItsMarks() {
        #expect(CellPieces.of("ลำ").map { String(String.UnicodeScalarView($0)) } == ["ล", "ำ"])
        #expect(CellPieces.of("น้ำ").map { String(String.UnicodeScalarView($0)) } == ["น\u{E49}", "ำ"])
        #expect(CellPieces.of("क्षे").map { String(String.UnicodeScalarView($0)) } == ["क\u{94D}", "ष\u{947}"])
        #expect(CellPieces.of("مَ").map(\.count) == [2])
        #expect(CellPieces.of("🇰🇷").count == 2)
    }

    @Test func joinersAndEmojiSelectorsAreNotSentForTerminalsToMeasureDifferently() {
        #expect(CellPieces.of("👨‍👩‍👧").map { String(String.UnicodeScalarView($0)) } == ["👨", "👩", "👧"])
        #expect(CellPieces.of("❤\u{FE0F}").map { String(String.UnicodeScalarView($0)) } == ["❤"])
        #expect(CellPieces.of("e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}").first?.count == CellPieces.scalarsPerPiece)
    }
}
