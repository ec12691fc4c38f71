/// What a key on the main screen asks for. The controller switches on it.
public enum MainCommand: Hashable, Sendable, CaseIterable {
    case refresh
    case quit
    case scrollUp
    case scrollDown
    case pageUp
    case pageDown
    case scrollToStart
    case scrollToEnd
    case location
    case units
    case toggleGraph
    case toggleDaysView
    case toggleHourlyView
    case toggleAirView
    /// `m`: the sea, its waves and tides, an hour a row.
    case toggleSeaView
    case help
    /// `!`: every official warning in force, in a panel.
    case warnings
    /// 1–9: the digit says which recent place.
    case recentPlace
    /// `p`: the places side by side.
    case places
    /// `*`: pin the place on screen to the places view, or unpin it.
    case pin
    /// `R`: the rain radar round the place.
    case radar
    /// Ctrl-L: clear the terminal and draw everything again.
    case repaint
}

/// Every key of the main screen: the `?` help lists them, the key bar and the failure screen name some.
/// A new key is a new binding and a new `MainCommand` case.
extension KeyMaps {
    public static let main = KeyMap<MainCommand>([
        KeyBinding(
            [.character("r")], label: "r", .refresh,
            help: .keyRefresh,
            summary: "refresh",
            hints: [
                .loaded: KeyHint("r", .hintRefresh, priority: 0),
                .failed: KeyHint("r", .hintRetry, priority: 0),
                .failureScreen: KeyHint("r", .hintRetry, priority: 0),
            ]
        ),
        KeyBinding(
            [.up, .character("k")], label: "↑ k", .scrollUp,
            help: .keyScrollForecast, summary: "scroll",
            hints: [.loaded: KeyHint("↑↓", .hintScroll, priority: 2)]
        ),
        KeyBinding([.down, .character("j")], label: "↓ j", .scrollDown, help: .keyScrollForecast, summary: "scroll"),
        KeyBinding([.pageUp], label: "PgUp", .pageUp, help: .keyScrollPage, summary: "scroll"),
        KeyBinding([.pageDown, .character(" ")], label: "PgDn Space", .pageDown, help: .keyScrollPage, summary: "scroll"),
        KeyBinding([.home, .character("g")], label: "Home g", .scrollToStart, help: .keyFirstOrLastStep, summary: "scroll"),
        KeyBinding([.end, .character("G")], label: "End G", .scrollToEnd, help: .keyFirstOrLastStep, summary: "scroll"),
        KeyBinding(
            [.character("l"), .character("L")], label: "l", .location,
            help: .keyLocation,
            summary: "location",
            hints: [
                .loaded: KeyHint("l", .hintLocation, priority: 4),
                .failed: KeyHint("l", .hintLocation, priority: 2),
                .failureScreen: KeyHint("l", .hintLocation, priority: 1),
            ]
        ),
        KeyBinding(
            (1...9).map { .character(Character(String($0))) }, label: "1–9", .recentPlace,
            help: .keyPlaces, summary: "recent places"
        ),
        // The keys of places share one row of the help, which fits 80×24.
        KeyBinding([.character("p"), .character("P")], label: "p", .places, help: .keyPlaces, summary: "places"),
        KeyBinding([.character("*")], label: "*", .pin, help: .keyPlaces, summary: "pin"),
        KeyBinding(
            [.character("u"), .character("U")], label: "u", .units,
            help: .keyUnits, summary: "units",
            hints: [.loaded: KeyHint("u", .hintUnits, priority: 5)]
        ),
        KeyBinding(
            [.character("t"), .character("T")], label: "t", .toggleGraph,
            help: .keyGraph, summary: "graph",
            hints: [.loaded: KeyHint("t", .hintGraph, priority: 7)]
        ),
        KeyBinding(
            [.character("d"), .character("D")], label: "d", .toggleDaysView,
            help: .keyDays, summary: "days",
            hints: [.loaded: KeyHint("d", .hintDays, priority: 6)]
        ),
        KeyBinding(
            [.character("h"), .character("H")], label: "h", .toggleHourlyView,
            help: .keyHourly, summary: "1-hour steps"
        ),
        KeyBinding(
            [.character("!")], label: "!", .warnings,
            help: .keyWarningsAndRadar,
            summary: "warnings"
        ),
        // The warnings and the radar share one row of the help, which fits 80×24.
        KeyBinding([.character("R")], label: "R", .radar, help: .keyWarningsAndRadar, summary: "radar"),
        // The air and the sea share one row of the help, which fits 80×24.
        KeyBinding([.character("a"), .character("A")], label: "a", .toggleAirView, help: .keyAirAndSea, summary: "air quality"),
        KeyBinding([.character("m"), .character("M")], label: "m", .toggleSeaView, help: .keyAirAndSea, summary: "sea and tides"),
        KeyBinding(
            [.character("?")], label: "?", .help,
            help: .keyHelp, summary: "help",
            hints: [.loaded: KeyHint("?", .hintHelp, priority: 3), .failed: KeyHint("?", .hintHelp, priority: 3)]
        ),
        KeyBinding([.control("l")], label: "Ctrl-L", .repaint, help: .keyRepaint, summary: "redraw"),
        KeyBinding(
            [.character("q"), .character("Q"), .escape], label: "q Esc", .quit,
            help: .keyQuit, summary: "quit",
            hints: [
                .loaded: KeyHint("q", .hintQuit, priority: 1),
                .failed: KeyHint("q", .hintQuit, priority: 1),
                .waiting: KeyHint("q", .hintQuit, priority: 0),
                .failureScreen: KeyHint("q", .hintQuit, priority: 2),
            ]
        ),
    ])
}
