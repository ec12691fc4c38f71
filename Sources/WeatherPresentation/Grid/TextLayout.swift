/// Fitting text into columns: lines wrapped at spaces (and between Chinese and Japanese characters, and
/// inside a Thai phrase longer than a line), and groups of runs kept whole or dropped.
enum TextLayout {
    /// Splits text into lines of at most `width` columns: at spaces, and where Chinese or Japanese is
    /// written without them, between its characters (a closing mark never starts a line, an opening one
    /// never ends it). Thai, written without spaces between words, breaks at its spaces, and a phrase
    /// longer than a line between its letters (never before a following vowel or after a preceding one:
    /// a cluster with its marks stays whole). A word that cannot be broken and is longer than a line is cut.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            var rest = word
            while !rest.isEmpty {
                let line = current.isEmpty ? "" : current + " "
                let room = width - DisplayWidth.of(line)
                if DisplayWidth.of(String(rest)) <= room {
                    current = line + rest
                    rest = ""
                } else if let end = lastBreak(in: rest, fitting: room, where: mayBreak) {
                    lines.append(line + rest[..<end])
                    current = ""
                    rest = rest[end...]
                } else if !current.isEmpty {
                    lines.append(current)
                    current = ""
                } else if let end = lastBreak(in: rest, fitting: width, where: mayBreakInsideThai) {
                    lines.append(String(rest[..<end]))
                    rest = rest[end...]
                } else {
                    current = DisplayWidth.truncate(String(rest), to: width)
                    rest = ""
                }
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

    /// The last place `text` may break with what comes before it within `width` columns.
    private static func lastBreak(
        in text: Substring, fitting width: Int, where mayBreak: (Character, Character) -> Bool
    ) -> Substring.Index? {
        var used = 0
        var found: Substring.Index?
        var previous: Character?
        for index in text.indices {
            guard used <= width else { break }
            let character = text[index]
            if let previous, mayBreak(previous, character) { found = index }
            used += DisplayWidth.of(character)
            previous = character
        }
        return found
    }

    /// Chinese and Japanese break next to any of their characters; Korean, like English, at spaces only.
    private static func mayBreak(between before: Character, and after: Character) -> Bool {
        (isHanOrKana(before) || isHanOrKana(after)) && !closingMarks.contains(after) && !openingMarks.contains(before)
    }

    /// Between two Thai letters, but not after a vowel written before its consonant (เ แ โ ใ ไ) nor before
    /// a vowel written after it (ะ า ๅ) or a repetition or abbreviation mark (ๆ ฯ).
    private static func mayBreakInsideThai(between before: Character, and after: Character) -> Bool {
        guard let first = before.unicodeScalars.first?.value, let next = after.unicodeScalars.first?.value,
              (0x0E01...0x0E5B).contains(first), (0x0E01...0x0E5B).contains(next)
        else { return false }
        return !(0x0E40...0x0E44).contains(first) && ![0x0E30, 0x0E32, 0x0E45, 0x0E46, 0x0E2F].contains(next)
    }

    private static func isHanOrKana(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3000...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF01...0xFF60: return true
        default: return false
        }
    }

    /// Marks that may not start a line (kinsoku): closing brackets, stops, commas, small kana, the long vowel.
    private static let closingMarks: Set<Character> = [
        "。", "、", "，", "．", "：", "；", "！", "？", "）", "」", "』", "】", "〕", "》", "〉", "”", "’", "…", "ー",
        "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ", "ァ", "ィ", "ゥ", "ェ", "ォ", "ッ", "ャ", "ュ", "ョ",
        ")", "]", ",", ".", ":", ";", "!", "?",
    ]
    /// Marks that may not end a line: opening brackets and quotes.
    private static let openingMarks: Set<Character> = ["（", "「", "『", "【", "〔", "《", "〈", "“", "‘", "(", "["]

    /// The first groups that fit `width`, separated by `gap` spaces; a group that does not fit is left
    /// out whole and a later, shorter one may still fit.
    static func fittingGroups(_ groups: [[TextRun]], width: Int, gap: Int = 3) -> [TextRun] {
        fittingChoices(groups.map { [$0] }, width: width, gap: gap)
    }

    /// The columns `groups` take on one line when all fit, the empty ones left out.
    static func width(of groups: [[TextRun]], gap: Int = 3) -> Int {
        let shown = groups.filter { !$0.isEmpty }
        return shown.reduce(0) { $0 + $1.reduce(0) { $0 + $1.width } } + gap * max(0, shown.count - 1)
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
