import FoundationEssentials
import Logging
import WeatherCore
import WeatherPresentation

/// The one-shot modes (`--once`, `--json`, `--format`, `--waybar`) when they ask the service: one load
/// through the same data source, printed to standard output once every feed has answered; the stored
/// report when the load fails.
@MainActor
final class OneShotReport {
    private let settings: ResolvedSettings
    private let services: Services
    private let output: OneShotOutput
    private let stored: StoredReports?
    /// Why the load failed, once `run` has returned; nil after a success.
    private(set) var failure: LoadFailure?
    private var continuation: CheckedContinuation<Result<WeatherReport, LoadFailure>, Never>?
    private var dataSource: WeatherDataSource?

    init(settings: ResolvedSettings, services: Services, stored: StoredReports?, output: OneShotOutput) {
        self.settings = settings
        self.services = services
        self.stored = stored
        self.output = output
    }

    func run() async -> Int32 {
        let dataSource = services.makeDataSource(.dataSource)
        // Its loads never overlap (the second, of a name's best match, starts once the first has failed):
        // their numbers tell nothing apart.
        dataSource.onEvent = { [unowned self] event, _ in receive(event) }
        // Printed once everything is in, and the process exits then: stored then, once.
        dataSource.storing = .whenFinished
        self.dataSource = dataSource
        let result = await withCheckedContinuation { continuation in
            self.continuation = continuation
            dataSource.reload(as: 1)
        }
        // A failed load may leave feeds running; nothing will print them.
        dataSource.cancel()
        switch result {
        case let .success(report):
            return output.write(report, isStale: false)
        case let .failure(failure):
            self.failure = failure
            let strings = Strings(language: settings.language)
            let explained = strings.line(explaining: failure)
            let now = Date()
            guard failure.allowsStoredReport, let report = stored?.read(at: now).first ?? nil else {
                output.writeNoData(explained)
                return 1
            }
            output.streams.writeError("weathertui: \(explained)")
            let dates = LocalDateFormatter(language: settings.language, clock: settings.clock, timeZone: report.timeZone)
            let when = dates.day(report.fetchedAt) + " " + dates.time(report.fetchedAt)
            let ageSeconds = now.timeIntervalSince(report.fetchedAt)
            if let maxAge = settings.maxAge, ageSeconds > Double(maxAge) {
                output.writeNoData(strings.storedTooOld(when, age: strings.age(ageSeconds), maxAge: maxAge))
                return 1
            }
            if case .json = output.format {
                output.streams.writeError("weathertui: \(strings.offlineReport(when, age: strings.age(ageSeconds)))")
            }
            return output.write(report, isStale: true, now: now)
        }
    }

    private func receive(_ event: DataSourceEvent) {
        switch event {
        case let .finished(report):
            continuation?.resume(returning: .success(report))
            continuation = nil
        case let .failed(failure), let .changeFailed(failure):
            fail(failure)
        case .locating, .loading, .awaitingForecast, .askingFallback, .loaded, .amended:
            break
        }
    }

    /// A name with several matches: the best is used, and standard error says which and how to choose another.
    private func fail(_ failure: LoadFailure) {
        if case let .location(.ambiguous(name, matches)) = failure, let best = matches.first, let dataSource {
            let another = matches.dropFirst().lazy.compactMap(PlaceSearch.text(finding:)).first
            let note = Strings(language: settings.language).usingBestMatch(
                name, count: matches.count, place: best.displayName, another: another
            )
            output.streams.writeError("weathertui: \(note)")
            dataSource.changeLocation(to: best, as: 2)
            return
        }
        continuation?.resume(returning: .failure(failure))
        continuation = nil
    }
}
