import WeatherCore

/// The `?` help's keys, through its key map.
extension DashboardController {
    /// q quits; when the help has more rows than fit, the scroll keys move it; any other key closes it.
    mutating func handleHelpKey(_ key: Key) -> KeyOutcome {
        let command = KeyMaps.help.command(for: key)
        if command == .quit { return .quit }
        if state.screenReader, case let .scroll(scroll) = command, readPanel(scroll) { return .handled }
        let help = HelpView(strings: strings, credit: state.report.map { strings.credit(for: $0.provider) }, airMissing: state.isAirMissing)
            .layout(in: DashboardLayout(size: state.size).body, offset: state.helpOffset)
        guard case let .scroll(scroll) = command, help.maximumOffset > 0 else {
            state.overlay = nil
            return .handled
        }
        state.helpOffset = scroll.offset(from: help.offset, shown: help.shown, maximumOffset: help.maximumOffset)
        return .handled
    }
}
