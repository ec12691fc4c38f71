import FoundationEssentials
import WeatherCore

/// The graph and the list's five views (3-hour steps, 1-hour steps, days, air, sea), switched by `t`,
/// `h`, `d`, `a` and `m`.
extension DashboardController {
    /// `t`: the graph shows or hides; the list takes or gives back its rows.
    mutating func toggleGraph() {
        state.showsGraph.toggle()
    }

    /// `d`: one row a day, or back to 3-hour steps.
    mutating func toggleDaysView() {
        switchList(to: state.listMode == .days ? .threeHour : .days)
    }

    /// `h`: 1-hour steps for the next 48 hours, or back to 3-hour steps; a service without them says so.
    mutating func toggleHourlyView() {
        if state.listMode != .hourly, let report = state.report, report.hourly.isEmpty {
            state.notice = .onlyThreeHourSteps
            return
        }
        switchList(to: state.listMode == .hourly ? .threeHour : .hourly)
    }

    /// `a`: the air an hour a row, or back to 3-hour steps. Without the air service's answer the view
    /// says so in its one line.
    mutating func toggleAirView() {
        switchList(to: state.listMode == .air ? .threeHour : .air)
    }

    /// `m`: the sea an hour a row, or back to 3-hour steps. Without the marine service's answer, or
    /// inland, the view says so in its one line.
    mutating func toggleSeaView() {
        switchList(to: state.listMode == .sea ? .threeHour : .sea)
    }

    /// The new list opens where the old one was: at the row that holds the old list's first row in view.
    /// Read aloud, the focus goes to the new list's name.
    private mutating func switchList(to mode: ForecastListMode) {
        let shown = state.report.flatMap { report in state.scroll.itemsInView.flatMap { report.startTime(of: $0.lowerBound, in: state.listMode) } }
        state.listMode = mode
        let offset = shown.flatMap { time in state.report?.index(holding: time, in: mode) } ?? 0
        state.resetScroll(offset: offset)
        if state.screenReader, let heading = ReadingPage.listStart(state) {
            state.reading = ReadingPosition()
            state.reading.focus(heading, rows: ScreenReaderView.rowsPerLine(state), visibleRows: ScreenReaderView.listRows(state.size))
        }
    }
}
