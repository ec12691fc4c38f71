import FoundationEssentials
import Testing
@testable import WeatherPresentation

/// The user guide's (docs/user-guide.md) and the man page's keys are the key maps' keys: each key a screen
/// dispatches is documented in both, and neither documents a key no screen has; the README's short table
/// names only keys a screen has.
@Suite struct DocumentedKeysTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every key of every screen, as the documentation names it.
    static var mapped: Set<String> {
        var names = Set<String>()
        for binding in KeyMaps.main.bindings { names.formUnion(binding.documentedKeys) }
        for binding in KeyMaps.prompt.bindings { names.formUnion(binding.documentedKeys) }
        for binding in KeyMaps.pickList.bindings { names.formUnion(binding.documentedKeys) }
        for binding in KeyMaps.help.bindings { names.formUnion(binding.documentedKeys) }
        for binding in KeyMaps.message.bindings { names.formUnion(binding.documentedKeys) }
        for binding in KeyMaps.places.bindings { names.formUnion(binding.documentedKeys) }
        for binding in KeyMaps.radar.bindings { names.formUnion(binding.documentedKeys) }
        return names
    }

    static func read(_ path: String) throws -> String {
        let data = try Data(contentsOf: repository.appendingPathComponent(path))
        return String(decoding: data, as: UTF8.self)
    }

    /// The code spans of a keys table's first cells and of the prose after it, from `| key | does |` up to
    /// `end` (or the next heading).
    static func documentedKeys(in text: String, endingAt end: String?) throws -> Set<String> {
        let start = try #require(text.range(of: "| key | does |"))
        let rest = start.upperBound..<text.endIndex
        let stop = try end.map { try #require(text.range(of: $0, range: rest)).lowerBound }
            ?? text.range(of: "\n#", range: rest)?.lowerBound ?? text.endIndex
        var documented = Set<String>()
        for line in text[start.upperBound..<stop].split(separator: "\n") {
            // A table row names its keys in its first cell; prose names them anywhere.
            let keyed = line.hasPrefix("|") ? line.dropFirst().prefix { $0 != "|" } : line
            for span in keyed.split(separator: "`", omittingEmptySubsequences: false).enumerated() where span.offset % 2 == 1 {
                documented.insert(String(span.element))
            }
        }
        return documented
    }

    /// The user guide's keys: the code spans from its keys table (the first cells) to the paragraph on cursor modes.
    @Test func theUserGuideDocumentsEveryKeyAndNoOther() throws {
        let documented = try Self.documentedKeys(in: Self.read("docs/user-guide.md"), endingAt: "Arrows, Home, End")
        #expect(Self.mapped.subtracting(documented).isEmpty, "keys the user guide does not name: \(Self.mapped.subtracting(documented).sorted())")
        #expect(documented.subtracting(Self.mapped).isEmpty, "the user guide names keys no screen has: \(documented.subtracting(Self.mapped).sorted())")
    }

    /// The README's short keys table names only keys a screen has (it leaves the rest to the user guide).
    @Test func theREADMENamesNoKeyThatNoScreenHas() throws {
        let documented = try Self.documentedKeys(in: Self.read("README.md"), endingAt: nil)
        #expect(documented.isSuperset(of: ["r", "q", "?", "l"]), "the README's keys table lost its first keys: \(documented.sorted())")
        #expect(documented.subtracting(Self.mapped).isEmpty, "the README names keys no screen has: \(documented.subtracting(Self.mapped).sorted())")
    }

    /// Bold words in the man page's KEYS section that are not keys of the app.
    static let boldNonKeys: Set<String> = [
        "--location", "weathertui",
        // The shell's job control, around what Ctrl-L does after it.
        "Ctrl-Z", "fg",
        // Said to be ignored.
        "Alt",
        // The mouse, beside the keys: what it does, how it is turned off, and the window title set meanwhile.
        "mouse", "--no-mouse", "title", "smcup",
        // The places view: how long its rows stay fresh, and the config file's key that pins places.
        "--refresh-interval", "places",
    ]

    /// The man page's keys: the bold words of its KEYS section.
    @Test func theManPageDocumentsEveryKeyAndNoOther() throws {
        let page = try Self.read("Documentation/weathertui.1")
        let start = try #require(page.range(of: "\n.SH KEYS\n"))
        let end = try #require(page.range(of: "\n.SH ", range: start.upperBound..<page.endIndex))
        var documented = Set<String>()
        for line in page[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let words = Self.arguments(line.drop { $0 != " " }.dropFirst())
            let bold: [String] = if line.hasPrefix(".B ") {
                [words.joined(separator: " ")]
            } else if line.hasPrefix(".BR ") {
                words.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            } else if line.hasPrefix(".RB ") {
                words.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            } else {
                []
            }
            for word in bold.map(Self.unescaped) where !word.allSatisfy({ $0 == " " }) {
                documented.insert(word)
            }
        }
        documented.subtract(Self.boldNonKeys)
        documented.subtract([",", " and "])
        #expect(Self.mapped.subtracting(documented).isEmpty, "keys the man page does not name: \(Self.mapped.subtracting(documented).sorted())")
        #expect(documented.subtracting(Self.mapped).isEmpty, "the man page names keys no screen has: \(documented.subtracting(Self.mapped).sorted())")
    }

    /// A roff request's arguments: words, or quoted strings.
    static func arguments(_ text: Substring) -> [String] {
        var words: [String] = []
        var current = ""
        var isQuoted = false
        var isWord = false
        for character in text {
            if character == "\"" {
                if isQuoted { words.append(current); current = ""; isWord = false }
                isQuoted.toggle()
            } else if character == " ", !isQuoted {
                if isWord { words.append(current); current = ""; isWord = false }
            } else {
                current.append(character)
                isWord = true
            }
        }
        if isWord { words.append(current) }
        return words
    }

    static func unescaped(_ word: String) -> String {
        var text = word
        for (escape, character) in [("\\(ua", "↑"), ("\\(da", "↓"), ("\\(<-", "←"), ("\\(->", "→"), ("\\(en", "–"), ("\\-", "-"), ("\\%", ""), ("\\c", "")] {
            text = text.replacing(escape, with: character)
        }
        return text
    }
}
