import Testing
import WeatherCore
@testable import WeatherPresentation

/// `t`, `d` and `h`: what the screen state becomes.
@MainActor
@Suite struct GlanceControllerTests {
    let loader = FakeLoader()
    let controller: DashboardDriver

    init() {
        controller = DashboardDriver(loader: loader, units: .metric, language: .english, size: TerminalSize(columns: 80, rows: 24))
    }

    private func load(_ report: WeatherReport = SampleReport.seoul) {
        controller.start()
        controller.update(.loaded(report))
    }

    @Test func theGraphTakesRowsFromTheListAndGivesThemBack() {
        load()
        let withGraph = controller.state.scroll.visibleRows
        #expect(controller.state.layout.graph != nil)
        #expect(withGraph >= DashboardLayout.minimumListRowsWithGraph)
        #expect(controller.handle(.character("t")) == .handled)
        #expect(controller.state.layout.graph == nil)
        #expect(controller.state.scroll.visibleRows == withGraph + controller.state.layout.graphHeight)
        controller.handle(.character("t"))
        #expect(controller.state.scroll.visibleRows == withGraph)
    }

    @Test func aShortTerminalHasNoGraphAndKeepsItsRows() {
        load()
        controller.resize(to: TerminalSize(columns: 40, rows: 12))
        #expect(controller.state.layout.graph == nil)
        #expect(controller.state.scroll.visibleRows == DashboardLayout(size: TerminalSize(columns: 40, rows: 12)).forecastRows)
    }

    @Test func daysViewHasARowADayAndScrollsWithinThem() {
        load()
        #expect(controller.handle(.character("d")) == .handled)
        #expect(controller.state.listMode == .days)
        #expect(controller.state.scroll.itemCount == 16)
        controller.handle(.end)
        #expect(controller.state.scroll.offset == controller.state.scroll.maximumOffset)
        #expect(controller.state.scroll.itemsInView?.upperBound == 15)
        controller.handle(.character("d"))
        #expect(controller.state.listMode == .threeHour)
        #expect(controller.state.scroll.itemCount == SampleReport.seoul.forecast.count)
    }

    @Test func switchingListsKeepsThePlaceInTime() {
        load()
        for _ in 0..<9 { controller.handle(.down) }
        let shown = SampleReport.seoul.forecast[controller.state.scroll.offset].time
        controller.handle(.character("d"))
        let day = SampleReport.seoul.days[controller.state.scroll.offset]
        #expect(SampleReport.seoul.timeZone.isSameDay(day.date, shown))
        controller.handle(.character("d"))
        controller.handle(.character("h"))
        #expect(controller.state.listMode == .hourly)
        #expect(controller.state.scroll.itemCount == 48)
    }

    @Test func hourlyStepsOnlyWhereTheServiceHasThem() {
        load(SampleReport.threeHourOnly)
        #expect(controller.handle(.character("h")) == .handled)
        #expect(controller.state.listMode == .threeHour)
        #expect(controller.state.notice == .onlyThreeHourSteps)
        controller.handle(.down)
        #expect(controller.state.notice == nil)
    }

    @Test func aNewReportWithoutHoursFallsBackToThreeHourSteps() {
        load()
        controller.handle(.character("h"))
        controller.update(.loaded(SampleReport.threeHourOnly))
        #expect(controller.state.listMode == .threeHour)
        #expect(controller.state.scroll.itemCount == SampleReport.seoul.forecast.count)
    }
}
