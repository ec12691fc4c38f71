import Testing
import WeatherCore
@testable import WeatherPresentation

/// The location prompt edits as readline does, keeps the cursor end in view (measured in columns), and
/// says when input is too long.
@MainActor
@Suite struct PromptEditingTests {
    let loader = FakeLoader()
    let controller: DashboardDriver

    init() {
        controller = DashboardDriver(loader: loader, units: .metric, language: .english, size: TerminalSize(columns: 80, rows: 24))
        controller.start()
        controller.update(.loaded(SampleReport.seoul))
        _ = controller.handle(.character("l"))
    }

    private var prompt: LocationPrompt? {
        if case let .locationPrompt(prompt) = controller.state.overlay { return prompt }
        return nil
    }

    private func press(_ keys: Key...) {
        for key in keys { _ = controller.handle(key) }
    }

    private func type(_ text: String) {
        for character in text { _ = controller.handle(.character(character)) }
    }

    /// As a terminal sends typing: one key for each code point, so a mark or a joiner arrives after the
    /// character it belongs to.
    private func typeCodePoints(_ text: String) {
        for scalar in text.unicodeScalars { _ = controller.handle(.character(Character(scalar))) }
    }

    @Test func arrowsHomeAndEndMoveTheCursorAndTypingGoesThere() {
        type("Sol")
        press(.left, .left)
        type("e")
        #expect(prompt?.text == "Seol")
        press(.right)
        type("u")
        #expect(prompt?.text == "Seoul")
        #expect(prompt?.cursor == 4)
        press(.home)
        #expect(prompt?.cursor == 0)
        press(.delete)
        #expect(prompt?.text == "eoul")
        type("S")
        press(.end)
        #expect(prompt?.cursor == 5)
        press(.right)
        #expect(prompt?.cursor == 5)
        press(.backspace)
        #expect(prompt?.text == "Seou")
    }

    /// What emoji pickers and text copied from macOS send: a code point that joins the character before it.
    @Test(arguments: ["❤\u{FE0F}", "👍\u{1F3FD}", "🇰🇷", "Zu\u{308}rich", "Cafe\u{301}", "\u{1112}\u{1161}\u{11AB}\u{1100}\u{116E}\u{11A8}"])
    func aCodePointThatJoinsTheCharacterBeforeIsTypedIntoIt(typed: String) {
        typeCodePoints(typed)
        #expect(prompt?.text.unicodeScalars.elementsEqual(typed.unicodeScalars) == true)
        #expect(prompt?.cursor == typed.count)
        press(.backspace)
        #expect(prompt?.text == String(typed.dropLast()))
        typeCodePoints(String(typed.suffix(1)))
        #expect(prompt?.text == typed)
        press(.home, .right)
        typeCodePoints("y")
        #expect(prompt?.text == String(typed.prefix(1)) + "y" + String(typed.dropFirst()))
        #expect(prompt?.cursor == 2)
    }

    @Test func theArrowsAndDeleteStepOverAWholeCharacter() {
        typeCodePoints("Zu\u{308}rich")
        press(.home, .right, .right)
        #expect(prompt?.cursor == 2)
        press(.backspace)
        #expect(prompt?.text == "Zrich")
        press(.left, .delete)
        #expect(prompt?.text == "rich")
        typeCodePoints("🇰🇷 ")
        press(.control("w"))
        #expect(prompt?.text == "rich")
        #expect(prompt?.cursor == 0)
    }

    @Test func readlineControlKeys() {
        type("Springfield, Missouri")
        press(.control("a"))
        #expect(prompt?.cursor == 0)
        press(.control("e"))
        #expect(prompt?.cursor == 21)
        press(.control("w"))
        #expect(prompt?.text == "Springfield, ")
        press(.control("w"))
        #expect(prompt?.text == "")
        type("Springfield, MO")
        press(.left, .left, .left, .control("u"))
        #expect(prompt?.text == " MO")
        #expect(prompt?.cursor == 0)
    }

    @Test func aMultiLinePasteJoinsItsLinesWithASpace() {
        var decoder = KeyDecoder()
        let keys = decoder.decode("\u{1B}[200~Seoul\r\nq\n\n\u{1B}[201~".unicodeScalars.map(TerminalInput.scalar)).compactMap(\.key)
        #expect(keys == [.paste("Seoul q ")])
        press(keys[0])
        #expect(prompt?.text == "Seoul q ")
    }

    @Test func inputPastTheLimitIsRefusedWithAWord() {
        type(String(repeating: "a", count: LocationPrompt.maximumLength))
        #expect(prompt?.error == nil)
        type("b")
        #expect(prompt?.text.count == LocationPrompt.maximumLength)
        #expect(prompt?.error == "A place takes at most 80 characters; the rest was left out")
        press(.backspace)
        #expect(prompt?.error == nil)
        press(.paste("xyz"))
        #expect(prompt?.text.hasSuffix("x") == true)
        #expect(prompt?.error != nil)
    }

    /// The prompt's input row at `size`, cursor and all.
    private func inputRow(_ prompt: LocationPrompt, size: TerminalSize) -> String {
        var state = ScreenState(units: .metric, language: .korean, size: size)
        state.phase = .loaded(LoadedWeather(report: SampleReport.seoul))
        state.overlay = .locationPrompt(prompt)
        return DashboardView().render(state).lines.first { $0.contains("> ") } ?? ""
    }

    @Test func longHangulInputKeepsTheLastSyllablesTypedInView() {
        let syllables = "가나다라마바사아자차카타파하거너더러머버서어저처커터퍼허고"
        #expect(syllables.count == 29)
        let row = inputRow(LocationPrompt(text: syllables), size: TerminalSize(columns: 40, rows: 12))
        #expect(row.contains("…"), "the cut start is marked: \(row)")
        #expect(row.contains("퍼허고▏"), "the end typed and the cursor are in view: \(row)")
        #expect(DisplayWidth.of(row) == 40)
    }

    @Test func theCursorInTheMiddleOfLongInputShowsTextOnBothSides() {
        var prompt = LocationPrompt(text: String(repeating: "abcdefghij", count: 6))
        for _ in 0..<30 { prompt.moveCursor(by: -1) }
        let row = inputRow(prompt, size: TerminalSize(columns: 40, rows: 12))
        #expect(row.contains("…") && row.contains("j▏abc…"), "\(row)")
        #expect(row.filter { $0 == "…" }.count == 2, "both cut ends are marked: \(row)")
    }
}
