import Testing
import WeatherCore
@testable import WeatherPresentation

/// Every screen's key map: no key is bound twice, every command has keys, every key does what its
/// binding says on that screen, and every key a hint or the help names is one the screen dispatches.
@MainActor
@Suite struct KeyMapTests {
    @Test func noKeyIsBoundTwiceOnAScreenAndEveryCommandHasKeys() {
        #expect(KeyMaps.main.keysBoundTwice.isEmpty)
        #expect(KeyMaps.prompt.keysBoundTwice.isEmpty)
        #expect(KeyMaps.pickList.keysBoundTwice.isEmpty)
        #expect(KeyMaps.help.keysBoundTwice.isEmpty)
        #expect(KeyMaps.message.keysBoundTwice.isEmpty)
        #expect(Set(KeyMaps.main.bindings.map(\.command)) == Set(MainCommand.allCases))
        #expect(Set(KeyMaps.prompt.bindings.map(\.command)) == Set(PromptCommand.allCases))
        #expect(Set(KeyMaps.pickList.bindings.map(\.command)) == Set(PickListCommand.allCases))
        #expect(Set(KeyMaps.help.bindings.map(\.command)) == Set(HelpCommand.allCases))
        #expect(Set(KeyMaps.message.bindings.map(\.command)) == Set(MessageCommand.allCases))
        #expect(KeyMaps.main.bindings.allSatisfy { !$0.keys.isEmpty })
        #expect(KeyMaps.help.bindings.allSatisfy { !$0.keys.isEmpty })
    }

    /// The help scrolls with the main screen's scroll keys, whatever they become.
    @Test func theHelpScrollsWithTheMainScreensScrollKeys() {
        let pairs: [(HelpCommand, MainCommand)] = [
            (.scroll(.up), .scrollUp), (.scroll(.down), .scrollDown), (.scroll(.pageUp), .pageUp), (.scroll(.pageDown), .pageDown),
            (.scroll(.toStart), .scrollToStart), (.scroll(.toEnd), .scrollToEnd),
        ]
        for (help, main) in pairs {
            #expect(KeyMaps.help.keys(for: help) == KeyMaps.main.keys(for: main))
        }
    }

    // MARK: - Each key does what its binding says

    private func loadedController(size: TerminalSize = TerminalSize(columns: 80, rows: 24)) -> (DashboardDriver, FakeLoader) {
        let loader = FakeLoader()
        let controller = DashboardDriver(loader: loader, units: .metric, language: .english, size: size)
        controller.start()
        controller.update(.loaded(SampleReport.seoul))
        return (controller, loader)
    }

    private func prompt(_ controller: DashboardDriver) -> LocationPrompt? {
        if case let .locationPrompt(prompt) = controller.state.overlay { prompt } else { nil }
    }

    /// The prompt holding "ab cd" with the cursor after "ab ".
    private func controllerWithPrompt() -> (DashboardDriver, FakeLoader) {
        let (controller, loader) = loadedController()
        _ = controller.handle(.character("l"))
        for character in "ab cd" { _ = controller.handle(.character(character)) }
        _ = controller.handle(.left)
        _ = controller.handle(.left)
        return (controller, loader)
    }

    nonisolated static var promptCases: [(Key, PromptCommand)] {
        KeyMaps.prompt.bindings.flatMap { binding in binding.keys.map { ($0, binding.command) } }
    }

    @Test(arguments: promptCases)
    func everyPromptKeyDoesWhatItsBindingSays(key: Key, command: PromptCommand) throws {
        let (controller, loader) = controllerWithPrompt()
        let before = try #require(prompt(controller))
        #expect(controller.handle(key) == .handled)
        let after = prompt(controller)
        switch command {
        case .cancel: #expect(after == nil)
        case .submit: #expect(loader.changes == [.query(.name("ab cd"))])
        case .moveLeft: #expect(after?.cursor == before.cursor - 1)
        case .moveRight: #expect(after?.cursor == before.cursor + 1)
        case .moveToStart: #expect(after?.cursor == 0)
        case .moveToEnd: #expect(after?.cursor == 5)
        case .deleteBackward: #expect(after?.text == "abcd")
        case .deleteForward: #expect(after?.text == "ab d")
        case .deleteToStart: #expect(after?.text == "cd")
        case .deleteWordBackward: #expect(after?.text == "cd")
        }
    }

    /// The pick list of three places, the second selected.
    private func controllerWithPickList() -> (DashboardDriver, FakeLoader) {
        let (controller, loader) = loadedController()
        _ = controller.handle(.character("l"))
        controller.update(.changeFailed(.location(.ambiguous("Springfield", matches: GoldenScreenTests.Places.springfields))))
        _ = controller.handle(.down)
        return (controller, loader)
    }

    nonisolated static var pickListCases: [(Key, PickListCommand)] {
        KeyMaps.pickList.bindings.flatMap { binding in binding.keys.map { ($0, binding.command) } }
    }

    @Test(arguments: pickListCases)
    func everyPickListKeyDoesWhatItsBindingSays(key: Key, command: PickListCommand) throws {
        let (controller, loader) = controllerWithPickList()
        let places = GoldenScreenTests.Places.springfields
        #expect(prompt(controller)?.picker?.selected == places[1])
        let outcome = controller.handle(key)
        let picker = prompt(controller)?.picker
        switch command {
        case .moveUp: #expect(picker?.selected == places[0])
        case .moveDown: #expect(picker?.selected == places[2])
        case .moveToFirst: #expect(picker?.selected == places[0])
        case .moveToLast: #expect(picker?.selected == places[2])
        case .load: #expect(loader.changes == [.place(places[1])])
        case .back: #expect(picker == nil && prompt(controller) != nil)
        case .choose:
            // Only the numbers the list shows choose; the others wait for a longer list.
            let number = try #require(key.digit)
            if number <= places.count {
                #expect(loader.changes == [.place(places[number - 1])])
            } else {
                #expect(outcome == .ignored)
                return
            }
        }
        #expect(outcome == .handled)
    }

    nonisolated static var helpCases: [(Key, HelpCommand)] {
        KeyMaps.help.bindings.flatMap { binding in binding.keys.map { ($0, binding.command) } }
    }

    /// On a terminal too short for the whole help, each help key moves it (or quits).
    @Test(arguments: helpCases)
    func everyHelpKeyDoesWhatItsBindingSays(key: Key, command: HelpCommand) {
        let (controller, _) = loadedController(size: TerminalSize(columns: 40, rows: 12))
        _ = controller.handle(.character("?"))
        _ = controller.handle(.down)
        _ = controller.handle(.down)
        let before = controller.state.helpOffset
        #expect(before == 2)
        let outcome = controller.handle(key)
        let after = controller.state.helpOffset
        switch command {
        case .quit: #expect(outcome == .quit)
        case .scroll(.up): #expect(after == before - 1)
        case .scroll(.down): #expect(after == before + 1)
        case .scroll(.pageUp): #expect(after == 0)
        case .scroll(.pageDown): #expect(after > before + 1)
        case .scroll(.toStart): #expect(after == 0)
        case .scroll(.toEnd): #expect(after > before + 1)
        }
        if command != .quit { #expect(controller.state.overlay == .help) }
    }

    nonisolated static var messageCases: [(Key, MessageCommand)] {
        KeyMaps.message.bindings.flatMap { binding in binding.keys.map { ($0, binding.command) } }
    }

    @Test(arguments: messageCases)
    func everyMessageKeyDoesWhatItsBindingSays(key: Key, command: MessageCommand) {
        let (controller, _) = loadedController()
        controller.handle(.character("r"))
        controller.update(.failed(.weather(.offline)))
        #expect(controller.state.overlay == .refreshFailure(.weather(.offline)))
        let outcome = controller.handle(key)
        switch command {
        case .dismiss:
            #expect(outcome == .handled)
            #expect(controller.state.overlay == nil)
        case .quit:
            #expect(outcome == .quit)
        }
    }

    // MARK: - What is named on screen is dispatched

    /// The keys a label on screen names, as a user types them.
    static func keys(named label: String) -> [Key] {
        label.split(separator: " ").flatMap { word -> [Key] in
            switch word {
            case "↑↓", "^v": [.up, .down]
            case "1–9": (1...9).map { .character(Character(String($0))) }
            case "/": []
            default:
                if let named = Self.namedKeys.first(where: { $0.documentedName == word }) { [named] }
                else if word.count == 1, let character = word.first { [.character(character)] }
                else { [] }
            }
        }
    }

    static let namedKeys: [Key] = [
        .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .escape, .backspace, .delete, .character(" "),
    ] + "abcdefghijklmnopqrstuvwxyz".map { Key.control($0) }

    @Test(arguments: [KeyContext.prompt, .pickList, .message, .helpScrolling])
    func everyKeyAPanelsHintNamesIsDispatchedThere(context: KeyContext) {
        for hint in KeyMaps.hints(in: context) {
            let keys = Self.keys(named: hint.label)
            #expect(!keys.isEmpty, "\(hint.label) names no key")
            for key in keys {
                let dispatched = switch context {
                case .prompt: KeyMaps.prompt.command(for: key) != nil
                case .pickList: KeyMaps.pickList.command(for: key) != nil
                case .message: KeyMaps.message.command(for: key) != nil
                default: KeyMaps.help.command(for: key) != nil
                }
                #expect(dispatched, "the \(context) line names \(hint.label), which is not in its map")
            }
        }
    }

    /// Every key in the help's key column, as a user reads it, is one the main screen or a message takes.
    @Test func everyKeyTheHelpShowsIsDispatched() {
        let entries = HelpView(strings: Strings(language: .english), credit: nil).entries
        let keyed = entries.filter { !$0.keys.isEmpty && $0.keys != Glyphs(.unicode).approximate }
        #expect(keyed.count >= KeyMaps.main.bindings.count / 2)
        for entry in keyed {
            let keys = Self.keys(named: entry.keys)
            #expect(!keys.isEmpty, "the help shows '\(entry.keys)', which names no key")
            for key in keys {
                #expect(
                    KeyMaps.main.command(for: key) != nil || KeyMaps.message.command(for: key) != nil,
                    "the help shows \(key), which no screen dispatches"
                )
            }
        }
    }

    @Test func theHintsOnPanelsAreTheMapsAndGiveWayWhenNarrow() {
        let strings = Strings(language: .english)
        #expect(KeyHintLine(.pickList, strings: strings).text(fitting: 80) == "↑↓ 1–9 choose · Enter load · Esc back")
        #expect(KeyHintLine(.pickList, strings: strings).text(fitting: 34) == "↑↓ 1–9 · Enter load · Esc back")
        #expect(KeyHintLine(.pickList, strings: strings).text(fitting: 22) == "Enter load · Esc back")
        #expect(KeyHintLine(.prompt, strings: strings).text(fitting: 80, lead: strings.locationPromptLead)
            == "A city name or lat,lon — Enter search · Esc cancel")
        #expect(KeyHintLine(.prompt, strings: strings).text(fitting: 30, lead: strings.locationPromptLead) == "Enter search · Esc cancel")
        #expect(KeyHintLine(.message, strings: strings).text(fitting: 80) == "Enter Esc dismiss · q quit")
    }
}

extension Key {
    var digit: Int? {
        if case let .character(character) = self { character.wholeNumberValue } else { nil }
    }
}
