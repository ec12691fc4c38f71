import FoundationEssentials
import WeatherCore

/// The refresh failure message: the data underneath stays, marked stale.
struct RefreshFailureView: View {
    var failure: LoadFailure
    var strings: Strings

    func render(in bounds: Rect, into grid: inout Grid) {
        let explained = strings.explain(failure)
        let width = min(bounds.width, 64)
        let reason = TextLayout.wrap(explained.reason, width: width - 4)
        let hint = TextLayout.wrap(explained.hint, width: width - 4)
        let inner = BoxFrame.panel(
            title: strings.refreshFailedTitle, style: Styles.warning, width: width, height: reason.count + hint.count + 4,
            in: bounds, into: &grid
        )
        var y = inner.y
        for line in reason { grid.write(line, x: inner.x + 1, y: y, style: Styles.warning, clip: inner); y += 1 }
        for line in hint { grid.write(line, x: inner.x + 1, y: y, clip: inner); y += 1 }
        let keys = KeyHintLine(.message, strings: strings).text(fitting: inner.width - 2)
        grid.write(keys, x: inner.x + 1, y: y + 1, style: Styles.key, clip: inner)
    }
}
