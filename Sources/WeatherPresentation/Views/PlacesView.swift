import FoundationEssentials
import WeatherCore

/// The places side by side (`p`): the place on screen, the pinned places and the recent places, a row
/// each: its marks (`•` the place on screen or the digit of a recent place, then `*` when pinned), name (`≈` when
/// approximate), local time, condition symbol, temperature, today's high and low, chance of rain and a
/// mark where an official warning is in force. The name and the temperature always show; the other
/// columns come in as the width allows, all of them from about 80 columns on. A place that failed is
/// dim, with the reason in place of its weather; one still loading shows `…`.
struct PlacesView: View {
    var state: ScreenState
    var selection: Int

    static let maximumWidth = 100
    /// The name keeps this many columns (or all of the widest name, when shorter) as columns come in.
    static let nameMinimum = 16
    /// Columns between the frame and the first row's name: a space, the selection, the marks (where the
    /// place is listed from, whether it is pinned) and a space.
    static let leadWidth = 5

    /// The columns besides the name and the temperature, in the order they come in as the width allows.
    enum Column: CaseIterable {
        case symbol, warning, time, range, chance
    }

    /// What one row shows, as text.
    struct Cells {
        var listing: PlaceListing
        var name: String
        var isApproximate: Bool
        var glance: PlaceGlance?
        var failure: String?
        var time = ""
        var temperature = ""
        var range = ""
        var chance = ""
        var hasWarning = false
    }

    struct Layout {
        /// The panel, frame included.
        var frame: Rect
        var inner: Rect { frame.inset(by: 1) }
        var rows: [Cells]
        /// The first row in view, and how many are.
        var first: Int
        var shown: Int
        var columns: Set<Column>
        var widths: [Column: Int]
        var temperatureWidth: Int
        var nameWidth: Int
        /// With no place to list, what to do about it, wrapped.
        var emptyLines: [String]

        /// The row drawn on screen line `y`, if any.
        func row(atY y: Int) -> Int? {
            let line = y - inner.y
            guard line >= 0, line < shown, first + line < rows.count else { return nil }
            return first + line
        }
    }

    private var strings: Strings { Strings(language: state.language, glyphs: state.glyphs) }
    private var units: UnitFormatter { UnitFormatter(units: state.units, glyphs: state.glyphs, catalog: strings.catalog) }

    func layout(in bounds: Rect) -> Layout {
        let rows = state.placeListings.map(cells)
        let markWidth = DisplayWidth.of(state.glyphs.warningMark)
        var widths: [Column: Int] = [
            .symbol: Glyphs.symbolWidth, .warning: markWidth,
            .time: rows.map { DisplayWidth.of($0.time) }.max() ?? 0,
            .range: rows.map { DisplayWidth.of($0.range) }.max() ?? 0,
            .chance: rows.map { DisplayWidth.of($0.chance) }.max() ?? 0,
        ]
        if !rows.contains(where: \.hasWarning) { widths[.warning] = 0 }
        let temperatureWidth = max(4, rows.map { DisplayWidth.of($0.temperature) }.max() ?? 0)
        let widestName = rows.map { DisplayWidth.of($0.name) + ($0.isApproximate ? 2 : 0) }.max() ?? 0
        let room = min(bounds.width, Self.maximumWidth) - 2 - Self.leadWidth - 1
        var remaining = room - temperatureWidth - 2
        var columns: Set<Column> = []
        for column in Column.allCases where widths[column, default: 0] > 0 {
            let cost = widths[column, default: 0] + 2
            guard remaining - cost >= min(Self.nameMinimum, widestName) else { continue }
            columns.insert(column)
            remaining -= cost
        }
        let nameWidth = max(1, min(remaining, widestName))
        // A place that failed has its reason where the weather would be: the panel widens for it where it can.
        let reason = rows.compactMap { $0.failure.map(DisplayWidth.of) }.max() ?? 0
        let weather = max(temperatureWidth + 2 + columns.reduce(0) { $0 + widths[$1, default: 0] + 2 }, reason + 2)
        let content = Self.leadWidth + nameWidth + weather + 1
        let hint = DisplayWidth.of(KeyHintLine(.places, strings: strings).text(fitting: .max)) + 2
        let title = DisplayWidth.of(strings.text(.placesTitle)) + 6
        let emptyLines = rows.isEmpty ? TextLayout.wrap(strings.text(.placesEmpty), width: max(1, min(bounds.width, Self.maximumWidth) - 4)) : []
        let empty = emptyLines.map(DisplayWidth.of).max().map { $0 + 2 } ?? 0
        let width = min(bounds.width, Self.maximumWidth, max(content, hint, title, empty) + 2)
        let height = min(bounds.height, max(emptyLines.count, rows.count) + 3)
        let frame = bounds.centered(width: width, height: height)
        let inner = frame.inset(by: 1)
        let shown = max(0, min(rows.count, inner.height - 1))
        let selected = min(max(0, selection), max(0, rows.count - 1))
        let first = max(0, min(selected - shown + 1, rows.count - shown))
        return Layout(
            frame: frame, rows: rows, first: first, shown: shown, columns: columns, widths: widths,
            temperatureWidth: temperatureWidth, nameWidth: nameWidth, emptyLines: emptyLines
        )
    }

    func render(in bounds: Rect, into grid: inout Grid) {
        let layout = layout(in: bounds)
        let inner = BoxFrame.panel(
            title: strings.text(.placesTitle), style: Styles.accent, width: layout.frame.width, height: layout.frame.height,
            in: bounds, into: &grid
        )
        for (line, text) in layout.emptyLines.prefix(max(0, inner.height - 1)).enumerated() {
            grid.write(text, x: inner.x + 1, y: inner.y + line, style: Styles.muted, maxWidth: inner.width - 2, clip: inner)
        }
        let names = LocationPromptView.distinctNames(layout.rows.map(\.name), fitting: layout.nameWidth)
        let selected = min(max(0, selection), max(0, layout.rows.count - 1))
        for line in 0..<layout.shown {
            let index = layout.first + line
            draw(layout.rows[index], name: names[index], isSelected: index == selected, layout: layout, y: inner.y + line, into: &grid)
        }
        if layout.first > 0 { grid.write(state.glyphs.up, x: inner.maxX - 1, y: inner.y, style: Styles.muted, clip: inner) }
        if layout.first + layout.shown < layout.rows.count {
            grid.write(state.glyphs.down, x: inner.maxX - 1, y: inner.y + layout.shown - 1, style: Styles.muted, clip: inner)
        }
        grid.write(
            KeyHintLine(.places, strings: strings).text(fitting: inner.width - 2), x: inner.x + 1, y: inner.maxY - 1,
            style: Styles.muted, clip: inner
        )
    }

    private func draw(_ cells: Cells, name: String, isSelected: Bool, layout: Layout, y: Int, into grid: inout Grid) {
        let inner = layout.inner
        let failed = cells.failure != nil
        var x = inner.x + 1
        grid.write(isSelected ? ">" : " ", x: x, y: y, style: Styles.accent, clip: inner)
        // The place on screen keeps its mark when it is pinned too: "•*".
        let origin: (String, CellStyle) = switch cells.listing.kind {
        case .current: ("•", Styles.accent)
        case .pinned: (" ", .normal)
        case let .recent(number): (number <= 9 ? String(number) : " ", Styles.key)
        }
        grid.write(origin.0, x: x + 1, y: y, style: failed ? Styles.muted : origin.1, clip: inner)
        if cells.listing.isPinned { grid.write("*", x: x + 2, y: y, style: failed ? Styles.muted : Styles.key, clip: inner) }
        x += Self.leadWidth - 1
        let nameStyle = failed ? Styles.muted : isSelected ? Styles.accent : cells.listing.kind == .current ? Styles.title : CellStyle.normal
        var used = 0
        if cells.isApproximate {
            used += grid.write(state.glyphs.approximate + " ", x: x, y: y, style: failed ? Styles.muted : Styles.warning, clip: inner)
        }
        grid.write(DisplayWidth.truncate(name, to: layout.nameWidth - used), x: x + used, y: y, style: nameStyle, clip: inner)
        x += layout.nameWidth + 2
        if let failure = cells.failure {
            grid.write(failure, x: x, y: y, style: Styles.muted, maxWidth: inner.maxX - 1 - x, clip: inner)
            return
        }
        guard let glance = cells.glance else {
            grid.write(state.glyphs.text("…"), x: x, y: y, style: Styles.muted, clip: inner)
            return
        }
        func cell(_ column: Column, _ text: String, _ style: CellStyle = .normal, alignRight: Bool = false) {
            guard layout.columns.contains(column) else { return }
            let width = layout.widths[column, default: 0]
            grid.write(DisplayWidth.pad(text, to: width, alignRight: alignRight), x: x, y: y, style: style, clip: inner)
            x += width + 2
        }
        cell(.time, cells.time, Styles.muted, alignRight: true)
        cell(.symbol, state.glyphs.symbol(glance.condition, isDaytime: glance.isDaytime),
             CellStyle(ForecastListView.iconRole(glance.condition, isDaytime: glance.isDaytime)))
        grid.write(
            DisplayWidth.pad(cells.temperature, to: layout.temperatureWidth, alignRight: true), x: x, y: y,
            style: Styles.temperature(glance.temperature, bold: true), clip: inner
        )
        x += layout.temperatureWidth + 2
        cell(.range, cells.range, Styles.muted)
        cell(.chance, cells.chance, CellStyle(.rain), alignRight: true)
        cell(.warning, cells.hasWarning ? state.glyphs.warningMark : "", Styles.warning)
    }

    /// The texts of a listing's row.
    private func cells(_ listing: PlaceListing) -> Cells {
        let place = listing.entry.place
        var cells = Cells(
            listing: listing, name: state.glyphs.text(place?.displayName ?? listing.entry.shortName),
            isApproximate: place?.isApproximate ?? false
        )
        guard let row = state.placeRow(for: listing) else { return cells }
        switch row.glance {
        case let .failure(failure):
            cells.failure = strings.explain(failure).reason
        case let .success(glance):
            let now = state.now ?? glance.fetchedAt
            cells.glance = glance
            let dates = LocalDateFormatter(language: state.language, clock: state.clockFormat, timeZone: glance.timeZone)
            cells.time = state.isAnotherDay(now, in: glance.timeZone) ? "\(dates.weekday(now)) \(dates.time(now))" : dates.time(now)
            cells.temperature = units.temperature(glance.temperature)
            if let high = glance.todayHigh, let low = glance.todayLow {
                cells.range = "\(strings.text(.high)) \(units.degrees(high)) \(strings.text(.low)) \(units.degrees(low))"
                    + (glance.todayRangeIsRestOfDay == true ? " \(strings.text(.restOfToday))" : "")
            }
            cells.chance = glance.todayChance.map { state.glyphs.glance.rain + " " + UnitFormatter.percent($0 * 100) } ?? ""
            cells.hasWarning = !(row.warnings?.active(at: now).isEmpty ?? true)
        }
        return cells
    }
}
