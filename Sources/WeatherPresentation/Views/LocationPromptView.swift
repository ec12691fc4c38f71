import WeatherCore

/// The `l` prompt: a line to type a place or lat,lon into, what the change is doing or why it failed,
/// and the recent places by number.
struct LocationPromptView: View {
    var prompt: LocationPrompt
    var recentPlaces: [Place]
    var strings: Strings
    var spinnerFrame: Int

    func render(in bounds: Rect, into grid: inout Grid) {
        let width = min(bounds.width, 64)
        // Input, a gap, the status line and the hint; the recent places (with a heading and a gap) fit between.
        let recentRows = recentPlaces.isEmpty ? 0 : min(recentPlaces.count, bounds.height - 8)
        let height = 6 + (recentRows > 0 ? recentRows + 2 : 0)
        let inner = BoxFrame.panel(title: strings.locationPromptTitle, style: Styles.accent, width: width, height: height, in: bounds, into: &grid)
        let field = inner.width - 4
        let text = prompt.text
        let visible = DisplayWidth.of(text) < field ? text : String(text.suffix(field - 1))
        grid.write("> ", x: inner.x + 1, y: inner.y, style: Styles.key, clip: inner)
        let used = grid.write(visible, x: inner.x + 3, y: inner.y, maxWidth: field, clip: inner)
        if prompt.activity == nil {
            grid.write("▏", x: inner.x + 3 + used, y: inner.y, style: Styles.accent, clip: inner)
        }
        LocationStatusLine(prompt: prompt, strings: strings, spinnerFrame: spinnerFrame)
            .render(in: Rect(x: inner.x + 1, y: inner.y + 2, width: inner.width - 2, height: 1), into: &grid)
        if recentRows > 0 {
            grid.write(strings.recentPlacesTitle, x: inner.x + 1, y: inner.y + 3, style: Styles.muted, maxWidth: inner.width - 2, clip: inner)
            for (index, place) in recentPlaces.prefix(recentRows).enumerated() {
                let y = inner.y + 4 + index
                grid.write("\(index + 1)", x: inner.x + 1, y: y, style: Styles.key, clip: inner)
                grid.write(place.displayName, x: inner.x + 3, y: y, maxWidth: inner.width - 4, clip: inner)
            }
        }
        grid.write(strings.locationPromptHint, x: inner.x + 1, y: inner.maxY - 1, style: Styles.muted, maxWidth: inner.width - 2, clip: inner)
    }
}

/// One line under the prompt or the pick list: the change under way with a spinner, or why it failed.
struct LocationStatusLine: View {
    var prompt: LocationPrompt
    var strings: Strings
    var spinnerFrame: Int

    func render(in rect: Rect, into grid: inout Grid) {
        if let activity = prompt.activity {
            let message = switch activity {
            case let .locating(step): strings.locating(step)
            case let .loading(name): strings.loadingWeather(for: name)
            }
            grid.write(SpinnerFrames.frame(spinnerFrame) + " " + message, x: rect.x, y: rect.y, style: Styles.accent, maxWidth: rect.width, clip: rect)
        } else if let error = prompt.error {
            grid.write(error, x: rect.x, y: rect.y, style: Styles.error, maxWidth: rect.width, clip: rect)
        }
    }
}
