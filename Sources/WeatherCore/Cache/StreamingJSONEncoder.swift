import FoundationEssentials

/// JSON written straight to bytes as a value encodes itself, for what JSONDecoder reads back as
/// JSONEncoder (default strategies) would have written it. JSONEncoder first builds a tree of the
/// whole document, its keys and coding paths, which for a stored report (some 2,000 values) costs
/// three times the writing. Containers must be used in the order their values appear, as synthesized
/// conformances use them; anything else (going back to a container left for a later one, a super
/// encoder, a type JSONEncoder writes its own way: URL, Data, Decimal) throws `Unsupported`, and the
/// caller leaves that value to JSONEncoder. A number that is not finite throws as JSONEncoder does.
enum StreamingJSONEncoder {
    struct Unsupported: Error {}

    static func encode<Value: Encodable>(_ value: Value) throws -> Data {
        let writer = JSONByteWriter()
        try writer.write(value)
        return Data(writer.bytes)
    }
}

/// The document being written and its open containers, innermost last.
private final class JSONByteWriter {
    var bytes: [UInt8] = []
    private var open: [OpenContainer] = []
    private var nextID = 0

    private struct OpenContainer {
        let id: Int
        let closing: UInt8
        var isEmpty = true
    }

    init() {
        bytes.reserveCapacity(32 << 10)
    }

    /// `value` in the slot the writer is at, and then every container it opened closed.
    func write<Value: Encodable>(_ value: Value) throws {
        let depth = open.count
        try writeValue(value)
        close(deeperThan: depth)
    }

    /// A container opened at the current slot, with its first byte written; its id for `enter`.
    func openContainer(_ opening: UInt8, closing: UInt8) -> (id: Int, depth: Int) {
        bytes.append(opening)
        nextID += 1
        open.append(OpenContainer(id: nextID, closing: closing))
        return (nextID, open.count - 1)
    }

    /// Makes the container `id` at `depth` the innermost again, closing those opened in it since, and
    /// writes the separator before its next element; throws when that container was closed already.
    func enter(_ id: Int, at depth: Int) throws {
        close(deeperThan: depth + 1)
        guard depth < open.count, open[depth].id == id else { throw StreamingJSONEncoder.Unsupported() }
        if open[depth].isEmpty {
            open[depth].isEmpty = false
        } else {
            bytes.append(UInt8(ascii: ","))
        }
    }

    private func close(deeperThan depth: Int) {
        while open.count > depth {
            bytes.append(open.removeLast().closing)
        }
    }

    func writeValue<Value: Encodable>(_ value: Value) throws {
        switch value {
        case let number as Double: try writeNumber(number)
        case let text as String: writeString(text)
        case let flag as Bool: writeLiteral(flag ? "true" : "false")
        case let date as Date: try writeNumber(date.timeIntervalSinceReferenceDate)
        case let number as Int: writeInteger(number)
        case let number as Float: try writeNumber(number)
        // Each integer type by name: a cast to `any BinaryInteger` looks through every conformance in
        // the binary once for each type it meets, which cost more than the rest of the encode.
        case let number as Int8: writeInteger(number)
        case let number as Int16: writeInteger(number)
        case let number as Int32: writeInteger(number)
        case let number as Int64: writeInteger(number)
        case let number as Int128: writeInteger(number)
        case let number as UInt: writeInteger(number)
        case let number as UInt8: writeInteger(number)
        case let number as UInt16: writeInteger(number)
        case let number as UInt32: writeInteger(number)
        case let number as UInt64: writeInteger(number)
        case let number as UInt128: writeInteger(number)
        case is URL, is Data, is Decimal: throw StreamingJSONEncoder.Unsupported()
        default:
            let slot = SlotEncoder(writer: self)
            try value.encode(to: slot)
            if !slot.isFilled { writeLiteral("{}") }
        }
    }

    func writeNumber<Number: BinaryFloatingPoint & LosslessStringConvertible>(_ number: Number) throws {
        guard number.isFinite else {
            throw EncodingError.invalidValue(number, EncodingError.Context(codingPath: [], debugDescription: "\(number) is not a JSON number"))
        }
        // The shortest text that reads back as the same number ("1.9", "1e-07"), which JSON allows as it is.
        bytes.append(contentsOf: number.description.utf8)
    }

    func writeInteger<Integer: BinaryInteger>(_ number: Integer) {
        bytes.append(contentsOf: number.description.utf8)
    }

    func writeLiteral(_ literal: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    func writeString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): writeLiteral("\\\"")
            case UInt8(ascii: "\\"): writeLiteral("\\\\")
            case UInt8(ascii: "\n"): writeLiteral("\\n")
            case UInt8(ascii: "\r"): writeLiteral("\\r")
            case UInt8(ascii: "\t"): writeLiteral("\\t")
            case 0..<0x20:
                writeLiteral("\\u00")
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0xF)])
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}

/// The encoder a value is given for its slot: one container, or one single value.
private final class SlotEncoder: Encoder {
    let writer: JSONByteWriter
    var isFilled = false
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(writer: JSONByteWriter, isFilled: Bool = false) {
        self.writer = writer
        self.isFilled = isFilled
    }

    func container<Key: CodingKey>(keyedBy _: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedContainer<Key>(writer: writer, opened: fill(UInt8(ascii: "{"), UInt8(ascii: "}"))))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedContainer(writer: writer, opened: fill(UInt8(ascii: "["), UInt8(ascii: "]")))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(slot: self)
    }

    /// The slot's container; a second one asked of the same slot is one the writer cannot place.
    private func fill(_ opening: UInt8, _ closing: UInt8) -> (id: Int, depth: Int)? {
        guard !isFilled else { return nil }
        isFilled = true
        return writer.openContainer(opening, closing: closing)
    }

    /// The slot's single value, written by `write`; throws when the slot holds something already.
    func fillValue(_ write: (JSONByteWriter) throws -> Void) throws {
        guard !isFilled else { throw StreamingJSONEncoder.Unsupported() }
        isFilled = true
        try write(writer)
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let writer: JSONByteWriter
    /// Nil when the slot already held something: every use throws.
    let opened: (id: Int, depth: Int)?
    var codingPath: [any CodingKey] { [] }

    private func enter(_ key: Key) throws {
        guard let opened else { throw StreamingJSONEncoder.Unsupported() }
        try writer.enter(opened.id, at: opened.depth)
        writer.writeString(key.stringValue)
        writer.bytes.append(UInt8(ascii: ":"))
    }

    mutating func encodeNil(forKey key: Key) throws {
        try enter(key)
        writer.writeLiteral("null")
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        try enter(key)
        writer.writeLiteral(value ? "true" : "false")
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        try enter(key)
        writer.writeString(value)
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        try enter(key)
        try writer.writeNumber(value)
    }

    mutating func encode(_ value: Int, forKey key: Key) throws {
        try enter(key)
        writer.writeInteger(value)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try enter(key)
        try writer.writeValue(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let opened = (try? enter(key)).map { writer.openContainer(UInt8(ascii: "{"), closing: UInt8(ascii: "}")) }
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(writer: writer, opened: opened))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let opened = (try? enter(key)).map { writer.openContainer(UInt8(ascii: "["), closing: UInt8(ascii: "]")) }
        return UnkeyedContainer(writer: writer, opened: opened)
    }

    mutating func superEncoder() -> any Encoder {
        UnsupportedEncoder()
    }

    mutating func superEncoder(forKey _: Key) -> any Encoder {
        UnsupportedEncoder()
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let writer: JSONByteWriter
    let opened: (id: Int, depth: Int)?
    private(set) var count = 0
    var codingPath: [any CodingKey] { [] }

    init(writer: JSONByteWriter, opened: (id: Int, depth: Int)?) {
        self.writer = writer
        self.opened = opened
    }

    private mutating func enter() throws {
        guard let opened else { throw StreamingJSONEncoder.Unsupported() }
        try writer.enter(opened.id, at: opened.depth)
        count += 1
    }

    mutating func encodeNil() throws {
        try enter()
        writer.writeLiteral("null")
    }

    mutating func encode(_ value: Double) throws {
        try enter()
        try writer.writeNumber(value)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try enter()
        try writer.writeValue(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let opened = (try? enter()).map { writer.openContainer(UInt8(ascii: "{"), closing: UInt8(ascii: "}")) }
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(writer: writer, opened: opened))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let opened = (try? enter()).map { writer.openContainer(UInt8(ascii: "["), closing: UInt8(ascii: "]")) }
        return UnkeyedContainer(writer: writer, opened: opened)
    }

    mutating func superEncoder() -> any Encoder {
        UnsupportedEncoder()
    }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
    let slot: SlotEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws {
        try slot.fillValue { $0.writeLiteral("null") }
    }

    mutating func encode(_ value: Bool) throws {
        try slot.fillValue { $0.writeLiteral(value ? "true" : "false") }
    }

    mutating func encode(_ value: String) throws {
        try slot.fillValue { $0.writeString(value) }
    }

    mutating func encode(_ value: Double) throws {
        try slot.fillValue { try $0.writeNumber(value) }
    }

    mutating func encode(_ value: Int) throws {
        try slot.fillValue { $0.writeInteger(value) }
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try slot.fillValue { try $0.writeValue(value) }
    }
}

/// What a super encoder is given: every container it hands out throws when used.
private struct UnsupportedEncoder: Encoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy _: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedContainer<Key>(writer: JSONByteWriter(), opened: nil))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedContainer(writer: JSONByteWriter(), opened: nil)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(slot: SlotEncoder(writer: JSONByteWriter(), isFilled: true))
    }
}
