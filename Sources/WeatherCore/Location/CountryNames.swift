/// Every name a country goes by that a user may type after a comma: its ISO 3166-1 alpha-2 and alpha-3
/// codes, its English, Korean and native names and everyday forms ("Korea", "UK", "Česko"), from
/// `CountryNamesTable`.
enum CountryNames {
    /// The names of the country with alpha-2 `code`, folded; empty for a code the table does not know.
    static func names(ofCode code: String) -> [FoldedName] {
        byCode[code.uppercased()] ?? []
    }

    private static let byCode: [String: [FoldedName]] = {
        var table: [String: [FoldedName]] = [:]
        for line in CountryNamesTable.text.split(separator: "\n") {
            let fields = line.split(separator: "\t").map { $0.trimmed() }
            guard let code = fields.first, !code.isEmpty else { continue }
            table[code] = fields.dropFirst().map(FoldedName.init)
        }
        return table
    }()
}
