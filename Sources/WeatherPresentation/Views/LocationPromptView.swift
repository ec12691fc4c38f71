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
        grid.write("> ", x: inner.x + 1, y: inner.y, style: Styles.key, clip: inner)
        InputField(prompt: prompt, cursor: prompt.activity == nil ? strings.glyphs.cursor : nil)
            .render(in: Rect(x: inner.x + 3, y: inner.y, width: inner.width - 4, height: 1), into: &grid)
        status.render(in: Rect(x: inner.x + 1, y: inner.y + 2, width: inner.width - 2, height: statusRows), into: &grid)
        if recentRows > 0 {
            let top = inner.y + 2 + statusRows
            grid.write(DisplayWidth.truncate(strings.recentPlacesTitle, to: inner.width - 2), x: inner.x + 1, y: top, style: Styles.muted, clip: inner)
            let names = Self.distinctNames(recentPlaces.prefix(recentRows).map(\.displayName), fitting: inner.width - 4)
            for (index, name) in names.enumerated() {
                grid.write("\(index + 1)", x: inner.x + 1, y: top + 1 + index, style: Styles.key, clip: inner)
                grid.write(name, x: inner.x + 3, y: top + 1 + index, clip: inner)
            }
            // Places that do not fit are counted, with the numbers that still choose them, in the gap above the keys.
            if recentRows < recentPlaces.count {
                let more = strings.moreRecentPlaces(from: recentRows + 1, to: recentPlaces.count)
                grid.write(DisplayWidth.truncate(more, to: inner.width - 2), x: inner.x + 1, y: top + 1 + recentRows, style: Styles.muted, clip: inner)
            }
        }
        grid.write(KeyHintLine(.prompt, strings: strings).text(fitting: inner.width - 2, lead: strings.locationPromptLead), x: inner.x + 1, y: inner.maxY - 1, style: Styles.muted, clip: inner)
    }
}

extension LocationPromptView {
    /// The names cut to `columns`; names that would look the same once cut at the end are cut in the
    /// middle instead, so that what tells them apart (most often the region or country) stays in view.
    static func distinctNames(_ names: [String], fitting columns: Int) -> [String] {
        let cut = names.map { DisplayWidth.truncate($0, to: columns) }
        return zip(names, cut).map { name, short in
            let isAmbiguous = zip(names, cut).contains { $0.0 != name && $0.1 == short }
            return isAmbiguous ? DisplayWidth.truncateMiddle(name, to: columns) : short
        }
    }
}

/// The typed text with the cursor between characters. When it is wider than the field, the part around
/// the cursor shows (measured in columns) and `…` marks what is cut at either end.
struct InputField: View {
    var prompt: LocationPrompt
    /// The cursor's mark; nil hides it (while a change is under way).
    var cursor: String?

    static let columnsAfterCursor = 4

    func render(in bounds: Rect, into grid: inout Grid) {
        let (before, after) = (String(prompt.splitAtCursor.before), String(prompt.splitAtCursor.after))
        let room = bounds.width - DisplayWidth.of(cursor ?? "")
        let (beforeWidth, afterWidth) = (DisplayWidth.of(before), DisplayWidth.of(after))
        var left = before
        if beforeWidth + afterWidth > room {
            // A few columns after the cursor stay in view, so that it is plain there is more.
            let leftRoom = room - min(afterWidth, Self.columnsAfterCursor)
            if beforeWidth > leftRoom { left = DisplayWidth.truncateLeading(before, to: leftRoom) }
        }
        let right = DisplayWidth.truncate(after, to: room - DisplayWidth.of(left))
        var x = bounds.x
        x += grid.write(left, x: x, y: bounds.y, clip: bounds)
        if let cursor { x += grid.write(cursor, x: x, y: bounds.y, style: Styles.accent, clip: bounds) }
        grid.write(right, x: x, y: bounds.y, clip: bounds)
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

    /// Nothing under way and nothing to answer.
    var isEmpty: Bool { prompt.activity == nil && prompt.error == nil }

    func render(in rect: Rect, into grid: inout Grid) {
        let style = prompt.activity == nil ? Styles.error : Styles.accent
        for (row, line) in lines(width: rect.width).prefix(rect.height).enumerated() {
            grid.write(line, x: rect.x, y: rect.y + row, style: style, maxWidth: rect.width, clip: rect)
        }
    }
}
