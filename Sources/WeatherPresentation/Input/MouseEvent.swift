/// A mouse report the terminal sent in SGR form (`Esc [ < button ; column ; row M`), at a 0-based cell.
public struct MouseEvent: Hashable, Sendable {
    public enum Action: Hashable, Sendable {
        case press(Button)
        case release
        case wheelUp
        case wheelDown
    }

    public enum Button: Hashable, Sendable {
        case left, middle, right
    }

    public var action: Action
    public var x: Int
    public var y: Int

    public init(_ action: Action, x: Int, y: Int) {
        self.action = action
        self.x = x
        self.y = y
    }

    /// The report after `Esc [`: "<0;10;5" with final "M" (pressed) or "m" (released); nil for motion,
    /// horizontal wheels, and anything malformed.
    init?(sgrParameters parameters: String, final: Unicode.Scalar) {
        guard parameters.first == "<", final == "M" || final == "m" else { return nil }
        let fields = parameters.dropFirst().split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 3, let code = Int(fields[0]), let column = Int(fields[1]), let row = Int(fields[2]),
              column >= 1, row >= 1, code >= 0
        else { return nil }
        // Bits 2–4 are Shift, Alt and Ctrl; bit 5 is motion, bit 6 the wheel.
        let isMotion = code & 32 != 0
        let button = code & 3
        let action: Action
        if code & 64 != 0 {
            guard !isMotion, final == "M" else { return nil }
            switch button {
            case 0: action = .wheelUp
            case 1: action = .wheelDown
            default: return nil
            }
        } else if isMotion || code & 128 != 0 {
            return nil
        } else if final == "m" {
            action = .release
        } else {
            switch button {
            case 0: action = .press(.left)
            case 1: action = .press(.middle)
            case 2: action = .press(.right)
            default: return nil
            }
        }
        self.init(action, x: column - 1, y: row - 1)
    }
}
