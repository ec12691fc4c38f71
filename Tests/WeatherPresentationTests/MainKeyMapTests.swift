import Testing
import WeatherCore
@testable import WeatherPresentation

/// The main screen's key map: every key in it works, each is bound once, and the help, the key bar and
/// the failure screen name keys only from it.
@MainActor
@Suite struct MainKeyMapTests {
    /// Commands whose keys may do nothing, and when: documented here so the dispatch test can tell a
    /// dead key from one that waits for its moment.
    static let contextDependent: [MainCommand: String] = [:]

    nonisolated static var allKeys: [Key] { KeyMaps.main.bindings.flatMap(\.keys) }

    @Test func noKeyIsBoundTwice() {
        var seen: [Key: MainCommand] = [:]
        for binding in KeyMaps.main.bindings {
            for key in binding.keys {
                #expect(seen[key] == nil, "\(key) is bound to \(seen[key].map { "\($0)" } ?? "") and \(binding.command)")
                seen[key] = binding.command
            }
        }
        #expect(Set(KeyMaps.main.bindings.map(\.command)) == Set(MainCommand.allCases), "a command has no binding")
    }

    /// A controller showing a report, scrolled into the middle, with nine recent places.
    private func loadedController() -> (DashboardDriver, FakeLoader) {
        let loader = FakeLoader()
        let places = (1...9).map { index in
            Place(name: "Place \(index)", coordinate: Coordinate(latitude: Double(index), longitude: Double(index))!)
        }
        loader.recentPlaces = RecentPlaces(places)
        let controller = DashboardDriver(loader: loader, units: .metric, language: .english, size: TerminalSize(columns: 80, rows: 24))
        controller.start()
        controller.update(.loaded(SampleReport.seoul))
        _ = controller.handle(.down)
        _ = controller.handle(.down)
        return (controller, loader)
    }

    @Test(arguments: allKeys)
    func everyKeyInTheTableDoesSomething(key: Key) throws {
        let command = try #require(KeyMaps.main.command(for: key))
        let (controller, loader) = loadedController()
        let before = controller.state
        let outcome = controller.handle(key)
        if command == .quit {
            #expect(outcome == .quit)
            return
        }
        if command == .repaint {
            // What it changes is on the terminal, not in the state: the backend clears and redraws.
            #expect(outcome == .repaint)
            return
        }
        #expect(outcome == .handled, "\(key) (\(command)) was ignored")
        #expect(controller.state != before || loader.reloads > 1 || !loader.changes.isEmpty, "\(key) (\(command)) changed nothing")

        guard let reason = Self.contextDependent[command] else { return }
        controller.handle(.character("r"))
        #expect(controller.handle(key) == .ignored, "\(command) is documented as context-dependent (\(reason))")
    }

    @Test func keysOutsideTheTableAreIgnored() {
        let (controller, _) = loadedController()
        for key in [Key.character("x"), .character("0"), .left, .right, .backspace, .enter] {
            #expect(KeyMaps.main.command(for: key) == nil)
            #expect(controller.handle(key) == .ignored, "\(key)")
        }
    }

    @Test(arguments: Language.allCases)
    func theHelpListsEveryBindingAndFitsAt80x24(language: Language) throws {
        var state = ScreenState(
            phase: .loaded(LoadedWeather(report: SampleReport.seoul)), units: .metric, language: language,
            size: TerminalSize(columns: 80, rows: 24)
        )
        state.overlay = .help
        let text = DashboardView().render(state).lines.joined(separator: "\n")
        let strings = Strings(language: language)
        for binding in KeyMaps.main.bindings {
            #expect(text.contains(binding.label), "the help does not show \(binding.label)")
            for word in strings.text(binding.help).split(separator: " ") {
                // In a right-to-left sentence a key's colon reads after it, so shows on its left ("R:" as ":R").
                let shown = VisualOrder.of(String(word))
                #expect(text.contains(shown) || text.contains(String(shown.reversed())), "the help for \(binding.label) lost '\(word)'")
            }
        }
        let dismiss = try #require(KeyMaps.message.binding(for: .dismiss))
        #expect(text.contains(dismiss.label))
        let help = HelpView(strings: strings, credit: SampleReport.seoul.provider.attribution)
        #expect(help.layout(in: DashboardLayout(size: state.size).body).maximumOffset == 0, "the help does not fit at 80×24")
        #expect(!text.contains("…"), "a line of the help was cut")
    }

    @Test func aShortTerminalScrollsTheHelpAndSaysHowManyRowsAreHidden() {
        let loader = FakeLoader()
        let controller = DashboardDriver(loader: loader, units: .metric, language: .english, size: TerminalSize(columns: 40, rows: 12))
        controller.start()
        controller.update(.loaded(SampleReport.seoul))
        #expect(controller.handle(.character("?")) == .handled)
        let help = HelpView(strings: Strings(language: .english), credit: SampleReport.seoul.provider.attribution)
        let layout = help.layout(in: DashboardLayout(size: controller.state.size).body)
        #expect(layout.maximumOffset > 0)
        var text = DashboardView().render(controller.state).lines.joined(separator: "\n")
        #expect(text.contains("↓\(layout.maximumOffset) more rows · ↑↓ scroll"), "\(text)")
        #expect(!text.contains("…"), "a line of the help was cut:\n\(text)")

        var seen = Set(text.split(separator: "\n").map(String.init))
        for _ in 0..<layout.maximumOffset + 3 {
            #expect(controller.handle(.down) == .handled)
            text = DashboardView().render(controller.state).lines.joined(separator: "\n")
            seen.formUnion(text.split(separator: "\n").map(String.init))
        }
        #expect(controller.state.helpOffset == layout.maximumOffset)
        #expect(controller.state.overlay == .help)
        #expect(text.contains("↑\(layout.maximumOffset) more rows"), "\(text)")
        let all = seen.joined(separator: "\n")
        for word in ["refresh", "Space", "1–9", "units", "quit", "Enter", "ip_lookup", "Open-Meteo.com"] {
            #expect(all.contains(word), "scrolling never showed '\(word)'")
        }
        #expect(controller.handle(.home) == .handled)
        #expect(controller.state.helpOffset == 0)
        #expect(controller.handle(.character("x")) == .handled)
        #expect(controller.state.overlay == nil)
    }

    @Test func whenTheHelpFitsAnyKeyButQClosesIt() {
        let (controller, _) = loadedController()
        _ = controller.handle(.character("?"))
        #expect(controller.handle(.down) == .handled)
        #expect(controller.state.overlay == nil)
        _ = controller.handle(.character("?"))
        #expect(controller.handle(.character("q")) == .quit)
    }

    /// The keys in the bottom border, as a user reads them.
    private func keyBar(_ state: ScreenState) -> String {
        let line = DashboardView().render(state).lines.last ?? ""
        var text = String(line.drop { "└+ ".contains($0) }.prefix { $0 != "─" && $0 != "-" })
        while text.last == " " { text.removeLast() }
        return text
    }

    /// Keys as a user types what a key bar label names.
    static let typed: [String: [Key]] = [
        "r": [.character("r")], "q": [.character("q")], "↑↓": [.up, .down], "?": [.character("?")],
        "l": [.character("l")], "u": [.character("u")], "d": [.character("d")], "t": [.character("t")],
    ]

    @Test func theKeyBarShowsWhatEachScreenAccepts() {
        var state = ScreenState(
            phase: .loaded(LoadedWeather(report: SampleReport.seoul)), units: .metric, language: .english,
            size: TerminalSize(columns: 120, rows: 40)
        )
        #expect(keyBar(state) == "r refresh  q quit  ↑↓ scroll  ? help  l location  u units  d days  t graph")
        state.glyphs = Glyphs(.ascii)
        #expect(keyBar(state) == "r refresh  q quit  ^v scroll  ? help  l location  u units  d days  t graph")
        state.glyphs = Glyphs(.unicode)
        state.phase = .failed(.weather(.offline))
        #expect(keyBar(state) == "r retry  q quit  l location  ? help")
        state.phase = .loading(placeName: "Seoul")
        #expect(keyBar(state) == "q quit")
    }

    /// Each key the loaded screen's key bar names, typed as a user would, does something.
    @Test func everyKeyTheKeyBarNamesWorks() throws {
        var wide = loadedController().0.state
        wide.size = TerminalSize(columns: 120, rows: 40)
        let shown = keyBar(wide).split(separator: "  ").map { $0.prefix { $0 != " " } }
        #expect(shown.count == 8)
        for label in shown {
            let keys = try #require(Self.typed[String(label)], "the key bar names '\(label)', which this test cannot type")
            for key in keys {
                let (controller, loader) = loadedController()
                let before = controller.state
                let outcome = controller.handle(key)
                if label == "q" {
                    #expect(outcome == .quit)
                    continue
                }
                #expect(outcome == .handled, "\(label): \(key) was ignored")
                #expect(controller.state != before || loader.reloads > 1, "\(label): \(key) changed nothing")
            }
        }
    }
}

extension Key: CustomTestStringConvertible {
    public var testDescription: String { "\(self)" }
}
