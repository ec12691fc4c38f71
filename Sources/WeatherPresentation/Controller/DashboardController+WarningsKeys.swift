import FoundationEssentials
import WeatherCore

/// `!` and the warnings panel's keys, through its key map.
extension DashboardController {
    /// Opens the panel when a warning is in force, at the place or nearby with its area unclear;
    /// otherwise the status line says why there is none: none in force from the service that covers
    /// the place, no service covering it, or no answer yet (before the first forecast, too).
    mutating func showWarnings() {
        guard let report = state.report else {
            state.notice = .noWarnings(nil)
            return
        }
        let now = max(state.now ?? report.fetchedAt, report.fetchedAt)
        guard let warnings = report.warnings, !warnings.active(at: now).isEmpty || !warnings.activeAreaUnclear(at: now).isEmpty else {
            state.notice = .noWarnings(report.warnings)
            return
        }
        state.warningsOffset = 0
        state.panelReading = ReadingPosition()
        state.overlay = .warnings
    }

    /// Esc, q and ! close the panel; when it has more rows than fit, the scroll keys move it; any other
    /// key closes it too.
    mutating func handleWarningsKey(_ key: Key) -> KeyOutcome {
        let command = KeyMaps.warnings.command(for: key)
        if state.screenReader, case let .scroll(scroll) = command, readPanel(scroll) { return .handled }
        guard case let .scroll(scroll) = command, let panel = WarningsPanelView(state: state)?.layout(in: DashboardLayout(size: state.size).body),
              panel.maximumOffset > 0 else {
            state.overlay = nil
            return .handled
        }
        state.warningsOffset = scroll.offset(from: panel.offset, shown: panel.shown, maximumOffset: panel.maximumOffset)
        return .handled
    }
}
