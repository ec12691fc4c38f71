/// The keys named on a panel's last line, "↑↓ 1–9 choose · Enter load · Esc back": in the key map's
/// order, hints with the same words sharing them. When narrow, the least important hint first gives up
/// words it shares ("↑↓ 1–9 · Enter load"), then its place.
struct KeyHintLine {
    var hints: [KeyHint]
    var strings: Strings

    init(_ context: KeyContext, strings: Strings) {
        hints = KeyMaps.hints(in: context)
        self.strings = strings
    }

    /// The radar view's keys, Space named for what it does now: "pause" while the frames play.
    init(radarPlaying isPlaying: Bool, strings: Strings) {
        self.init(.radar, strings: strings)
        if isPlaying {
            for index in hints.indices where hints[index].text == .hintPlay {
                hints[index].text = .hintPause
            }
        }
    }

    /// The whole line, or with `lead` before it when that fits too; cut with `…` only when even the most
    /// important hint alone does not fit.
    func text(fitting columns: Int, lead: String? = nil) -> String {
        var chosen = hints
        var wordless: Set<Message> = []
        if let lead {
            let whole = lead + line(chosen, wordless: wordless)
            if DisplayWidth.of(whole) <= columns { return whole }
        }
        while chosen.count > 1, DisplayWidth.of(line(chosen, wordless: wordless)) > columns {
            guard let least = chosen.indices.max(by: { chosen[$0].priority < chosen[$1].priority }) else { break }
            let text = chosen[least].text
            let isShared = chosen.indices.contains { $0 != least && chosen[$0].text == text }
            if isShared, !wordless.contains(text) {
                wordless.insert(text)
            } else {
                chosen.remove(at: least)
                if !chosen.contains(where: { $0.text == text }) { wordless.remove(text) }
            }
        }
        return DisplayWidth.truncate(line(chosen, wordless: wordless), to: columns)
    }

    private func line(_ hints: [KeyHint], wordless: Set<Message>) -> String {
        var parts: [(labels: [String], text: Message)] = []
        for hint in hints {
            if let last = parts.last, last.text == hint.text {
                parts[parts.count - 1].labels.append(strings.keyLabel(hint.label))
            } else {
                parts.append(([strings.keyLabel(hint.label)], hint.text))
            }
        }
        return parts.map { part in
            (part.labels + (wordless.contains(part.text) ? [] : [strings.text(part.text)])).joined(separator: " ")
        }.joined(separator: " · ")
    }
}
