/// A plural rule as the body of a Swift closure of `n: UInt` that returns the form as an `Int`.
extension PluralRule {
    private static let booleanOperators: Set<String> = ["||", "&&", "==", "!=", "<", ">", "<=", ">="]

    /// `{ n in … }` over several lines, its closing brace indented by `indent`.
    func swiftClosure(indent: String) -> [String] {
        ["{ n in"] + swiftBody(indent: indent + "    ") + [indent + "}"]
    }

    /// The statements: a chain of `if … { return … }` for the ternaries at the top, so no long expression
    /// slows the type checker.
    func swiftBody(indent: String) -> [String] {
        var lines: [String] = []
        var node = rule
        while case .ternary(let condition, let then, let otherwise) = node {
            lines.append("\(indent)if \(Self.strip(Self.swiftBool(condition))) { return \(Self.swiftResult(then)) }")
            node = otherwise
        }
        lines.append("\(indent)return \(Self.swiftResult(node))")
        return lines
    }

    private static func isBoolean(_ node: Node) -> Bool {
        switch node {
        case .not: return true
        case .binary(let op, _, _): return booleanOperators.contains(op)
        default: return false
        }
    }

    /// `node` as a Swift `Bool`: C reads any number but 0 as true.
    private static func swiftBool(_ node: Node) -> String {
        switch node {
        case .not(let operand):
            return "!\(swiftBool(operand))"
        case .binary(let op, let left, let right) where op == "||" || op == "&&":
            return "(\(swiftBool(left)) \(op) \(swiftBool(right)))"
        case .binary(let op, let left, let right) where booleanOperators.contains(op):
            return "(\(swiftNumber(left)) \(op) \(swiftNumber(right)))"
        default:
            return "(\(swiftNumber(node)) != 0)"
        }
    }

    /// `node` as a Swift `UInt`, wrapping as C's unsigned arithmetic does.
    private static func swiftNumber(_ node: Node) -> String {
        if isBoolean(node) { return "(\(swiftBool(node)) ? 1 : 0)" }
        switch node {
        case .n: return "n"
        case .number(let value): return String(value)
        case .ternary(let condition, let then, let otherwise):
            return "(\(swiftBool(condition)) ? \(swiftNumber(then)) : \(swiftNumber(otherwise)))"
        case .binary(let op, let left, let right):
            let swiftOperator = ["+": "&+", "-": "&-", "*": "&*"][op] ?? op
            return "(\(swiftNumber(left)) \(swiftOperator) \(swiftNumber(right)))"
        case .not:
            return "(\(swiftBool(node)) ? 1 : 0)"
        }
    }

    private static func swiftResult(_ node: Node) -> String {
        if case .number(let value) = node { return String(value) }
        if isBoolean(node) { return "\(strip(swiftBool(node))) ? 1 : 0" }
        return "Int(truncatingIfNeeded: \(swiftNumber(node)))"
    }

    /// Drops one pair of parentheses around the whole of `text`.
    private static func strip(_ text: String) -> String {
        guard text.hasPrefix("("), text.hasSuffix(")") else { return text }
        var depth = 0
        for (offset, character) in text.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0 && offset < text.count - 1 { return text }
        }
        return String(text.dropFirst().dropLast())
    }

    /// gettext's rules as msginit writes them (its table of languages), for the languages weathertui speaks
    /// or may come to: written into the tests' `ReferencePluralRules`, which hold them to CLDR's examples.
    static let reference: [(code: String, header: String)] = [
        ("en", "nplurals=2; plural=(n != 1);"),
        ("ja", "nplurals=1; plural=0;"),
        ("fr", "nplurals=2; plural=(n > 1);"),
        ("pt_BR", "nplurals=2; plural=(n > 1);"),
        ("pl", "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"),
        ("cs", "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;"),
        ("ru", "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"),
        ("uk", "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"),
        ("sl", "nplurals=4; plural=(n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3);"),
        ("ro", "nplurals=3; plural=n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2;"),
    ]
}
