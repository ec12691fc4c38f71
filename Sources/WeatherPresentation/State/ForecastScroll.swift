import WeatherCore

/// Where the forecast list is scrolled to, and what it holds: its items and the day breaks between
/// them. Built when data loads, its rows change on a resize, keys move it; it is the one place the
/// offset is kept within bounds. The list scrolls by items; the row above the first item in view
/// always names that item's day, and a day row stands before every later item that starts a day.
public struct ForecastScroll: Equatable, Sendable {
    public enum Line: Equatable, Sendable {
        /// The day row before item `index`.
        case day(startingAt: Int)
        case item(Int)
    }

    public private(set) var offset = 0
    public private(set) var itemCount = 0
    /// Items (never the first) whose day differs from the item before.
    public private(set) var dayStarts: Set<Int> = []
    /// Rows the list has, below its sticky day row.
    public private(set) var visibleRows = 0

    public init(itemCount: Int = 0, dayStarts: Set<Int> = [], visibleRows: Int = 0, offset: Int = 0) {
        self.itemCount = max(0, itemCount)
        self.dayStarts = dayStarts
        self.visibleRows = max(0, visibleRows)
        self.offset = offset
        clamp()
    }

    /// The scroll for a report's list in `mode`: steps break into days at midnight in the location's
    /// time zone; the days view has a row a day and no breaks.
    public init(report: WeatherReport, mode: ForecastListMode = .threeHour, visibleRows: Int, offset: Int = 0) {
        switch mode {
        case .days:
            self.init(itemCount: report.days.count, visibleRows: visibleRows, offset: offset)
        case .air:
            let hours = report.airHours
            let starts = Set(hours.indices.dropFirst().filter { !report.timeZone.isSameDay(hours[$0 - 1].time, hours[$0].time) })
            self.init(itemCount: hours.count, dayStarts: starts, visibleRows: visibleRows, offset: offset)
        case .sea:
            let hours = report.seaHours
            let starts = Set(hours.indices.dropFirst().filter { !report.timeZone.isSameDay(hours[$0 - 1].time, hours[$0].time) })
            self.init(itemCount: hours.count, dayStarts: starts, visibleRows: visibleRows, offset: offset)
        case .threeHour, .hourly:
            let items = report.items(for: mode)
            let starts = Set(items.indices.dropFirst().filter { !report.timeZone.isSameDay(items[$0 - 1].time, items[$0].time) })
            self.init(itemCount: items.count, dayStarts: starts, visibleRows: visibleRows, offset: offset)
        }
    }

    /// The items in view, first and last.
    public var itemsInView: ClosedRange<Int>? {
        let items = lines.compactMap { if case let .item(index) = $0 { index } else { nil } }
        guard let first = items.first, let last = items.last else { return nil }
        return first...last
    }

    /// The rows in view from the offset on (the sticky day row not included).
    public var lines: [Line] {
        var result: [Line] = []
        var index = offset
        while index < itemCount, result.count < visibleRows {
            if index > offset, dayStarts.contains(index) {
                result.append(.day(startingAt: index))
                if result.count == visibleRows { break }
            }
            result.append(.item(index))
            index += 1
        }
        return result
    }

    /// The largest offset that still fills the rows: scrolling stops with the last item at the bottom.
    public var maximumOffset: Int {
        guard itemCount > 0, visibleRows > 0 else { return 0 }
        var rows = 0
        var offset = itemCount
        while offset > 0 {
            let candidate = offset - 1
            let dayRow = dayStarts.contains(candidate + 1) && candidate + 1 < itemCount ? 1 : 0
            if rows + 1 + dayRow > visibleRows { break }
            rows += 1 + dayRow
            offset = candidate
        }
        return offset
    }

    public var hasMoreAbove: Bool { offset > 0 }
    public var hasMoreBelow: Bool { offset < maximumOffset }

    public mutating func scroll(by delta: Int) {
        offset = delta > 0 && offset > Int.max - delta ? Int.max : offset + delta
        clamp()
    }

    /// A page moves by the items in view, less one kept for context.
    public mutating func scrollPage(down: Bool) {
        scroll(by: (down ? 1 : -1) * max(1, (itemsInView?.count ?? 0) - 1))
    }

    public mutating func scrollToStart() {
        offset = 0
    }

    public mutating func scrollToEnd() {
        offset = maximumOffset
    }

    public mutating func resize(visibleRows: Int) {
        self.visibleRows = max(0, visibleRows)
        clamp()
    }

    private mutating func clamp() {
        offset = min(max(0, offset), maximumOffset)
    }
}
