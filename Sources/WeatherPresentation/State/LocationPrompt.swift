import WeatherCore

/// The `l` prompt: what has been typed, the pick list when a name matched several places, what the
/// change of place is doing, and the answer to the last entry that went wrong.
public struct LocationPrompt: Equatable, Sendable {
    public static let maximumLength = 80

    public var text = ""
    public var error: String?
    public var activity: LocationActivity?
    /// Shown instead of the input while there is one; Esc goes back to the input, text kept.
    public var picker: PlacePicker?

    public init(text: String = "", error: String? = nil, activity: LocationActivity? = nil, picker: PlacePicker? = nil) {
        self.text = text
        self.error = error
        self.activity = activity
        self.picker = picker
    }
}

/// What a change of place asked for in the prompt is doing.
public enum LocationActivity: Equatable, Sendable {
    case locating(LocatingStep)
    /// Loading the weather of the place named.
    case loading(String)

    /// The screen's phase for the same step, when the prompt closes while it is under way.
    var phase: ScreenState.Phase {
        switch self {
        case let .locating(step): .locating(step)
        case let .loading(name): .loading(placeName: name)
        }
    }
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
