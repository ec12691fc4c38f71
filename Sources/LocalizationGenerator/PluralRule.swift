/// A catalog's `Plural-Forms` header (`nplurals=3; plural=(n==1 ? 0 : …);`, the C expression gettext
/// evaluates), read into a tree that is evaluated here and written out as Swift.
struct PluralRule {
    indirect enum Node {
        case n
        case number(UInt64)
        case not(Node)
        case binary(String, Node, Node)
        case ternary(Node, Node, Node)
    }

    let count: Int
    let rule: Node
    /// The header as the catalog has it.
    let source: String

    init(header: String) throws(GeneratorError) {
        let text = header.trimmingWhitespace
        guard let semicolon = text.firstIndex(of: ";"),
              let count = Self.value(of: "nplurals", in: text[..<semicolon]).flatMap({ Int($0) }),
              var expression = Self.value(of: "plural", in: text[text.index(after: semicolon)...]) else {
            throw GeneratorError("a Plural-Forms header reads 'nplurals=N; plural=EXPRESSION;', not '\(header)'")
        }
        if expression.hasSuffix(";") { expression = expression.dropLast() }
        var parser = try PluralParser(Substring(expression))
        rule = try parser.expression()
        if let extra = parser.peek() { throw GeneratorError("unexpected \(extra) after the plural rule") }
        self.count = count
        source = String(text)
        guard count >= 1 else { throw GeneratorError("nplurals must be at least 1") }
        for n: UInt64 in 0...10_000 {
            let form = try Self.evaluate(rule, n)
            guard form < UInt64(count) else {
                throw GeneratorError("the plural rule gives form \(form) for n = \(n), but nplurals is \(count)")
            }
        }
    }

    /// `name = value` in `text`, the value trimmed.
    private static func value(of name: String, in text: Substring) -> Substring? {
        let trimmed = text.trimmingWhitespace
        guard trimmed.hasPrefix(name) else { return nil }
        let rest = trimmed.dropFirst(name.count).trimmingWhitespace
        guard rest.hasPrefix("=") else { return nil }
        return rest.dropFirst().trimmingWhitespace
    }

    /// As gettext does, with `n` an unsigned long.
    static func evaluate(_ node: Node, _ n: UInt64) throws(GeneratorError) -> UInt64 {
        switch node {
        case .n: return n
        case .number(let value): return value
        case .not(let operand): return try evaluate(operand, n) == 0 ? 1 : 0
        case .ternary(let condition, let then, let otherwise):
            return try evaluate(condition, n) != 0 ? evaluate(then, n) : evaluate(otherwise, n)
        case .binary(let op, let left, let right):
            let leftIsTrue = try evaluate(left, n) != 0
            if op == "||" { return leftIsTrue ? 1 : try evaluate(right, n) != 0 ? 1 : 0 }
            if op == "&&" { return !leftIsTrue ? 0 : try evaluate(right, n) != 0 ? 1 : 0 }
            let a = try evaluate(left, n), b = try evaluate(right, n)
            if (op == "/" || op == "%") && b == 0 { throw GeneratorError("the plural rule divides by zero") }
            switch op {
            case "==": return a == b ? 1 : 0
            case "!=": return a != b ? 1 : 0
            case "<": return a < b ? 1 : 0
            case ">": return a > b ? 1 : 0
            case "<=": return a <= b ? 1 : 0
            case ">=": return a >= b ? 1 : 0
            case "+": return a &+ b
            case "-": return a &- b
            case "*": return a &* b
            case "/": return a / b
            default: return a % b
            }
        }
    }
}

/// A recursive-descent reader of gettext's C expressions, with C's precedence.
private struct PluralParser {
    /// Binary operators from the loosest to the tightest, as in C.
    private static let levels: [[String]] = [["||"], ["&&"], ["==", "!="], ["<", ">", "<=", ">="], ["+", "-"], ["*", "/", "%"]]
    private static let twoCharacterOperators: Set<String> = ["||", "&&", "==", "!=", "<=", ">="]
    private static let oneCharacterOperators: Set<Character> = ["<", ">", "!", "?", ":", "%", "*", "/", "+", "-", "(", ")"]

    private var tokens: [String] = []
    private var position = 0

    init(_ text: Substring) throws(GeneratorError) {
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character.isWhitespace {
                index = text.index(after: index)
            } else if character.isASCII, character.isNumber {
                let end = text[index...].firstIndex { !($0.isASCII && $0.isNumber) } ?? text.endIndex
                tokens.append(String(text[index..<end]))
                index = end
            } else if character == "n" {
                tokens.append("n")
                index = text.index(after: index)
            } else if let next = text.index(index, offsetBy: 2, limitedBy: text.endIndex),
                      Self.twoCharacterOperators.contains(String(text[index..<next])) {
                tokens.append(String(text[index..<next]))
                index = next
            } else if Self.oneCharacterOperators.contains(character) {
                tokens.append(String(character))
                index = text.index(after: index)
            } else {
                throw GeneratorError("cannot read the plural rule at: '\(text[index...])'")
            }
        }
    }

    func peek() -> String? {
        position < tokens.count ? tokens[position] : nil
    }

    private mutating func take(_ expected: String? = nil) throws(GeneratorError) -> String {
        guard let token = peek(), expected == nil || token == expected else {
            throw GeneratorError("expected \(expected ?? "more") in the plural rule, found \(peek() ?? "its end")")
        }
        position += 1
        return token
    }

    mutating func expression() throws(GeneratorError) -> PluralRule.Node {
        let condition = try binary(0)
        guard peek() == "?" else { return condition }
        _ = try take("?")
        let then = try expression()
        _ = try take(":")
        return .ternary(condition, then, try expression())
    }

    private mutating func binary(_ level: Int) throws(GeneratorError) -> PluralRule.Node {
        guard level < Self.levels.count else { return try unary() }
        var left = try binary(level + 1)
        while let token = peek(), Self.levels[level].contains(token) {
            let op = try take()
            left = .binary(op, left, try binary(level + 1))
        }
        return left
    }

    private mutating func unary() throws(GeneratorError) -> PluralRule.Node {
        let token = try take()
        if token == "!" { return .not(try unary()) }
        if token == "(" {
            let inner = try expression()
            _ = try take(")")
            return inner
        }
        if token == "n" { return .n }
        if let value = UInt64(token) { return .number(value) }
        throw GeneratorError("unexpected \(token) in the plural rule")
    }
}
