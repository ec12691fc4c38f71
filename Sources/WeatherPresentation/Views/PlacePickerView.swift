import WeatherCore

/// The places a name matched: name, region, country and population in columns, the selected one marked;
/// the columns that do not fit are dropped, population first.
struct PlacePickerView: View {
    var picker: PlacePicker
    var prompt: LocationPrompt
    var strings: Strings
    /// The spinner's current frame.
    var spinner: String

    func render(in bounds: Rect, into grid: inout Grid) {
        let width = min(bounds.width, 72)
        let status = LocationStatusLine(prompt: prompt, strings: strings, spinner: spinner)
        // The rows, then a gap and the status line when there is a status, and the hint.
        let statusRows = status.isEmpty ? 0 : 2
        let visibleRows = max(1, min(picker.matches.count, bounds.height - 3 - statusRows))
        let inner = BoxFrame.panel(
            title: strings.pickerTitle(picker.name, count: picker.matches.count), style: Styles.accent,
            width: width, height: visibleRows + 3 + statusRows, in: bounds, into: &grid
        )
        let first = max(0, min(picker.selection - visibleRows + 1, picker.matches.count - visibleRows))
        let lines = self.lines(fitting: inner.width - 6)
        for row in 0..<visibleRows {
            let index = first + row
            guard picker.matches.indices.contains(index) else { break }
            let y = inner.y + row
            let isSelected = index == picker.selection
            grid.write(isSelected ? ">" : " ", x: inner.x + 1, y: y, style: Styles.accent, clip: inner)
            grid.write(index < 9 ? "\(index + 1)" : " ", x: inner.x + 2, y: y, style: Styles.key, clip: inner)
            grid.write(lines[index], x: inner.x + 4, y: y, style: isSelected ? Styles.accent : .normal, maxWidth: inner.width - 6, clip: inner)
        }
        // Matches out of view are marked at the edge of the list, above and below.
        if first > 0 { grid.write("↑", x: inner.maxX - 1, y: inner.y, style: Styles.muted, clip: inner) }
        if first + visibleRows < picker.matches.count {
            grid.write("↓", x: inner.maxX - 1, y: inner.y + visibleRows - 1, style: Styles.muted, clip: inner)
        }
        if statusRows > 0 {
            status.render(in: Rect(x: inner.x + 1, y: inner.maxY - 2, width: inner.width - 2, height: 1), into: &grid)
        }
        grid.write(KeyHintLine(.pickList, strings: strings).text(fitting: inner.width - 2), x: inner.x + 1, y: inner.maxY - 1, style: Styles.muted, clip: inner)
    }

    /// Each match as a line of `room` columns at most (the last column shown is cut if need be). The
    /// population's label stays in one column whatever the number's width.
    private func lines(fitting room: Int) -> [String] {
        let numbers = picker.matches.map { place in place.population.map(strings.groupedNumber) ?? "" }
        let numberWidth = numbers.map(DisplayWidth.of).max() ?? 0
        let cells: [[String]] = zip(picker.matches, numbers).map { place, number in
            [
                place.name ?? place.coordinate.formatted,
                place.region ?? "",
                place.country ?? place.countryCode ?? "",
                number.isEmpty ? "" : strings.populationLabel + " " + DisplayWidth.pad(number, to: numberWidth, alignRight: true),
            ]
        }
        var widths = (0..<4).map { column in cells.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        func total() -> Int { widths.reduce(0, +) + 2 * (widths.filter { $0 > 0 }.count - 1) }
        // Population goes first, then the country, when the line would be too long.
        for column in [3, 2] where total() > room { widths[column] = 0 }
        return cells.map { row in
            let parts = (0..<4).compactMap { column -> String? in
                guard widths[column] > 0 else { return nil }
                return DisplayWidth.pad(row[column], to: widths[column])
            }
            return DisplayWidth.truncate(parts.joined(separator: "  ").trimmingTrailingSpaces(), to: room)
        }
    }
}
