import FoundationEssentials
import WeatherCore
import WeatherPresentation

/// The one-shot modes for several places, when they ask the service: every place loaded at once (one
/// request for them all with Open-Meteo) and printed in the order given. A place that fails says why on
/// standard error and is printed from the store (marked stale) where that may stand in; a place with
/// nothing to print leaves the exit status 1, and the others are printed all the same.
@MainActor
final class OneShotPlacesReport {
    private let settings: ResolvedSettings
    private let places: [LocationQuery]
    private let services: Services
    private let stored: StoredReports
    private let output: OneShotOutput
    /// Why a place's load failed where the stored report may stand in (the service's failure, which the
    /// backoff counts), once `run` has returned; nil when none did.
    private(set) var failure: LoadFailure?

    init(settings: ResolvedSettings, places: [LocationQuery], services: Services, stored: StoredReports, output: OneShotOutput) {
        self.settings = settings
        self.places = places
        self.services = services
        self.stored = stored
        self.output = output
    }

    func run() async -> Int32 {
        let loads = await services.makeDataSource(.dataSource).reports(for: places)
        let strings = Strings(language: settings.language)
        let now = Date()
        var storedReports: [WeatherReport?]?
        var shown: [OneShotOutput.Shown] = []
        var missing = false
        for (index, load) in loads.enumerated() {
            let asked = switch load.query {
            case let .name(name): name
            case let .coordinate(coordinate): coordinate.formatted
            }
            if let best = load.matches.first {
                let another = load.matches.dropFirst().lazy.compactMap(PlaceSearch.text(finding:)).first
                let note = strings.usingBestMatch(asked, count: load.matches.count, place: best.displayName, another: another)
                output.streams.writeError("weathertui: \(note)")
            }
            switch load.result {
            case let .success(report):
                shown.append(OneShotOutput.Shown(report: report, isStale: false))
            case let .failure(failure):
                output.streams.writeError("weathertui: " + strings.text(.placeFailed(place: asked, reason: strings.line(explaining: failure))))
                guard failure.allowsStoredReport else {
                    missing = true
                    continue
                }
                self.failure = self.failure ?? failure
                if storedReports == nil { storedReports = stored.read(at: now) }
                guard let report = storedReports?[index] ?? nil else {
                    missing = true
                    continue
                }
                let age = now.timeIntervalSince(report.fetchedAt)
                if let maxAge = settings.maxAge, age > Double(maxAge) {
                    let dates = LocalDateFormatter(language: settings.language, clock: settings.clock, timeZone: report.timeZone)
                    let when = dates.day(report.fetchedAt) + " " + dates.time(report.fetchedAt)
                    output.streams.writeError("weathertui: " + strings.storedTooOld(when, age: strings.age(age), maxAge: maxAge))
                    missing = true
                    continue
                }
                shown.append(OneShotOutput.Shown(report: report, isStale: true))
            }
        }
        guard !shown.isEmpty else {
            if output.format.isStatusBar { output.streams.writeOutput("\n") }
            return 1
        }
        let status = output.write(shown, now: now)
        return missing ? 1 : status
    }
}
