import Foundation
import WeatherCore

/// The forecast as screen lines: items, with a day line wherever the day changes. Scrolling moves by
/// items; the line above the first item in view always names its day.
public struct ForecastLines {
    public enum Line: Equatable {
        case day(Date)
        case item(ForecastItem)
    }

    public let items: [ForecastItem]
    private let dates: LocalDateFormatter

    public init(items: [ForecastItem], dates: LocalDateFormatter) {
        self.items = items
        self.dates = dates
    }

    /// The lines from item `offset` on (the sticky day line not included), at most `limit`.
    public func lines(from offset: Int, limit: Int) -> [Line] {
        var result: [Line] = []
        var index = max(0, offset)
        while index < items.count, result.count < limit {
            if index > offset, !dates.isSameDay(items[index - 1].time, items[index].time) {
                result.append(.day(items[index].time))
                if result.count == limit { break }
            }
            result.append(.item(items[index]))
            index += 1
        }
        return result
    }

    /// The largest offset that still fills `visibleRows`: scrolling stops with the last item at the bottom.
    public func maximumOffset(visibleRows: Int) -> Int {
        guard !items.isEmpty, visibleRows > 0 else { return 0 }
        var lines = 0
        var offset = items.count
        while offset > 0 {
            let candidate = offset - 1
            let extra = candidate + 1 < items.count && !dates.isSameDay(items[candidate].time, items[candidate + 1].time) ? 1 : 0
            if lines + 1 + extra > visibleRows { break }
            lines += 1 + extra
            offset = candidate
        }
        return offset
    }

    /// How many items a page moves: the items in view, less one kept for context.
    public func pageStep(from offset: Int, visibleRows: Int) -> Int {
        let inView = lines(from: offset, limit: visibleRows).filter { if case .item = $0 { true } else { false } }.count
        return max(1, inView - 1)
    }
}
