import FoundationEssentials
import WeatherCore

/// The dashboard notifies as `watch` does, through the terminal: each load's report, once every feed
/// has answered or failed (the place's name, the nowcast and the warnings in it, as `watch` has them), is
/// looked through for `watch`'s events (the app plans them against the memory `watch` shares, so the two
/// never both send one), and what is found goes out as the terminal's notification sequence, with a word
/// on the bottom line. The first report of a place (at launch, or after a change of place) is in front
/// of the user: what it holds is only remembered as sent; a refresh of the place on screen notifies.
extension DashboardController {
    mutating func lookForWatchEvents(in report: WeatherReport) {
        guard notifies, !state.isDemo else { return }
        let place = report.place.coordinate.roundedKey
        effects.append(.lookForWatchEvents(report, notifying: place == watchedPlace))
        watchedPlace = place
    }

    mutating func notify(_ events: [WatchEvent], at now: Date) {
        guard notifies else { return }
        let strings = strings
        let units = UnitFormatter(units: state.units, glyphs: state.glyphs, catalog: strings.catalog)
        let notifications = events.map { WatchNotification($0, strings: strings, units: units, clock: state.clockFormat, now: now) }
        guard let last = notifications.last else { return }
        effects += notifications.map(DashboardEffect.notify)
        state.notice = .notified(last.summary)
    }
}
