import WeatherCore

/// The `l` prompt: a line to type a place or lat,lon into, what the change is doing or why it failed,
/// and the recent places by number.
struct LocationPromptView: View {
    var prompt: LocationPrompt
    var recentPlaces: [Place]
    var strings: Strings
    /// The spinner's current frame.
    var spinner: String

    func render(in bounds: Rect, into grid: inout Grid) {
        let width = min(bounds.width, 64)
        let status = LocationStatusLine(prompt: prompt, strings: strings, spinner: spinner)
        let statusRows = status.lines(width: width - 4).count
        // Input, a gap, the status (one line, or two for a long answer) and the hint; the recent places
        // (with a heading and a gap) fit between.
        let fixedRows = 5 + statusRows
        let recentRows = recentPlaces.isEmpty ? 0 : min(recentPlaces.count, bounds.height - fixedRows - 2)
        let height = fixedRows + (recentRows > 0 ? recentRows + 2 : 0)
        let inner = BoxFrame.panel(title: strings.locationPromptTitle, style: Styles.accent, width: width, height: height, in: bounds, into: &grid)
        let field = inner.width - 4
        let text = prompt.text
        let visible = DisplayWidth.of(text) < field ? text : String(text.suffix(field - 1))
        grid.write("> ", x: inner.x + 1, y: inner.y, style: Styles.key, clip: inner)
        let used = grid.write(visible, x: inner.x + 3, y: inner.y, maxWidth: field, clip: inner)
        if prompt.activity == nil {
            grid.write(strings.glyphs.cursor, x: inner.x + 3 + used, y: inner.y, style: Styles.accent, clip: inner)
        }
        status.render(in: Rect(x: inner.x + 1, y: inner.y + 2, width: inner.width - 2, height: statusRows), into: &grid)
        if recentRows > 0 {
            let top = inner.y + 2 + statusRows
            grid.write(strings.recentPlacesTitle, x: inner.x + 1, y: top, style: Styles.muted, maxWidth: inner.width - 2, clip: inner)
            for (index, place) in recentPlaces.prefix(recentRows).enumerated() {
                grid.write("\(index + 1)", x: inner.x + 1, y: top + 1 + index, style: Styles.key, clip: inner)
                grid.write(place.displayName, x: inner.x + 3, y: top + 1 + index, maxWidth: inner.width - 4, clip: inner)
            }
        }
        grid.write(strings.locationPromptHint, x: inner.x + 1, y: inner.maxY - 1, style: Styles.muted, maxWidth: inner.width - 2, clip: inner)
    }
}

/// Under the prompt or the pick list: the change under way with a spinner, or why it failed (wrapped
/// onto a second line when long).
struct LocationStatusLine: View {
    var prompt: LocationPrompt
    var strings: Strings
    var spinner: String

    func lines(width: Int) -> [String] {
        if let activity = prompt.activity {
            let message = switch activity {
            case let .locating(step): strings.locating(step)
            case let .loading(name): strings.loadingWeather(for: name)
            }
            return [spinner + " " + message]
        }
        guard let error = prompt.error else { return [""] }
        let wrapped = TextLayout.wrap(error, width: width)
        guard !wrapped.isEmpty else { return [""] }
        guard wrapped.count > 2 else { return wrapped }
        return [wrapped[0], DisplayWidth.truncate(wrapped[1...].joined(separator: " "), to: width)]
    }

    func render(in rect: Rect, into grid: inout Grid) {
        let style = prompt.activity == nil ? Styles.error : Styles.accent
        for (row, line) in lines(width: rect.width).prefix(rect.height).enumerated() {
            grid.write(line, x: rect.x, y: rect.y + row, style: style, maxWidth: rect.width, clip: rect)
        }
    }
}
