import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

/// Seeded random typing into the `l` prompt, a code point a key as a terminal sends it: combining marks,
/// variation selectors and skin tones, joiners, regional indicators, Hangul jamo, right-to-left letters,
/// marks and overrides, wide and control characters, with pastes and every editing key between them.
/// Nothing may trap, the cursor stays on a character boundary within the text, the text never outgrows
/// its limit, and the field drawn fills its row exactly. A failure names its seed and keys.
///
/// To replay one case: `PROMPT_FUZZ_SEED=<seed> swift test --skip-build --filter PromptFuzz`.
@MainActor
@Suite struct PromptFuzzTests {
    static let cases = 200
    static let keysPerCase = 60

    static let replay: UInt64? = ProcessInfo.processInfo.environment["PROMPT_FUZZ_SEED"].flatMap { UInt64($0) }

    /// Code points that join, reorder or hide: each range is picked as often as the others.
    static let codePoints: [ClosedRange<UInt32>] = [
        0x61...0x7A, 0x20...0x2F, // letters, spaces and punctuation
        0x300...0x36F, 0x20D0...0x20F0, 0x1AB0...0x1ABE, // combining marks
        0xFE00...0xFE0F, 0x1F3FB...0x1F3FF, // variation selectors, skin tones
        0x1F466...0x1F469, 0x2764...0x2764, 0x1F44D...0x1F44D, // emoji that take them
        0x200B...0x200F, 0x2060...0x2069, 0x202A...0x202E, // joiners, direction marks, isolates, overrides
        0x1F1E6...0x1F1FF, // regional indicators
        0x1100...0x1112, 0x1161...0x1175, 0x11A8...0x11C2, 0xAC00...0xAC10, // Hangul jamo and syllables
        0x5D0...0x5EA, 0x627...0x64A, 0x64B...0x65F, 0x600...0x605, // Hebrew, Arabic, its marks, prepended signs
        0x915...0x939, 0x93E...0x94D, 0x903...0x903, // Devanagari letters, vowel signs, virama
        0x4E00...0x4E10, 0xFF01...0xFF10, // wide
        0x0...0x1F, 0x7F...0x9F, 0xE0020...0xE007F, // control characters and tags
    ]

    static let editingKeys: [Key] = [
        .left, .right, .home, .end, .backspace, .delete,
        .control("b"), .control("f"), .control("a"), .control("e"), .control("d"), .control("u"), .control("w"),
    ]

    static func randomScalar(_ random: inout SplitMix64) -> Unicode.Scalar {
        let range = random.pick(codePoints)
        let value = range.lowerBound + UInt32(random.below(Int(range.upperBound - range.lowerBound) + 1))
        return Unicode.Scalar(value) ?? "?"
    }

    static func randomKey(_ random: inout SplitMix64) -> Key {
        switch random.below(20) {
        case 0:
            let length = 1 + random.below(8)
            return .paste(String(String.UnicodeScalarView((0..<length).map { _ in randomScalar(&random) })))
        case 1...7: return random.pick(editingKeys)
        default: return .character(Character(randomScalar(&random)))
        }
    }

    @Test func randomTypingAndEditingNeverTrapAndKeepTheCursorOnACharacter() {
        let seeds = Self.replay.map { [$0] } ?? (0..<UInt64(Self.cases)).map { $0 &* 0x9E37_79B9 &+ 47 }
        for seed in seeds {
            var random = SplitMix64(seed: seed)
            let driver = DashboardDriver(size: TerminalSize(columns: random.pick([40, 80, 120]), rows: 24))
            driver.start()
            driver.update(.loaded(SampleReport.seoul))
            _ = driver.handle(.character("l"))
            var keys: [Key] = []
            for _ in 0..<Self.keysPerCase {
                let key = Self.randomKey(&random)
                keys.append(key)
                _ = driver.handle(key)
                guard let prompt = driver.prompt else {
                    Issue.record("seed \(seed): the prompt closed after \(keys)")
                    break
                }
                guard let problem = Self.problem(with: prompt) else { continue }
                Issue.record("seed \(seed): \(problem) after \(keys)")
                break
            }
            guard let prompt = driver.prompt else { continue }
            // Backspace from the end takes one character a press, whatever the characters are.
            _ = driver.handle(.end)
            for _ in 0..<prompt.text.count { _ = driver.handle(.backspace) }
            #expect(driver.prompt?.text == "", "seed \(seed): backspace left \(String(reflecting: driver.prompt?.text)) after \(keys)")
        }
    }

    /// What is wrong with the prompt's state or its drawing; nil when nothing is.
    static func problem(with prompt: LocationPrompt) -> String? {
        guard (0...prompt.text.count).contains(prompt.cursor) else {
            return "cursor \(prompt.cursor) outside \(String(reflecting: prompt.text)) (\(prompt.text.count) characters)"
        }
        guard prompt.text.count <= LocationPrompt.maximumLength else { return "\(prompt.text.count) characters" }
        let (before, after) = prompt.splitAtCursor
        guard before.count == prompt.cursor, (String(before) + String(after)).unicodeScalars.elementsEqual(prompt.text.unicodeScalars) else {
            return "split \(String(reflecting: before)) | \(String(reflecting: after)) of \(String(reflecting: prompt.text))"
        }
        for width in [12, 30, 61] {
            var grid = Grid(size: TerminalSize(columns: width, rows: 1))
            InputField(prompt: prompt, cursor: "▏").render(in: Rect(x: 0, y: 0, width: width, height: 1), into: &grid)
            let cells = (0..<width).map { grid[$0, 0] }
            guard cells.contains(where: { $0.text == "▏" }) else { return "no cursor in the field at \(width) columns: \(grid.lines[0])" }
            for (x, cell) in cells.enumerated() where !isWhole(cell, at: x, in: cells) {
                return "column \(x) of the field at \(width) columns holds \(String(reflecting: cell.text)), \(cell.width) wide: \(grid.lines[0])"
            }
        }
        return nil
    }

    /// A cluster in its first cell followed by a continuation for each further column it takes, or one
    /// of those continuations.
    static func isWhole(_ cell: Cell, at x: Int, in cells: [Cell]) -> Bool {
        guard cell.width > 0 else {
            guard cell.text.isEmpty, let lead = cells[..<x].lastIndex(where: { $0.width > 0 }) else { return false }
            return lead + cells[lead].width > x
        }
        return !cell.text.isEmpty && x + cell.width <= cells.count && cells[(x + 1)..<(x + cell.width)].allSatisfy { $0.width == 0 }
    }
}

extension DashboardDriver {
    var prompt: LocationPrompt? {
        if case let .locationPrompt(prompt) = state.overlay { return prompt }
        return nil
    }
}
