import WeatherCore

/// The first-load failure screen: what went wrong, what to do, and the keys to do it.
struct FailureView: View {
    var failure: LoadFailure
    var strings: Strings

    func render(in body: Rect, into grid: inout Grid) {
        let explained = strings.explain(failure)
        let width = max(1, body.width - 4)
        let reason = TextLayout.wrap(explained.reason, width: width)
        let hint = TextLayout.wrap(explained.hint, width: width)
        let prompt = strings.keyHints(in: .failureScreen, separator: "   ")
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
