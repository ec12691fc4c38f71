/// Numbers as text with a fixed number of decimals, rounded as `printf` rounds, without the C
/// library's `printf` (and so without a locale): "14.1", "-0.5", "1013". Total: a value that is not
/// finite or too large for the digits asked for gives "–".
public enum DecimalText {
    /// As few digits as say the value: "0" for 0.0, "2.5", "120".
    public static func shortest(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// `separator` is the decimal mark: "," in German, French and Spanish text; machine output keeps ".".
    public static func string(_ value: Double, decimals: Int, separator: String = ".") -> String {
        let scale = [1.0, 10, 100, 1000, 10_000, 100_000][min(max(0, decimals), 5)]
        let product = value * scale
        var scaled = product.rounded(.toNearestOrEven)
        if abs(product - product.rounded(.towardZero)) == 0.5 {
            // A tie in the rounded product may not be one in the exact value: its rounding error decides,
            // as printf decides on the exact binary value.
            let error = (-product).addingProduct(value, scale)
            if error > 0 { scaled = product.rounded(.up) } else if error < 0 { scaled = product.rounded(.down) }
        }
        guard scaled.isFinite, abs(scaled) < 1e15 else { return "–" }
        let units = Int(scaled)
        let digits = String(abs(units))
        let sign = units < 0 ? "-" : ""
        guard decimals > 0 else { return sign + digits }
        let padded = String(repeating: "0", count: max(0, decimals + 1 - digits.count)) + digits
        // Strings, not substrings: `+` on a substring is the generic append, which asks the runtime
        // whether `Substring` is a `Collection` (a search of every conformance in the program).
        return sign + String(padded.dropLast(decimals)) + separator + String(padded.suffix(decimals))
    }
}
