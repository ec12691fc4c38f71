import WeatherCore

/// The `l` prompt: what has been typed and where the cursor is, the pick list when a name matched several
/// places, what the change of place is doing, and the answer to the last entry that went wrong.
public struct LocationPrompt: Equatable, Sendable {
    public static let maximumLength = 80

    public private(set) var text = ""
    /// Where typing goes, in characters (grapheme clusters, as the user sees them) from the start:
    /// 0 … `text.count`.
    public private(set) var cursor = 0
    public var error: String?
    public var activity: LocationActivity?
    /// Shown instead of the input while there is one; Esc goes back to the input, text kept.
    public var picker: PlacePicker?

    public init(text: String = "", error: String? = nil, activity: LocationActivity? = nil, picker: PlacePicker? = nil) {
        self.text = text
        self.cursor = text.count
        self.error = error
        self.activity = activity
        self.picker = picker
    }
}

// MARK: - Editing, with readline's keys

extension LocationPrompt {
    private var cursorIndex: String.Index { text.index(text.startIndex, offsetBy: cursor) }

    /// The text before and after the cursor.
    public var splitAtCursor: (before: Substring, after: Substring) {
        (text[..<cursorIndex], text[cursorIndex...])
    }

    /// Types `typed` at the cursor, as much as `maximumLength` leaves room for; false when some was left out.
    /// What is typed may join the character before the cursor (a combining mark, a variation selector, a
    /// skin tone, the second half of a flag, a Hangul jamo) or after it: the cursor then stands after the
    /// character it became part of, never inside it.
    @discardableResult
    public mutating func insert<Typed: StringProtocol>(_ typed: Typed) -> Bool {
        let kept = typed.prefix(max(0, Self.maximumLength - text.count))
        let (before, after) = splitAtCursor
        let upToCursor = String(before) + String(kept)
        text = upToCursor + after
        // Where a character ends depends on the code points before it and the one after it only, so the
        // text's first characters are those of `upToCursor` (the last of them perhaps running on).
        cursor = upToCursor.count
        return kept.count == typed.count
    }

    /// Backspace: the character before the cursor.
    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        cursor -= 1
        text.remove(at: cursorIndex)
    }

    /// Delete: the character under the cursor.
    public mutating func deleteForward() {
        guard cursor < text.count else { return }
        text.remove(at: cursorIndex)
    }

    public mutating func moveCursor(by steps: Int) {
        cursor = max(0, min(cursor + steps, text.count))
    }

    public mutating func moveCursorToStart() {
        cursor = 0
    }

    public mutating func moveCursorToEnd() {
        cursor = text.count
    }

    /// Ctrl-U: everything before the cursor.
    public mutating func deleteToStart() {
        text.removeSubrange(text.startIndex..<cursorIndex)
        cursor = 0
    }

    /// Ctrl-W: the word before the cursor and the spaces after it, as readline's `unix-word-rubout` does.
    public mutating func deleteWordBackward() {
        let before = splitAtCursor.before
        let withoutSpaces = before.reversed().drop { $0 == " " }
        let word = withoutSpaces.prefix { $0 != " " }
        let removed = before.count - withoutSpaces.count + word.count
        let end = cursorIndex
        cursor -= removed
        text.removeSubrange(cursorIndex..<end)
    }
}

/// What a change of place asked for in the prompt is doing.
public enum LocationActivity: Equatable, Sendable {
    case locating(LocatingStep)
    /// Loading the weather of the place named.
    case loading(String)
}

/// The places a name matched, one of them selected.
public struct PlacePicker: Equatable, Sendable {
    /// The name as typed.
    public var name: String
    public var matches: [Place]
    public private(set) var selection = 0

    public init(name: String, matches: [Place], selection: Int = 0) {
        self.name = name
        self.matches = matches
        self.selection = max(0, min(selection, matches.count - 1))
    }

    public var selected: Place? { matches.indices.contains(selection) ? matches[selection] : nil }

    public mutating func move(by steps: Int) {
        selection = max(0, min(selection + steps, matches.count - 1))
    }

    public mutating func select(_ index: Int) {
        guard matches.indices.contains(index) else { return }
        selection = index
    }
}
