import FoundationEssentials
import WeatherCore

/// The stored report for the place this run is about to load (the fixed location, or the place loaded
/// last when locating automatically), read without the services: before the first frame, and when
/// `--once` or `--json` cannot load.
struct StoredReport: Sendable {
    let store: ReportStore
    let key: ReportStore.Key

    /// The report with the forecast steps already over at `now` left out; nil when nothing is stored.
    func read(at now: Date, extent: ReportStore.Extent = .full) -> WeatherReport? {
        readStamped(at: now, extent: extent).report
    }

    /// `read(at:extent:)` and the stamp that says whether a later read would find the same.
    func readStamped(at now: Date, extent: ReportStore.Extent = .full) -> (report: WeatherReport?, stamp: ReportStore.Stamp) {
        let (report, stamp) = store.read(key, extent: extent)
        return (report?.droppingPastSteps(at: now), stamp)
    }

    /// Whether a report was stored for the key since the read that gave `stamp`.
    func changed(since stamp: ReportStore.Stamp) -> Bool {
        store.stamp(for: key) != stamp
    }
}

extension LoadFailure {
    /// Whether a script may be given the stored report instead: the services could not be reached or did
    /// not answer usefully, not when the place asked for does not exist or is ambiguous.
    var allowsStoredReport: Bool {
        switch self {
        case .weather: true
        case .location(.ipLookupFailed), .location(.searchFailed), .location(.noLocation): true
        case .location(.emptyQuery), .location(.invalidCoordinates), .location(.noMatch), .location(.ambiguous): false
        }
    }
}
