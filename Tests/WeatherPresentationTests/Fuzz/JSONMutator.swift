import Foundation

/// Seeded changes to a JSON tree as JSONSerialization parses it. Each change walks down from the root
/// to a random node and replaces, cuts or drops something there, and says what it did.
struct JSONMutator {
    var random: SplitMix64

    /// A value put in place of a node.
    enum Replacement: Sendable {
        case number(Double)
        case integer(Int64)
        case unsigned(UInt64)
        /// A number no Swift number type holds, written into the JSON text as it is.
        case literal(String)
        case text(String)
        case bool(Bool)
        case null
        case object([String: Double])
        case emptyArray

        var json: Any {
            switch self {
            case let .number(value): value
            case let .integer(value): NSNumber(value: value)
            case let .unsigned(value): NSNumber(value: value)
            case let .literal(text): Self.marker(text)
            case let .text(text): text
            case let .bool(value): value
            case .null: NSNull()
            case let .object(object): object
            case .emptyArray: [Any]()
            }
        }

        static let literals = ["1e999", "-1e999", "123456789012345678901234567890"]

        static let markerPrefix = "@@fuzz-literal "

        static func marker(_ literal: String) -> String { "\(markerPrefix)\(literal)@@" }
    }

    static let numbers: [(value: Replacement, name: String)] = [
        (.number(1e300), "1e300"), (.number(-1e300), "-1e300"), (.number(0), "0"), (.number(-0.0), "-0.0"),
        (.unsigned(1 << 63), "2^63"), (.number(9.2e18), "9.2e18"), (.number(-1), "-1"), (.integer(.max), "Int64.max"),
        (.integer(.min), "Int64.min"), (.unsigned(.max), "UInt64.max"), (.number(1e-300), "1e-300"), (.number(0.5), "0.5"),
        (.number(100_000), "100000"),
    ] + Replacement.literals.map { (.literal($0), $0) }

    static let strings: [(value: Replacement, name: String)] = [
        (.text("\u{1B}[2J\u{1B}]0;title\u{7}red\u{1B}[31m"), "escape sequences"),
        (.text("a\u{0}b\u{1}\u{7}\u{8}\t\n\r\u{7F}c"), "C0 controls"),
        (.text("\u{85}x\u{9B}31m\u{9C}\u{90}y"), "C1 controls"),
        (.text("e\u{301}\u{301}\u{301}"), "combining marks"),
        (.text("\u{301}\u{302}"), "lone combining marks"),
        (.text("한국어 날씨"), "Korean"),
        (.text("👨‍👩‍👧‍👦🇰🇷☀️⛈"), "emoji"),
        (.text("\u{202E}lieve\u{200B}\u{FE0F}\u{E000}"), "bidi, zero-width and private use"),
        (.text("\u{1100}\u{1161}\u{11A8}"), "Hangul jamo"),
        (.text(String(repeating: "서울", count: 5000)), "10 000 wide characters"),
        (.text(String(repeating: "x", count: 50_000)), "50 000 characters"),
        (.text(""), "empty string"), (.text(" "), "one space"),
        (.text("99999999999-01-01T00:00"), "absurd date"), (.text("2025-13-45T99:99"), "impossible date"),
        (.text("2025-11-22T09:00"), "plain date"), (.text("1e300"), "1e300 as text"), (.text("NaN"), "NaN as text"),
        (.text("°F"), "°F"), (.text("km/h"), "km/h"), (.text("mp/h"), "mp/h"), (.text("kn"), "kn"), (.text("inch"), "inch"),
        (.text("furlongs"), "unknown unit"),
    ]

    static let others: [(value: Replacement, name: String)] = [
        (.null, "null"), (.bool(true), "true"), (.bool(false), "false"), (.object([:]), "{}"), (.emptyArray, "[]"),
        (.object(["temp": 1e300]), "{temp: 1e300}"),
    ]

    /// One change to `root` (rarely the whole of it).
    mutating func mutate(_ root: Any) -> (Any, String) {
        mutate(root, path: "$", stopOneIn: 16)
    }

    /// The JSON text of `root`, with the literal markers replaced.
    static func serialize(_ root: Any) throws -> Data {
        let data = try JSONSerialization.data(withJSONObject: root, options: .fragmentsAllowed)
        guard data.range(of: Data(Replacement.markerPrefix.utf8)) != nil else { return data }
        var text = String(decoding: data, as: UTF8.self)
        for literal in Replacement.literals where text.contains(Replacement.marker(literal)) {
            text = text.replacingOccurrences(of: "\"\(Replacement.marker(literal))\"", with: literal)
        }
        return Data(text.utf8)
    }

    /// Walks down to a random node, stopping at each container one time in `stopOneIn`.
    private mutating func mutate(_ node: Any, path: String, stopOneIn: Int = 4) -> (Any, String) {
        if let object = node as? [String: Any], !object.isEmpty, !random.chance(1, in: stopOneIn) {
            let key = random.pick(object.keys.sorted())
            var copy = object
            let (child, description) = mutate(object[key] ?? NSNull(), path: "\(path).\(key)")
            copy[key] = child
            return (copy, description)
        }
        if let array = node as? [Any], !array.isEmpty, !random.chance(1, in: stopOneIn) {
            let index = random.below(array.count)
            var copy = array
            let (child, description) = mutate(array[index], path: "\(path)[\(index)]")
            copy[index] = child
            return (copy, description)
        }
        return change(node, path: path)
    }

    private mutating func change(_ node: Any, path: String) -> (Any, String) {
        if let array = node as? [Any], !array.isEmpty, random.chance(1, in: 2) {
            switch random.below(3) {
            case 0:
                let count = random.below(array.count)
                return (Array(array.prefix(count)), "\(path) cut to \(count) elements")
            case 1:
                return ([Any](), "\(path) emptied")
            default:
                let index = random.below(array.count)
                return (Array(repeating: array[index], count: 1000), "\(path) = element \(index) ×1000")
            }
        }
        if let object = node as? [String: Any], !object.isEmpty, random.chance(1, in: 2) {
            let key = random.pick(object.keys.sorted())
            var copy = object
            copy[key] = nil
            return (copy, "\(path).\(key) dropped")
        }
        let pool: [(value: Replacement, name: String)] = switch node {
        case is String where random.chance(2, in: 3): Self.strings
        case is [Any], is [String: Any], is String: Self.numbers + Self.strings + Self.others
        default: random.chance(2, in: 3) ? Self.numbers : Self.strings + Self.others
        }
        let replacement = random.pick(pool)
        return (replacement.value.json, "\(path) = \(replacement.name)")
    }
}
