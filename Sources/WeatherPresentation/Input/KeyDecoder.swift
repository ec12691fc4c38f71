/// Turns what the terminal sends into keys. Curses names only the sequences in the terminfo entry;
/// everything else that starts with Esc arrives here byte by byte and is decoded, so that Alt+key,
/// unknown function keys and focus reports are ignored instead of being read as Esc (which
/// quits), arrows and Home/End/PgUp/PgDn work in both cursor modes, and bracketed pastes become one
/// `.paste` key. SGR mouse reports (mode 1006) become `.mouse` keys; other mouse reports are dropped.
///
/// Feed it each batch of input that arrived together: an Esc that ends a batch is a lone Esc (curses
/// has already waited the escape delay for more). A paste may span batches.
public struct KeyDecoder: Sendable {
    /// The longest paste kept; the rest of a larger one is dropped.
    public static let maximumPasteLength = 4096

    private var paste: PasteBuffer?

    public init() {}

    public mutating func decode(_ batch: [TerminalInput]) -> [Key] {
        var keys: [Key] = []
        var reader = BatchReader(batch)
        while let input = reader.next() {
            if paste != nil {
                continuePaste(input, into: &keys)
                continue
            }
            switch input {
            case let .namedKey(key):
                if let key { keys.append(key) }
            case let .scalar(scalar) where scalar == Self.escape:
                if let key = escapeSequence(&reader) { keys.append(key) }
            case let .scalar(scalar):
                if let key = Self.plainKey(scalar) { keys.append(key) }
            }
        }
        return keys
    }

    private static let escape: Unicode.Scalar = "\u{1B}"

    private static func plainKey(_ scalar: Unicode.Scalar) -> Key? {
        switch scalar.value {
        case 10, 13: .enter
        case 8, 127: .backspace
        case 1...26: .control(Character(Unicode.Scalar(scalar.value + 0x60)!))
        case 0..<32, 0x80..<0xA0: nil
        default: .character(Character(scalar))
        }
    }

    /// After an Esc: a lone Esc, a known sequence, or nil for anything the app ignores.
    private mutating func escapeSequence(_ reader: inout BatchReader) -> Key? {
        guard let next = reader.peek() else { return .escape }
        guard case let .scalar(introducer) = next else { return nil }
        switch introducer {
        case "[":
            reader.skip()
            return controlSequence(&reader)
        case "O":
            reader.skip()
            guard case let .scalar(final)? = reader.peek() else { return nil }
            reader.skip()
            return Self.cursorKey(final)
        case "]", "P", "_", "^", "X":
            reader.skip()
            reader.skipString()
            return nil
        case Self.escape:
            // Alt+Esc, or two quick presses: the second Esc stands on its own.
            return nil
        default:
            // Alt+key: the key is swallowed with its Esc.
            reader.skip()
            return nil
        }
    }

    /// After `Esc [`: parameters, intermediates and a final byte (ECMA-48).
    private mutating func controlSequence(_ reader: inout BatchReader) -> Key? {
        var parameters = ""
        while case let .scalar(scalar)? = reader.peek() {
            reader.skip()
            switch scalar.value {
            case 0x30...0x3F, 0x20...0x2F:
                parameters.unicodeScalars.append(scalar)
            case 0x40...0x7E:
                return finish(parameters, final: scalar, &reader)
            default:
                return nil
            }
        }
        return nil
    }

    private mutating func finish(_ parameters: String, final: Unicode.Scalar, _ reader: inout BatchReader) -> Key? {
        if parameters.hasPrefix("<") {
            return MouseEvent(sgrParameters: parameters, final: final).map(Key.mouse)
        }
        switch (parameters, final) {
        case ("", "M"):
            // An X10 mouse report: three more bytes of button and position.
            reader.skip(3)
            return nil
        case ("200", "~"):
            paste = PasteBuffer()
            return nil
        case (_, "~"):
            switch parameters {
            case "1", "7": return .home
            case "3": return .delete
            case "4", "8": return .end
            case "5": return .pageUp
            case "6": return .pageDown
            default: return nil
            }
        case ("", _), ("1", _):
            return Self.cursorKey(final)
        default:
            return nil
        }
    }

    /// The final byte of an arrow, Home or End key, the same in normal (CSI) and application (SS3) mode.
    private static func cursorKey(_ final: Unicode.Scalar) -> Key? {
        switch final {
        case "A": .up
        case "B": .down
        case "C": .right
        case "D": .left
        case "H": .home
        case "F": .end
        default: nil
        }
    }

    private mutating func continuePaste(_ input: TerminalInput, into keys: inout [Key]) {
        guard case let .scalar(scalar) = input, var buffer = paste else { return }
        if buffer.append(scalar) {
            paste = nil
            keys.append(.paste(buffer.text))
        } else {
            paste = buffer
        }
    }
}

/// Text collected between the bracketed-paste markers: each run of line breaks becomes one space (pasted
/// lines are words of one entry), other control characters are dropped.
private struct PasteBuffer: Sendable {
    static let endMarker = Array("\u{1B}[201~".unicodeScalars)

    private(set) var text = ""
    private var length = 0
    private var afterLineBreak = false
    /// Scalars that may be the start of the end marker.
    private var pending: [Unicode.Scalar] = []

    /// Adds a scalar; true when it completed the end marker.
    mutating func append(_ scalar: Unicode.Scalar) -> Bool {
        pending.append(scalar)
        if pending == Self.endMarker { return true }
        while !pending.isEmpty, !Self.endMarker.starts(with: pending) {
            keep(pending.removeFirst())
        }
        return false
    }

    private mutating func keep(_ scalar: Unicode.Scalar) {
        let isLineBreak = scalar == "\n" || scalar == "\r"
        if isLineBreak {
            if !afterLineBreak, length < KeyDecoder.maximumPasteLength {
                text.unicodeScalars.append(" ")
                length += 1
            }
            afterLineBreak = true
            return
        }
        afterLineBreak = false
        guard scalar.value >= 0x20, scalar.value != 0x7F, !(0x80..<0xA0).contains(scalar.value),
              length < KeyDecoder.maximumPasteLength
        else { return }
        text.unicodeScalars.append(scalar)
        length += 1
    }
}

/// Reads one batch, with a look at the next input.
private struct BatchReader {
    private let inputs: [TerminalInput]
    private var index = 0

    init(_ inputs: [TerminalInput]) {
        self.inputs = inputs
    }

    mutating func next() -> TerminalInput? {
        defer { index += 1 }
        return peek()
    }

    func peek() -> TerminalInput? {
        index < inputs.count ? inputs[index] : nil
    }

    mutating func skip(_ count: Int = 1) {
        index = min(inputs.count, index + count)
    }

    /// Skips an OSC or DCS string up to its terminator (BEL or `Esc \`).
    mutating func skipString() {
        while case let .scalar(scalar)? = next() {
            if scalar == "\u{07}" { return }
            if scalar == "\u{1B}" {
                skip()
                return
            }
        }
    }
}
