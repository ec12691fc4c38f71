import FoundationEssentials

/// The state of the place's warning feed, in the four words `--json`, `--waybar` and the `!` panel share.
public enum WarningsFeedState: Hashable, Sendable {
    /// A service covers the place and answered: none in force.
    case covered
    /// A service covers the place and answered: at least one in force.
    case warnings
    /// A service covers the place and gave no answer for it (it failed, or the place's region could not be
    /// told); `lastAnswered` is when it last did, where an answer of this run is known.
    case unavailable(lastAnswered: Date?)
    /// No service covers the place.
    case notCovered

    /// The word: `covered`, `warnings`, `unavailable`, `not covered`.
    public var word: String {
        switch self {
        case .covered: "covered"
        case .warnings: "warnings"
        case .unavailable: "unavailable"
        case .notCovered: "not covered"
        }
    }
}
