import WeatherCore

/// The first-load failure screen: what went wrong, what to do, and the keys to do it.
struct FailureView {
    var failure: LoadFailure
    var strings: Strings

    func render(into grid: inout Grid, in body: Rect) {
        let explained = strings.explain(failure)
        let width = max(1, body.width - 4)
        let reason = wrap(explained.reason, width: width)
        let hint = wrap(explained.hint, width: width)
        let prompt = "r \(strings.keyRetry)   l \(strings.keyLocation)   q \(strings.keyQuit)"
        let total = 1 + 1 + reason.count + hint.count + 2
        var y = body.y + max(0, (body.height - total) / 2)
        grid.writeCentered(strings.loadFailedTitle, in: body, y: y, style: Styles.error)
        y += 2
        for line in reason {
            grid.writeCentered(line, in: body, y: y, style: Styles.warning)
            y += 1
        }
        for line in hint {
            grid.writeCentered(line, in: body, y: y, style: .normal)
            y += 1
        }
        grid.writeCentered(prompt, in: body, y: y + 1, style: Styles.key)
    }
}

/// Splits text at spaces into lines of at most `width` columns (long words are cut).
func wrap(_ text: String, width: Int) -> [String] {
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
