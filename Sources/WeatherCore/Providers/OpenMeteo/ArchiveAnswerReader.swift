import FoundationEssentials

extension OpenMeteoArchiveClient {
    /// The archive's answer read straight from its bytes, in one pass, when it has the plain shape the
    /// service sends: a list of objects (or one), whose `daily_units` holds strings and whose `daily`
    /// holds a column of dates and two of numbers, `null` where there is none. JSONDecoder takes each of
    /// the answer's thousands of values through its generic containers, which costs far more than
    /// reading it. Anything else (a string with an escape, a number with an exponent, a value of
    /// another type, a repeated key, nesting deeper than `maximumDepth`, bytes that are not UTF-8,
    /// whatever is not JSON) makes the reader give up, and the answer goes through JSONDecoder, which
    /// also says what is wrong with it.
    struct PlainAnswerReader {
        static let maximumDepth = 32
        private let bytes: UnsafeRawBufferPointer
        private var position = 0
        private var depth = 0

        private init(bytes: UnsafeRawBufferPointer) {
            self.bytes = bytes
        }

        /// The ranges of `body`, as JSONDecoder reads them; nil when the body is not of the plain shape.
        static func ranges(in body: Data) -> [Range]? {
            body.withUnsafeBytes { bytes in
                var reader = PlainAnswerReader(bytes: bytes)
                return reader.answer()
            }
        }

        private mutating func answer() -> [Range]? {
            var ranges: [Range] = []
            if peek() == UInt8(ascii: "[") {
                guard array({ reader in
                    guard let range = reader.range() else { return false }
                    ranges.append(range)
                    return true
                }) else { return nil }
            } else {
                guard let range = range() else { return nil }
                ranges.append(range)
            }
            skipSpace()
            return position == bytes.count ? ranges : nil
        }

        private mutating func range() -> Range? {
            var range = Range()
            var seen: Set<String> = []
            let read = object { reader, key in
                switch key {
                case "daily_units":
                    guard seen.insert(key).inserted else { return false }
                    if reader.null() { return true }
                    guard let units = reader.units() else { return false }
                    range.dailyUnits = units
                    return true
                case "daily":
                    guard seen.insert(key).inserted else { return false }
                    if reader.null() { return true }
                    guard let daily = reader.daily() else { return false }
                    range.daily = daily
                    return true
                default:
                    return reader.skipValue()
                }
            }
            return read ? range : nil
        }

        private mutating func units() -> OpenMeteoUnits? {
            var labels: [String: String?] = [:]
            let read = object { reader, key in
                guard labels.index(forKey: key) == nil else { return false }
                if reader.null() {
                    labels.updateValue(nil, forKey: key)
                    return true
                }
                guard let label = reader.string() else { return false }
                labels[key] = label
                return true
            }
            return read ? OpenMeteoUnits(labels: labels) : nil
        }

        private mutating func daily() -> Daily? {
            var daily = Daily(times: nil, highs: nil, lows: nil)
            var seen: Set<String> = []
            let read = object { reader, key in
                switch key {
                case "time":
                    guard seen.insert(key).inserted else { return false }
                    if reader.null() { return true }
                    guard let dates = reader.dates() else { return false }
                    daily.times = dates
                    return true
                case "temperature_2m_max", "temperature_2m_min":
                    guard seen.insert(key).inserted else { return false }
                    if reader.null() { return true }
                    guard let column = reader.numbers() else { return false }
                    if key == "temperature_2m_max" { daily.highs = column } else { daily.lows = column }
                    return true
                default:
                    return reader.skipValue()
                }
            }
            return read ? daily : nil
        }

        private mutating func dates() -> [String?]? {
            var dates: [String?] = []
            let read = array { reader in
                if reader.null() {
                    dates.append(nil)
                    return true
                }
                guard let date = reader.string() else { return false }
                dates.append(date)
                return true
            }
            return read ? dates : nil
        }

        private mutating func numbers() -> [Double?]? {
            var numbers: [Double?] = []
            let read = array { reader in
                if reader.null() {
                    numbers.append(nil)
                    return true
                }
                guard let number = reader.number() else { return false }
                numbers.append(number)
                return true
            }
            return read ? numbers : nil
        }

        // MARK: JSON

        /// An object's members, each read by `member` from the key's end; false when `member` is.
        private mutating func object(_ member: (inout PlainAnswerReader, String) -> Bool) -> Bool {
            guard nest(), take(UInt8(ascii: "{")) else { return false }
            defer { depth -= 1 }
            if take(UInt8(ascii: "}")) { return true }
            repeat {
                guard let key = string(), take(UInt8(ascii: ":")), member(&self, key) else { return false }
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "}"))
        }

        /// An array's elements, each read by `element`; false when `element` is.
        private mutating func array(_ element: (inout PlainAnswerReader) -> Bool) -> Bool {
            guard nest(), take(UInt8(ascii: "[")) else { return false }
            defer { depth -= 1 }
            if take(UInt8(ascii: "]")) { return true }
            repeat {
                guard element(&self) else { return false }
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "]"))
        }

        private mutating func nest() -> Bool {
            depth += 1
            if depth <= Self.maximumDepth { return true }
            depth -= 1
            return false
        }

        private mutating func skipValue() -> Bool {
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
        private mutating func string() -> String? {
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

        private mutating func number() -> Double? {
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

        private mutating func null() -> Bool {
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

        private mutating func peek() -> UInt8? {
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
}
