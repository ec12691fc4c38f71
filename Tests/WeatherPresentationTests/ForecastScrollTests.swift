import Testing
@testable import WeatherPresentation

@Suite struct ForecastScrollTests {
    /// 10 items; days start at items 3 and 7.
    private func scroll(rows: Int, offset: Int = 0) -> ForecastScroll {
        ForecastScroll(itemCount: 10, dayStarts: [3, 7], visibleRows: rows, offset: offset)
    }

    @Test func linesPutADayRowBeforeEveryLaterDay() {
        #expect(scroll(rows: 6).lines == [.item(0), .item(1), .item(2), .day(startingAt: 3), .item(3), .item(4)])
        #expect(scroll(rows: 3, offset: 3).lines == [.item(3), .item(4), .item(5)])
    }

    @Test func theOffsetStopsWithTheLastItemAtTheBottom() {
        var list = scroll(rows: 4)
        list.scrollToEnd()
        #expect(list.offset == 7)
        #expect(list.lines == [.item(7), .item(8), .item(9)])
        list.scroll(by: 5)
        #expect(list.offset == 7)
        list.scroll(by: Int.max)
        #expect(list.offset == 7 && !list.hasMoreBelow && list.hasMoreAbove)
        list.scroll(by: -100)
        #expect(list.offset == 0 && !list.hasMoreAbove)
    }

    @Test func aPageKeepsOneItemForContext() {
        var list = scroll(rows: 5)
        list.scrollPage(down: true)
        #expect(list.offset == 3)
        list.scrollPage(down: false)
        #expect(list.offset == 0)
    }

    @Test func aResizeClampsTheOffset() {
        var list = scroll(rows: 2, offset: 9)
        #expect(list.offset == 8)
        list.resize(visibleRows: 20)
        #expect(list.offset == 0 && !list.hasMoreBelow)
    }

    @Test func anEmptyForecastCannotScroll() {
        var list = ForecastScroll(visibleRows: 10)
        list.scroll(by: 3)
        #expect(list.offset == 0 && list.lines.isEmpty)
    }

    @Test func itemsInViewLeaveOutTheDayRows() {
        #expect(scroll(rows: 6).itemsInView == 0...4)
        #expect(ForecastScroll(visibleRows: 4).itemsInView == nil)
    }

    @Test func everyListModeScrollsTheSameWay() {
        var report = SampleReport.seoul
        report.air = SampleReport.air()
        report.marine = SampleReport.sea()
        for mode in ForecastListMode.allCases {
            var list = ForecastScroll(report: report, mode: mode, visibleRows: 8)
            let count = switch mode {
            case .days: report.days.count
            case .air: report.airHours.count
            case .sea: report.seaHours.count
            case .threeHour, .hourly: report.items(for: mode).count
            }
            #expect(list.itemCount == count)
            list.scrollToEnd()
            #expect(list.itemsInView?.upperBound == count - 1)
            list.scroll(by: 1)
            #expect(list.itemsInView?.upperBound == count - 1)
        }
        #expect(ForecastScroll(report: report, mode: .days, visibleRows: 8).dayStarts.isEmpty)
        #expect(ForecastScroll(report: report, mode: .hourly, visibleRows: 8).dayStarts == [16, 40])
        #expect(ForecastScroll(report: report, mode: .air, visibleRows: 8).dayStarts == [16, 40])
        #expect(ForecastScroll(report: report, mode: .sea, visibleRows: 8).dayStarts == [22, 46])
    }
}
