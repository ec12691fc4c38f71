/// A row of po/languages.txt: a language weathertui speaks, and what the services call it.
struct LanguageRow {
    static let columns = ["code", "case", "name", "locales", "clock", "openweather", "geocoding", "nominatim"]

    let code: String
    /// The language's Swift name: `Language.<case>`.
    let caseName: String
    let name: String
    /// The locale names that choose it; the first is the example, and `!name` chooses English.
    let locales: [String]
    let clock: String
    let openWeather: String
    let geocoding: String
    let nominatim: String

    static func read(_ text: String, path: String) throws(GeneratorError) -> [LanguageRow] {
        var rows: [LanguageRow] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingWhitespace
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            rows.append(try LanguageRow(line, location: "\(path):\(offset + 1)"))
        }
        guard rows.first?.code == "en" else { throw GeneratorError("\(path): English (en), the source, is the first row") }
        for values in [rows.map(\.code), rows.map(\.caseName)] where Set(values).count != values.count {
            throw GeneratorError("\(path): two rows have the same \(values == rows.map(\.code) ? "code" : "case")")
        }
        return rows
    }

    private init(_ line: Substring, location: String) throws(GeneratorError) {
        let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { String($0.trimmingWhitespace) }
        guard cells.count == Self.columns.count else {
            throw GeneratorError("\(location): a row has \(Self.columns.count) cells (\(Self.columns.joined(separator: ", ")))")
        }
        (code, caseName, name, clock, openWeather, geocoding, nominatim) = (cells[0], cells[1], cells[2], cells[4], cells[5], cells[6], cells[7])
        locales = cells[3].split(separator: " ").map(String.init)
        guard code.wholeMatch(of: /[a-z]{2,3}(_[A-Z][a-z]{3})?(_[A-Z]{2})?/) != nil else {
            throw GeneratorError("\(location): '\(code)' is not a language code such as de, pt_BR or zh_Hant")
        }
        guard caseName.wholeMatch(of: /[a-z][A-Za-z]*/) != nil, !CatalogModel.swiftKeywords.contains(caseName) else {
            throw GeneratorError("\(location): '\(caseName)' is not a Swift name such as german")
        }
        guard clock.wholeMatch(of: /24|12|12 in( [A-Z]{2})+/) != nil else {
            throw GeneratorError("\(location): the clock is 24, 12 or '12 in' and territories, not '\(clock)'")
        }
        for locale in locales where locale.wholeMatch(of: /!?[a-z]{2,3}(_[A-Z][a-z]{3})?(_[A-Z]{2})?/) == nil {
            throw GeneratorError("\(location): '\(locale)' is not a locale name such as de, de_AT, zh_Hans or !zh_TW")
        }
        guard let example = locales.first, !example.hasPrefix("!") else {
            throw GeneratorError("\(location): the first locale is the example, and chooses the language")
        }
    }
}
