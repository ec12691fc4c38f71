/// Whole numbers in groups of three digits: with commas where the decimal mark is a point, as English and
/// Korean write them ("169,176"); with a no-break space where it is a comma ("169 176"), as ISO 80000 has
/// it, since a comma there would read as a decimal mark.
enum DigitGrouping {
    static func string(_ value: Int, decimalSeparator: String) -> String {
        let separator: Character = decimalSeparator == "," ? "\u{A0}" : ","
        let digits = String(value.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(separator) }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }
}
