import FoundationEssentials

/// JSON read straight from its bytes, in one pass, for a service's answer of the plain shape it sends,
/// described by the caller as the objects, arrays and values it expects. JSONDecoder takes each of an
/// answer's thousands of values through its generic containers, which costs far more than reading it.
/// The reader gives up (its readings are nil or false) on anything unusual: a string with an escape, a
/// number with an exponent, a value of a type the caller does not expect, nesting deeper than
/// `maximumDepth`, bytes that are not UTF-8, whatever is not JSON. The caller then leaves the answer to
/// JSONDecoder, which also says what is wrong with it.
struct PlainJSONReader {
    static let maximumDepth = 32
    private let bytes: UnsafeRawBufferPointer
    private var position = 0
    private var depth = 0

    private init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// What `value` reads of `body`, which must hold nothing else but spaces; nil when it gives up.
    static func read<Value>(_ body: Data, _ value: (inout PlainJSONReader) -> Value?) -> Value? {
        body.withUnsafeBytes { bytes in
            var reader = PlainJSONReader(bytes: bytes)
            guard let read = value(&reader) else { return nil }
            reader.skipSpace()
            return reader.position == bytes.count ? read : nil
        }
    }

    /// An object's members, each read by `member` from the key's end; false when `member` is.
    mutating func object(_ member: (inout PlainJSONReader, String) -> Bool) -> Bool {
        guard nest(), take(UInt8(ascii: "{")) else { return false }
        defer { depth -= 1 }
        if take(UInt8(ascii: "}")) { return true }
        repeat {
            guard let key = string(), take(UInt8(ascii: ":")), member(&self, key) else { return false }
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "}"))
    }

    /// An object's members whose keys are `Key`s, each read by `member` unless it is `null` (which
    /// leaves it unread); the others are skipped. False when `member` is, or a key comes twice.
    mutating func members<Key: CodingKey & Hashable>(of _: Key.Type, _ member: (inout PlainJSONReader, Key) -> Bool) -> Bool {
        var seen: Set<Key> = []
        return object { reader, name in
            guard let key = Key(stringValue: name) else { return reader.skipValue() }
            guard seen.insert(key).inserted else { return false }
            return reader.null() || member(&reader, key)
        }
    }

    /// An object read into a copy of `empty`: each member whose key is a `Key` by `member`, unless it is
    /// `null` (the member stays as `empty` has it); the others are skipped. Nil when `member` gives
    /// false, a key comes twice, or it is not an object.
    mutating func fields<Value, Key: CodingKey & Hashable>(
        of empty: Value, _ keys: Key.Type, _ member: (inout PlainJSONReader, Key, inout Value) -> Bool
    ) -> Value? {
        var value = empty
        let read = members(of: keys) { reader, key in member(&reader, key, &value) }
        return read ? value : nil
    }

    /// A number read into `field`; false when the value is not one.
    mutating func number(into field: inout Double?) -> Bool {
        field = number()
        return field != nil
    }

    /// A string read into `field`; false when the value is not one.
    mutating func string(into field: inout String?) -> Bool {
        field = string()
        return field != nil
    }

    /// A value read by `value` into `field`; false when `value` gives nil.
    mutating func value<Value>(into field: inout Value?, _ value: (inout PlainJSONReader) -> Value?) -> Bool {
        field = value(&self)
        return field != nil
    }

    /// An array of values each read by `element` (none `null`); nil when one is not.
    mutating func list<Element>(_ element: (inout PlainJSONReader) -> Element?) -> [Element]? {
        var elements: [Element] = []
        let read = array { reader in
            guard let value = element(&reader) else { return false }
            elements.append(value)
            return true
        }
        return read ? elements : nil
    }

    /// An array's elements, each read by `element`; false when `element` is.
    mutating func array(_ element: (inout PlainJSONReader) -> Bool) -> Bool {
        guard nest(), take(UInt8(ascii: "[")) else { return false }
        defer { depth -= 1 }
        if take(UInt8(ascii: "]")) { return true }
        repeat {
            guard element(&self) else { return false }
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]"))
    }

    /// An array of numbers, nil where it holds `null`.
    mutating func numbers() -> [Double?]? {
        column { $0.number() }
    }

    /// An array of values each read by `value`, nil where it holds `null`.
    mutating func column<Value>(_ value: (inout PlainJSONReader) -> Value?) -> [Value?]? {
        var values: [Value?] = []
        let read = array { reader in
            if reader.null() {
                values.append(nil)
                return true
            }
            guard let read = value(&reader) else { return false }
            values.append(read)
            return true
        }
        return read ? values : nil
    }

    private mutating func nest() -> Bool {
        depth += 1
        if depth <= Self.maximumDepth { return true }
        depth -= 1
        return false
    }

    /// Any value, unread.
    mutating func skipValue() -> Bool {
        switch peek() {
        case UInt8(ascii: "{"): object { reader, _ in reader.skipValue() }
        case UInt8(ascii: "["): array { reader in reader.skipValue() }
        case UInt8(ascii: "\""): string() != nil
        case UInt8(ascii: "t"): literal("true")
        case UInt8(ascii: "f"): literal("false")
        case UInt8(ascii: "n"): null()
        default: numberText() != nil
        }
    }

    /// A string without escapes. Only a string can hold bytes beyond ASCII, and they must be UTF-8.
    mutating func string() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = position
        var ascii = true
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                let text = UnsafeRawBufferPointer(rebasing: bytes[start..<position - 1])
                return ascii ? String(decoding: text, as: UTF8.self) : String(validating: text, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            if byte >= 0x80 { ascii = false }
            position += 1
        }
        return nil
    }

    mutating func number() -> Double? {
        numberText().flatMap(Self.value(of:))
    }

    /// The text of a number as JSON writes it, without an exponent.
    private mutating func numberText() -> UnsafeRawBufferPointer? {
        skipSpace()
        let start = position
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard position < bytes.count, isDigit(bytes[position]) else { return nil }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            skipDigits()
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            let fraction = position
            skipDigits()
            guard position > fraction else { return nil }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") { return nil }
        return UnsafeRawBufferPointer(rebasing: bytes[start..<position])
    }

    /// The value of a number's text. Up to 15 digits, the digits and the power of ten of the point
    /// are both exact in a Double, so one division rounds as parsing the text does; a longer
    /// number's text is parsed.
    private static func value(of text: UnsafeRawBufferPointer) -> Double? {
        var digits: UInt64 = 0
        var count = 0
        var decimals = 0
        var afterPoint = false
        for byte in text {
            switch byte {
            case UInt8(ascii: "-"): continue
            case UInt8(ascii: "."): afterPoint = true
            default:
                digits = digits &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
                count += 1
                if afterPoint { decimals += 1 }
            }
        }
        guard count <= 15 else { return Double(String(decoding: text, as: UTF8.self)) }
        let value = Double(digits) / powersOfTen[decimals]
        return text.first == UInt8(ascii: "-") ? -value : value
    }

    private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15]

    private mutating func skipDigits() {
        while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// A `null`; false, with nothing read, for any other value.
    mutating func null() -> Bool {
        peek() == UInt8(ascii: "n") && literal("null")
    }

    private mutating func literal(_ word: StaticString) -> Bool {
        skipSpace()
        let count = word.utf8CodeUnitCount
        guard bytes.count - position >= count else { return false }
        for index in 0..<count where bytes[position + index] != word.utf8Start[index] {
            return false
        }
        position += count
        return true
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        position += 1
        return true
    }

    /// The first byte of the next value (or mark), nothing read but the spaces before it.
    mutating func peek() -> UInt8? {
        skipSpace()
        return position < bytes.count ? bytes[position] : nil
    }

    private mutating func skipSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): position += 1
            default: return
            }
        }
    }
}
