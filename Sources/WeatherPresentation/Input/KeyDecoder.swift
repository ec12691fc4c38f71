/// Turns what the terminal sends into keys and terminal reports. Curses names only the sequences in the
/// terminfo entry; everything else that starts with Esc arrives here byte by byte and is decoded, so that
/// Alt+key, unknown function keys and focus reports are ignored instead of being read as Esc (which
/// quits), arrows and Home/End/PgUp/PgDn work in both cursor modes, and bracketed pastes become one
/// `.paste` key. SGR mouse reports (mode 1006) become `.mouse` keys; other mouse reports are dropped.
/// The answers to the app's queries (OSC 11's background colour, DA1's attributes) become reports, never keys.
///
/// Feed it each batch of input that arrived together: an Esc that ends a batch is a lone Esc (curses
/// has already waited the escape delay for more). Any sequence may span batches (over ssh one comes in
/// as many reads as the network cut it into): the next batch goes on with it while what comes fits it.
/// A report is dropped whole when it is malformed, and so is the tail of one whose start went elsewhere
/// (to the shell across Ctrl-Z and `fg`, or with an Esc that a long pause left alone): no digit of a
/// report is ever read as a key.
public struct KeyDecoder: Sendable {
    /// The longest paste kept; the rest of a larger one is dropped.
    public static let maximumPasteLength = 4096

    private var paste: PasteBuffer?
    private var pending: Pending?
    /// The last batch ended on an Esc, read as the Esc key.
    private var endedOnLoneEscape = false

    public init() {}

    public mutating func decode(_ batch: [TerminalInput]) -> [DecodedInput] {
        var decoded: [DecodedInput] = []
        var reader = BatchReader(batch)
        let followsLoneEscape = endedOnLoneEscape
        endedOnLoneEscape = false
        if let pending {
            self.pending = nil
            if let output = resume(pending, &reader) { decoded.append(output) }
        } else if paste == nil {
            if followsLoneEscape, Self.continuesEscapeSequence(reader) {
                if let output = escapeSequence(&reader) { decoded.append(output) }
            } else {
                reader.skip(Self.orphanedMouseReportLength(reader))
            }
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
                if reader.peek() == nil {
                    decoded.append(.key(.escape))
                    endedOnLoneEscape = true
                } else if let output = escapeSequence(&reader) {
                    decoded.append(output)
                }
            case let .scalar(scalar):
                if let key = Self.plainKey(scalar) { decoded.append(.key(key)) }
            }
        }
        return decoded
    }

    private static let escape: Unicode.Scalar = "\u{1B}"
    /// Longer than any report the app reads: what is past it is not kept.
    private static let maximumReportLength = 64
    /// Longer than any string a terminal answers with: a string cut off is not followed past it.
    private static let maximumIgnoredStringLength = 1024

    private static func plainKey(_ scalar: Unicode.Scalar) -> Key? {
        switch scalar.value {
        case 10, 13: .enter
        case 8, 127: .backspace
        case 1...26: .control(Character(Unicode.Scalar(scalar.value + 0x60)!))
        case 0..<32, 0x80..<0xA0: nil
        default: .character(Character(scalar))
        }
    }

    /// After an Esc (not the batch's last input): a known sequence, a report, or nil for anything the app ignores.
    private mutating func escapeSequence(_ reader: inout BatchReader) -> DecodedInput? {
        guard let introducer = reader.peekScalar() else { return nil }
        switch introducer {
        case "[":
            reader.skip()
            return controlSequence(&reader, parameters: "")
        case "O":
            reader.skip()
            return singleShift(&reader)
        case "]":
            reader.skip()
            return operatingSystemCommand(&reader, text: "")
        case "P", "_", "^", "X":
            reader.skip()
            skipString(&reader, length: 0)
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

    /// After a lone Esc, whether the batch is the rest of its sequence: it starts with an introducer, and
    /// a string's introducer with more after it (a `P` typed after Esc is a key).
    private static func continuesEscapeSequence(_ reader: BatchReader) -> Bool {
        switch reader.peekScalar() {
        case "[", "]", "O": true
        case "P", "_", "^", "X": reader.peekScalar(at: 1) != nil
        default: false
        }
    }

    /// The length of the tail of an SGR mouse report that starts the batch (`2;34M`, `<0;12;34m`, `[<0;1;1M`):
    /// its start went elsewhere. Keys are not typed that fast: digits, a `;` and `M` in one batch are a report's.
    private static func orphanedMouseReportLength(_ reader: BatchReader) -> Int {
        var length = 0
        if reader.peekScalar() == "[" { length += 1 }
        if reader.peekScalar(at: length) == "<" { length += 1 }
        var hasDigit = false, hasSeparator = false
        while length < maximumReportLength, let scalar = reader.peekScalar(at: length) {
            length += 1
            switch scalar {
            case "0"..."9": hasDigit = true
            case ";": hasSeparator = true
            case "M", "m": return hasDigit && hasSeparator ? length : 0
            default: return 0
            }
        }
        return 0
    }

    /// Goes on with the sequence the last batch ended inside, if the batch's first input fits it; if not,
    /// the sequence was not one (a lone Alt+`[` or Alt+`]`, or a report cut short): it is dropped and the
    /// input is read as usual.
    private mutating func resume(_ pending: Pending, _ reader: inout BatchReader) -> DecodedInput? {
        switch pending {
        case let .operatingSystemCommand(text):
            return operatingSystemCommand(&reader, text: text, resumed: true)
        case .stringTerminator:
            if reader.peekScalar() == "\\" { reader.skip() }
            return nil
        case let .controlSequence(parameters):
            guard let next = reader.peekScalar(), Self.mayContinue(parameters, with: next) else { return nil }
            return controlSequence(&reader, parameters: parameters)
        case .singleShift:
            guard let next = reader.peekScalar(), Self.cursorKey(next) != nil || ("P"..."S").contains(next) else { return nil }
            return singleShift(&reader)
        case let .mouseReportBytes(count):
            skipMouseReportBytes(count, &reader)
            return nil
        case let .ignoredString(length):
            guard let next = reader.peekScalar(), (0x20...0x7E).contains(next.value) || next == "\u{07}" || next == "\u{9C}"
                || next == Self.escape
            else { return nil }
            skipString(&reader, length: length)
            return nil
        }
    }

    /// After `Esc O`: the final byte of an arrow, Home or End key in application mode (or an F1–F4 to ignore).
    private mutating func singleShift(_ reader: inout BatchReader) -> DecodedInput? {
        guard let final = reader.peekScalar() else {
            if reader.peek() == nil { pending = .singleShift }
            return nil
        }
        reader.skip()
        return Self.cursorKey(final).map(DecodedInput.key)
    }

    /// After `Esc ]` (and `text`, read from an earlier batch): the string up to BEL or ST (`Esc \`, or C1's
    /// single ST some terminals send). An Esc that does not start an ST ends the string and starts what follows.
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
                endString(&reader)
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
        if Self.mayBeBackgroundAnswer(text) { pending = .operatingSystemCommand(text) }
        return nil
    }

    /// At the Esc that ends a string: takes `Esc \`, or holds the Esc when the batch ends on it (its `\`
    /// comes next); an Esc followed by anything else is left to start a sequence of its own.
    private mutating func endString(_ reader: inout BatchReader) {
        if reader.peekScalar(at: 1) == "\\" {
            reader.skip(2)
        } else if reader.peek(at: 1) == nil {
            reader.skip()
            pending = .stringTerminator
        }
    }

    /// Skips a DCS, APC, PM or SOS string (after `length` scalars of it) up to its terminator: BEL, ST
    /// (`Esc \` or C1's), or an Esc that starts something else.
    private mutating func skipString(_ reader: inout BatchReader, length: Int) {
        var length = length
        while let scalar = reader.peekScalar() {
            switch scalar {
            case "\u{07}", "\u{9C}":
                reader.skip()
                return
            case Self.escape:
                endString(&reader)
                return
            default:
                reader.skip()
                length += 1
                guard length < Self.maximumIgnoredStringLength else { return }
            }
        }
        if reader.peek() == nil { pending = .ignoredString(length: length) }
    }

    private static let backgroundAnswerPrefix = "11;rgb:"

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
    /// byte (ECMA-48). A mouse report (`<`) ends only at its own final, `M` or `m`: stray bytes before it
    /// are part of a malformed report, dropped with it. A control character, an Esc or a key ends the
    /// sequence without being part of it.
    private mutating func controlSequence(_ reader: inout BatchReader, parameters: String) -> DecodedInput? {
        var parameters = parameters
        while let scalar = reader.peekScalar(), (0x20...0x7E).contains(scalar.value) {
            reader.skip()
            let isFinal = parameters.hasPrefix("<") ? scalar == "M" || scalar == "m" : scalar.value >= 0x40
            if isFinal { return finish(parameters, final: scalar, &reader) }
            guard parameters.unicodeScalars.count < Self.maximumReportLength else { return nil }
            parameters.unicodeScalars.append(scalar)
        }
        if reader.peek() == nil, parameters.unicodeScalars.count < Self.maximumReportLength {
            pending = .controlSequence(parameters)
        }
        return nil
    }

    /// Whether `next`, starting a batch, may go on with a control sequence cut after `parameters`.
    private static func mayContinue(_ parameters: String, with next: Unicode.Scalar) -> Bool {
        switch parameters.unicodeScalars.first {
        case nil: "<?M0123456789;ABCDFHIOZ".unicodeScalars.contains(next)
        case "<": ("0"..."9").contains(next) || next == ";" || next == "M" || next == "m"
        case "?": (0x20...0x7E).contains(next.value)
        default: (0x30...0x3F).contains(next.value) || (0x40...0x7E).contains(next.value)
        }
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
            skipMouseReportBytes(3, &reader)
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

    /// Skips `count` bytes of an X10 mouse report; those the batch lacks are skipped in the next.
    private mutating func skipMouseReportBytes(_ count: Int, _ reader: inout BatchReader) {
        var count = count
        while count > 0, reader.peekScalar() != nil {
            reader.skip()
            count -= 1
        }
        if count > 0, reader.peek() == nil { pending = .mouseReportBytes(count) }
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

    /// A sequence that the end of a batch cut off.
    private enum Pending: Sendable {
        /// The text of an OSC string so far.
        case operatingSystemCommand(String)
        /// The batch ended on the Esc of a string's `Esc \` terminator: a `\` that starts the next belongs to it.
        case stringTerminator
        /// The parameters of a control sequence so far.
        case controlSequence(String)
        /// `Esc O`, without its final byte.
        case singleShift
        /// The bytes of an X10 mouse report still to come.
        case mouseReportBytes(Int)
        /// A DCS, APC, PM or SOS string being skipped, with its length so far.
        case ignoredString(length: Int)
    }
}
