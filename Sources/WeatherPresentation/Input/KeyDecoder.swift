/// Turns what the terminal sends into keys and terminal reports. Curses names only the sequences in the
/// terminfo entry; everything else that starts with Esc arrives here byte by byte and is decoded, so that
/// Alt+key, unknown function keys and focus reports are ignored instead of being read as Esc (which
/// quits), arrows and Home/End/PgUp/PgDn work in both cursor modes, and bracketed pastes become one
/// `.paste` key. SGR mouse reports (mode 1006) become `.mouse` keys; other mouse reports are dropped.
/// The answers to the app's queries (OSC 11's background colour, DA1's attributes) become reports, never keys.
///
/// Feed it each batch of input that arrived together: an Esc that ends a batch is a lone Esc (curses
/// has already waited the escape delay for more). A paste may span batches, and so may an answer once
/// past its introducer (over ssh one comes in as many reads as the network cut it into).
public struct KeyDecoder: Sendable {
    /// The longest paste kept; the rest of a larger one is dropped.
    public static let maximumPasteLength = 4096

    private var paste: PasteBuffer?
    private var partialReport: PartialReport?

    public init() {}

    public mutating func decode(_ batch: [TerminalInput]) -> [DecodedInput] {
        var decoded: [DecodedInput] = []
        var reader = BatchReader(batch)
        if let partial = partialReport {
            partialReport = nil
            if let report = resume(partial, &reader) { decoded.append(report) }
        }
        while let input = reader.next() {
            if paste != nil {
                continuePaste(input, into: &decoded)
                continue
            }
            switch input {
            case let .namedKey(key):
                if let key { decoded.append(.key(key)) }
            case let .scalar(scalar) where scalar == Self.escape:
                if let output = escapeSequence(&reader) { decoded.append(output) }
            case let .scalar(scalar):
                if let key = Self.plainKey(scalar) { decoded.append(.key(key)) }
            }
        }
        return decoded
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

    /// After an Esc: a lone Esc, a known sequence, a report, or nil for anything the app ignores.
    private mutating func escapeSequence(_ reader: inout BatchReader) -> DecodedInput? {
        guard let next = reader.peek() else { return .key(.escape) }
        guard case let .scalar(introducer) = next else { return nil }
        switch introducer {
        case "[":
            reader.skip()
            return controlSequence(&reader, parameters: "")
        case "O":
            reader.skip()
            guard case let .scalar(final)? = reader.peek() else { return nil }
            reader.skip()
            return Self.cursorKey(final).map(DecodedInput.key)
        case "]":
            reader.skip()
            return operatingSystemCommand(&reader, text: "")
        case "P", "_", "^", "X":
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

    /// Goes on with the report the last batch ended inside. Should the next input not fit it, the report
    /// was not one (a lone Alt+`]` or Alt+`[`): it is dropped and the input is read as usual.
    private mutating func resume(_ partial: PartialReport, _ reader: inout BatchReader) -> DecodedInput? {
        switch partial {
        case let .operatingSystemCommand(text):
            return operatingSystemCommand(&reader, text: text, resumed: true)
        case .stringTerminator:
            if case "\\"? = reader.peekScalar() { reader.skip() }
            return nil
        case let .controlSequence(parameters):
            guard !parameters.isEmpty || reader.peekScalar() == "?" else { return nil }
            return controlSequence(&reader, parameters: parameters)
        }
    }

    /// After `Esc ]` (and `text`, read from an earlier batch): the string up to BEL or ST (`Esc \`, or C1's
    /// single ST some terminals send).
    private mutating func operatingSystemCommand(
        _ reader: inout BatchReader, text: String, resumed: Bool = false
    ) -> DecodedInput? {
        var text = text
        var length = text.unicodeScalars.count
        while let input = reader.peek() {
            guard case let .scalar(scalar) = input else {
                if resumed { return nil }
                reader.skip()
                continue
            }
            switch scalar {
            case "\u{07}", "\u{9C}":
                reader.skip()
                return Self.report(operatingSystemCommand: text)
            case Self.escape:
                reader.skip()
                if case "\\"? = reader.peekScalar() {
                    reader.skip()
                } else if reader.peek() == nil {
                    partialReport = .stringTerminator
                }
                return Self.report(operatingSystemCommand: text)
            default:
                if resumed, !Self.mayBeBackgroundAnswer(text + String(scalar)) { return nil }
                reader.skip()
                if length < Self.maximumReportLength {
                    text.unicodeScalars.append(scalar)
                    length += 1
                }
            }
        }
        if Self.mayBeBackgroundAnswer(text) { partialReport = .operatingSystemCommand(text) }
        return nil
    }

    private static let backgroundAnswerPrefix = "11;rgb:"
    /// Longer than any answer the app asks for: what is past it is not kept.
    private static let maximumReportLength = 64

    /// Whether `text` may be the start of an OSC 11 answer (or all of one).
    private static func mayBeBackgroundAnswer(_ text: String) -> Bool {
        guard text.unicodeScalars.count < maximumReportLength else { return false }
        if backgroundAnswerPrefix.hasPrefix(text) { return true }
        return text.hasPrefix(backgroundAnswerPrefix)
            && text.dropFirst(backgroundAnswerPrefix.count).allSatisfy { $0.isHexDigit || $0 == "/" }
    }

    private static func report(operatingSystemCommand text: String) -> DecodedInput? {
        guard text.hasPrefix("11;"), let color = BackgroundColor(specification: text.dropFirst(3)) else { return nil }
        return .report(.background(color))
    }

    /// After `Esc [` (and `parameters`, read from an earlier batch): parameters, intermediates and a final
    /// byte (ECMA-48).
    private mutating func controlSequence(_ reader: inout BatchReader, parameters: String) -> DecodedInput? {
        var parameters = parameters
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
        // Keys never send `Esc [ ?`: a batch that ends inside one ends inside a report (or on Alt+`[`, which
        // `resume` tells apart).
        if reader.peek() == nil, parameters.isEmpty || parameters.hasPrefix("?"),
           parameters.unicodeScalars.count < Self.maximumReportLength {
            partialReport = .controlSequence(parameters)
        }
        return nil
    }

    private mutating func finish(_ parameters: String, final: Unicode.Scalar, _ reader: inout BatchReader) -> DecodedInput? {
        if parameters.hasPrefix("<") {
            return MouseEvent(sgrParameters: parameters, final: final).map { .key(.mouse($0)) }
        }
        if parameters.hasPrefix("?") {
            return final == "c" ? .report(.attributes) : nil
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
            case "1", "7": return .key(.home)
            case "3": return .key(.delete)
            case "4", "8": return .key(.end)
            case "5": return .key(.pageUp)
            case "6": return .key(.pageDown)
            default: return nil
            }
        case ("", _), ("1", _):
            return Self.cursorKey(final).map(DecodedInput.key)
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

    private mutating func continuePaste(_ input: TerminalInput, into decoded: inout [DecodedInput]) {
        guard case let .scalar(scalar) = input, var buffer = paste else { return }
        if buffer.append(scalar) {
            paste = nil
            decoded.append(.key(.paste(buffer.text)))
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

/// A report that the end of a batch cut off.
private enum PartialReport: Sendable {
    /// The text of an OSC string so far.
    case operatingSystemCommand(String)
    /// The batch ended on the Esc of a string's `Esc \` terminator: a `\` that starts the next belongs to it.
    case stringTerminator
    /// The parameters of a control sequence so far.
    case controlSequence(String)
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

    func peekScalar() -> Unicode.Scalar? {
        if case let .scalar(scalar)? = peek() { scalar } else { nil }
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
