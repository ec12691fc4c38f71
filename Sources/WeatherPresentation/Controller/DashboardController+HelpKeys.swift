import WeatherCore

/// The `?` help's keys, through its key map.
extension DashboardController {
    /// q quits; when the help has more rows than fit, the scroll keys move it; any other key closes it.
    func handleHelpKey(_ key: Key) -> KeyOutcome {
        let command = KeyMaps.help.command(for: key)
        if command == .quit { return .quit }
        let help = HelpView(strings: strings, credit: state.report?.provider.attribution, airMissing: state.isAirMissing)
            .layout(in: DashboardLayout(size: state.size).body, offset: state.helpOffset)
        let page = max(1, help.shown - 1)
        let offset: Int? = switch command {
        case .scrollDown: help.offset + 1
        case .scrollUp: help.offset - 1
        case .pageDown: help.offset + page
        case .pageUp: help.offset - page
        case .scrollToStart: 0
        case .scrollToEnd: help.maximumOffset
        case .quit, nil: nil
        }
        guard let offset, help.maximumOffset > 0 else {
            state.overlay = nil
            return .handled
        }
        state.helpOffset = min(max(0, offset), help.maximumOffset)
        return .handled
    }
}
