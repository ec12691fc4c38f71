/// What a key in the places view asks for. Keys outside the map do nothing there.
public enum PlacesCommand: Hashable, Sendable, CaseIterable {
    case moveUp
    case moveDown
    case moveToFirst
    case moveToLast
    /// The selected place becomes the dashboard's, as a recent place's digit makes it.
    case open
    /// Pins the selected place, or unpins it.
    case pin
    /// 1–9: the recent place of that number, as on the main screen.
    case recentPlace
    case close
    case quit
}

/// The places view's keys: the selection moves as in the pick list, the digits do what they do on the
/// main screen.
extension KeyMaps {
    public static let places = KeyMap<PlacesCommand>([
        KeyBinding(
            [.up, .character("k")], label: "↑ k", .moveUp, help: .keyMoveSelection, summary: "choose",
            hints: [.places: KeyHint("↑↓", .hintChoose, priority: 3)]
        ),
        KeyBinding([.down, .character("j")], label: "↓ j", .moveDown, help: .keyMoveSelection, summary: "choose"),
        KeyBinding([.home, .character("g")], label: "Home g", .moveToFirst, help: .keyFirstOrLastPlace, summary: "choose"),
        KeyBinding([.end, .character("G")], label: "End G", .moveToLast, help: .keyFirstOrLastPlace, summary: "choose"),
        KeyBinding(
            [.enter], label: "Enter", .open, help: .keyLoadSelected, summary: "open",
            hints: [.places: KeyHint("Enter", .hintOpen, priority: 0)]
        ),
        KeyBinding(
            [.character("*")], label: "*", .pin, help: .keyPinSelected, summary: "pin",
            hints: [.places: KeyHint("*", .hintPin, priority: 2)]
        ),
        KeyBinding(main.keys(for: .recentPlace), label: "1–9", .recentPlace, help: .keyRecentPlace),
        KeyBinding(
            [.escape, .character("p"), .character("P")], label: "Esc p", .close, help: .keyClosePlaces, summary: "close",
            hints: [.places: KeyHint("Esc", .hintClose, priority: 1)]
        ),
        KeyBinding([.character("q"), .character("Q")], label: "q", .quit, help: .keyQuit),
    ])
}
