import Testing
import WeatherCore

@Suite struct TerminalTextTests {
    @Test func escapeSequencesAndControlCharactersAreRemoved() {
        let hostile = "\u{1b}[2J\u{1b}]0;pwned\u{07}Evil\u{0}City\u{9b}31m\r\n\t\u{202e}x\u{200d}y"
        let clean = TerminalText.sanitize(hostile)
        #expect(clean.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) })
        #expect(!clean.unicodeScalars.contains("\u{202e}"))
        #expect(!clean.unicodeScalars.contains("\u{200d}"))
        #expect(clean == "EvilCity xy")
    }

    @Test func ordinaryNamesAreKept() {
        #expect(TerminalText.sanitize("  Reykjavík  ") == "Reykjavík")
        #expect(TerminalText.sanitize("서울특별시") == "서울특별시")
        #expect(TerminalText.sanitize("São\n\nPaulo") == "São Paulo")
    }

    @Test func longNamesAreCut() {
        let cut = TerminalText.sanitize(String(repeating: "a", count: 500))
        #expect(cut.count == TerminalText.maximumLength)
        #expect(cut.hasSuffix("…"))
    }

    @Test func placesSanitiseTheirNames() {
        let place = Place(name: "\u{1b}[31mRed", coordinate: Coordinate(latitude: 0, longitude: 0)!)
        #expect(place.name == "Red")
        #expect(Place(name: "\u{7}", coordinate: Coordinate(latitude: 0, longitude: 0)!).name == nil)
    }

    @Test func aMessageKeepsItsLayoutButLosesEscapes() {
        let message = "Error: The value '\u{1b}[2Jevil\u{07}' is invalid for '--units <units>'\nUsage: weathertui [--units <units>]\n  See 'weathertui --help'."
        #expect(TerminalText.sanitizeMessage(message)
            == "Error: The value 'evil' is invalid for '--units <units>'\nUsage: weathertui [--units <units>]\n  See 'weathertui --help'.")
    }
}
