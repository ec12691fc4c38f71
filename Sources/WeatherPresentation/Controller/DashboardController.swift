import FoundationEssentials
import WeatherCore

/// Maps key presses and data-source events to `ScreenState`. Small on purpose: the data source owns
/// the models and does the loading; the views draw; the controller only decides what changes.
@MainActor
public final class DashboardController: WeatherDataSourceDelegate {
    public enum KeyOutcome: Equatable {
        case handled
        case ignored
        case quit
    }

    public private(set) var state: ScreenState
    /// Called after every change the data source causes, so the app redraws.
    public var onStateChange: (() -> Void)?
    private let loader: any WeatherLoading

    public init(loader: any WeatherLoading, units: UnitSystem, language: Language, size: TerminalSize) {
        self.loader = loader
        self.state = ScreenState(units: units, language: language, size: size)
    }

    /// Starts the first load.
    public func start() {
        state.phase = .locating
        loader.reload()
    }

    /// A refresh asked for by the user or the auto-refresh timer; ignored while a load is in flight.
    public func refresh() {
        guard !loader.isLoading else { return }
        switch state.phase {
        case var .loaded(loaded):
            loaded.isRefreshing = true
            state.phase = .loaded(loaded)
        case .failed:
            state.phase = .locating
        case .locating, .loading:
            return
        }
        loader.reload()
    }

    public func resize(to size: TerminalSize) {
        state.size = size
    }

    public func advanceSpinner() {
        guard state.isAnimating else { return }
        state.spinnerFrame += 1
    }

    public func handle(_ key: Key) -> KeyOutcome {
        switch state.overlay {
        case var .locationPrompt(prompt):
            return handlePrompt(key, &prompt)
        case _ where key.isPaste:
            // Pasted text is only ever text: outside the prompt it is not read as commands.
            return .ignored
        case .help:
            if key == .character("q") { return .quit }
            state.overlay = nil
            return .handled
        case .refreshFailure:
            switch key {
            case .enter, .escape:
                state.overlay = nil
                return .handled
            case .character("q"):
                return .quit
            default:
                state.overlay = nil
            }
        case nil:
            break
        }
        switch key {
        case .character("q"), .character("Q"), .escape:
            return .quit
        case .character("r"), .character("R"):
            refresh()
        case .character("?"):
            state.overlay = .help
        case .character("l"), .character("L"):
            state.overlay = .locationPrompt(LocationPrompt())
        case .character("u"), .character("U"):
            state.units = state.units.toggled
        case .up, .character("k"):
            state.scroll.scroll(by: -1)
        case .down, .character("j"):
            state.scroll.scroll(by: 1)
        case .pageUp:
            state.scroll.scrollPage(down: false)
        case .pageDown, .character(" "):
            state.scroll.scrollPage(down: true)
        case .home, .character("g"):
            state.scroll.scrollToStart()
        case .end, .character("G"):
            state.scroll.scrollToEnd()
        default:
            return .ignored
        }
        return .handled
    }

    private func handlePrompt(_ key: Key, _ prompt: inout LocationPrompt) -> KeyOutcome {
        switch key {
        case .escape:
            state.overlay = nil
            return .handled
        case .enter:
            do {
                let query = try LocationQuery(parsing: prompt.text)
                state.overlay = nil
                if case .loaded = state.phase {
                    markRefreshing()
                } else {
                    state.phase = .locating
                }
                loader.changeLocation(to: query)
            } catch {
                prompt.error = Strings(language: state.language).explain(error).reason
                state.overlay = .locationPrompt(prompt)
            }
            return .handled
        case .backspace:
            if !prompt.text.isEmpty { prompt.text.removeLast() }
        case let .character(character):
            guard prompt.text.count < LocationPrompt.maximumLength, Self.isTypeable(character) else { return .ignored }
            prompt.text.append(character)
        case let .paste(text):
            let typeable = text.filter(Self.isTypeable).prefix(LocationPrompt.maximumLength - prompt.text.count)
            guard !typeable.isEmpty else { return .ignored }
            prompt.text += typeable
        default:
            return .ignored
        }
        prompt.error = nil
        state.overlay = .locationPrompt(prompt)
        return .handled
    }

    private static func isTypeable(_ character: Character) -> Bool {
        !character.isNewline && character.unicodeScalars.allSatisfy {
            $0.properties.generalCategory != .control && $0.properties.generalCategory != .format
        }
    }

    // MARK: - Data source events

    public func dataSourceDidStartLocating() {
        if case .loaded = state.phase { markRefreshing() } else { state.phase = .locating }
        onStateChange?()
    }

    public func dataSourceDidStartLoading(_ place: Place) {
        if case .loaded = state.phase { markRefreshing() } else { state.phase = .loading(placeName: place.name) }
        onStateChange?()
    }

    public func dataSourceDidLoad(_ report: WeatherReport) {
        let samePlace = state.report?.place.coordinate == report.place.coordinate
        state.phase = .loaded(LoadedWeather(report: report))
        if case .refreshFailure = state.overlay { state.overlay = nil }
        state.resetScroll(offset: samePlace ? state.scroll.offset : 0)
        onStateChange?()
    }

    public func dataSourceDidFail(_ failure: LoadFailure) {
        if case var .loaded(loaded) = state.phase {
            loaded.isRefreshing = false
            loaded.isStale = true
            state.phase = .loaded(loaded)
            if state.overlay == nil || state.overlay == .help { state.overlay = .refreshFailure(failure) }
        } else {
            state.phase = .failed(failure)
        }
        onStateChange?()
    }

    // MARK: - Helpers

    private func markRefreshing() {
        guard case var .loaded(loaded) = state.phase else { return }
        loaded.isRefreshing = true
        state.phase = .loaded(loaded)
    }
}
