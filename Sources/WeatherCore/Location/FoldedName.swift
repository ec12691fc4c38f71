/// A place name as it is compared with what a user typed: lowercase, without accents ("Brňov" is
/// "brnov", "Île-de-France" is "ile de france"), and split into words at anything that is not a letter
/// or a digit, so spaces and punctuation do not count ("d.c." is "DC", "new york" is "New York").
struct FoldedName: Hashable, Sendable {
    let words: [String]

    init(_ text: String) {
        var words: [String] = []
        var word = ""
        for scalar in text.lowercased().unicodeScalars {
            if let plain = Self.plainLetters[scalar] {
                word += plain
            } else if scalar.properties.generalCategory == .nonspacingMark {
                continue
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        self.words = words
    }

    var isEmpty: Bool { words.isEmpty }
    var joined: String { words.joined() }

    /// Whether `self`, as typed, names `other`: the same letters whatever the spacing ("NewYork"), or a
    /// run of `other`'s whole words ("Korea" names "South Korea"). With `allowingPrefix`, the run's last
    /// word may be cut short ("Mass" names "Massachusetts", "Czech" names "Czechia") once it has three
    /// letters, or two that are not Latin (Hangul: "미주리" names "미주리주").
    func names(_ other: FoldedName, allowingPrefix: Bool) -> Bool {
        guard let last = words.last, words.count <= other.words.count else { return joined == other.joined && !isEmpty }
        if joined == other.joined { return true }
        let prefixAllowed = allowingPrefix && (last.count >= 3 || (last.count >= 2 && !last.unicodeScalars.allSatisfy(\.isASCII)))
        let leading = words.dropLast()
        for start in 0...(other.words.count - words.count) {
            let candidate = other.words[start..<(start + words.count)]
            guard candidate.dropLast().elementsEqual(leading), let end = candidate.last else { continue }
            if end == last || (prefixAllowed && end.hasPrefix(last)) { return true }
        }
        return false
    }

    /// Each Latin letter with a diacritic and the plain letters it folds to.
    private static let plainLetters: [Unicode.Scalar: String] = {
        var table: [Unicode.Scalar: String] = [:]
        for line in LatinFoldingTable.text.split(separator: "\n") {
            guard let letter = line.unicodeScalars.first else { continue }
            table[letter] = String(String.UnicodeScalarView(line.unicodeScalars.dropFirst()))
        }
        return table
    }()
}
