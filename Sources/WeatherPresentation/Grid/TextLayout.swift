/// Fitting text into columns: lines wrapped at spaces, and groups of runs kept whole or dropped.
enum TextLayout {
    /// Splits text at spaces into lines of at most `width` columns (long words are cut).
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ").map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if DisplayWidth.of(candidate) <= width {
                current = candidate
            } else {
                if !current.isEmpty { lines.append(current) }
                current = DisplayWidth.of(word) <= width ? word : DisplayWidth.truncate(word, to: width)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// Like `wrap`, but a word wider than `width` (a URL, or text in a script without spaces) is broken
    /// across lines instead of cut, so nothing is lost.
    static func wrapKeepingEverything(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var pieces: [String] = []
        for word in text.split(separator: " ") {
            var piece = ""
            var pieceWidth = 0
            for character in word {
                let characterWidth = DisplayWidth.of(character)
                if pieceWidth + characterWidth > width, !piece.isEmpty {
                    pieces.append(piece)
                    piece = ""
                    pieceWidth = 0
                }
                piece.append(character)
                pieceWidth += characterWidth
            }
            if !piece.isEmpty { pieces.append(piece) }
        }
        return wrap(pieces.joined(separator: " "), width: width)
    }

    /// The first groups that fit `width`, separated by `gap` spaces; a group that does not fit is left
    /// out whole and a later, shorter one may still fit.
    static func fittingGroups(_ groups: [[TextRun]], width: Int, gap: Int = 3) -> [TextRun] {
        fittingChoices(groups.map { [$0] }, width: width, gap: gap)
    }

    /// As `fittingGroups`, where each group is given as its forms from the longest to the shortest:
    /// the first form that fits is shown.
    static func fittingChoices(_ groups: [[[TextRun]]], width: Int, gap: Int = 3) -> [TextRun] {
        var result: [TextRun] = []
        var used = 0
        for forms in groups {
            let fitting = forms.filter { !$0.isEmpty }.first { form in
                form.reduce(0) { $0 + $1.width } + (result.isEmpty ? 0 : gap) <= width - used
            }
            guard let group = fitting else { continue }
            let needed = group.reduce(0) { $0 + $1.width } + (result.isEmpty ? 0 : gap)
            if !result.isEmpty { result.append(TextRun(DisplayWidth.spaces(gap))) }
            result += group
            used += needed
        }
        return result
    }
}
