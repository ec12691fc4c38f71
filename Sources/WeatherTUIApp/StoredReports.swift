import FoundationEssentials
import WeatherCore

/// The stored reports for the places this run is about to load (each fixed location, or the place
/// loaded last when locating automatically), read without the services: before the first frame, and
/// when a one-shot mode cannot load.
struct StoredReports: Sendable {
    let store: ReportStore
    let keys: [ReportStore.Key]
    /// The language the run shows: the warnings are worded in it where their service sent it.
    let language: Language

    /// The reports, one for each key in order, with the forecast steps already over at `now` left out
    /// and the warnings in the run's language; nil where nothing is stored.
    func read(at now: Date, extent: ReportStore.Extent = .full) -> [WeatherReport?] {
        readStamped(at: now, extent: extent).reports
    }

    /// `read(at:extent:)` and the stamps that say whether a later read would find the same.
    func readStamped(at now: Date, extent: ReportStore.Extent = .full) -> (reports: [WeatherReport?], stamps: [ReportStore.Stamp]) {
        let reads = keys.map { store.read($0, extent: extent) }
        return (reads.map { $0.report.map { shown($0, at: now) } }, reads.map(\.stamp))
    }

    private func shown(_ report: WeatherReport, at now: Date) -> WeatherReport {
        var shown = report.droppingPastSteps(at: now)
        shown.warnings = report.warnings?.worded(in: language)
        return shown
    }

    /// Whether a report was stored for any key since the read that gave `stamps`.
    func changed(since stamps: [ReportStore.Stamp]) -> Bool {
        keys.map(store.stamp(for:)) != stamps
    }
}

extension LoadFailure {
    /// Whether a script may be given the stored report instead: the services could not be reached or did
    /// not answer usefully, not when the place asked for does not exist or is ambiguous.
    var allowsStoredReport: Bool {
        switch self {
        case .weather, .weatherAndFallback: true
        case .location(.ipLookupFailed), .location(.searchFailed), .location(.noLocation): true
        case .location(.emptyQuery), .location(.invalidCoordinates), .location(.noMatch), .location(.ambiguous): false
        }
    }
}
