import FoundationEssentials
import Logging
import WeatherCore
import WeatherPresentation

/// `--once` and `--json`: one load through the same data source, printed to standard output.
@MainActor
final class OneShotReport: WeatherDataSourceDelegate {
    enum Format {
        case text, json
    }

    private let settings: ResolvedSettings
    private let services: Services
    private let format: Format
    private let stored: StoredReport?
    private var continuation: CheckedContinuation<Result<WeatherReport, LoadFailure>, Never>?
    private var dataSource: WeatherDataSource?

    init(settings: ResolvedSettings, services: Services, stored: StoredReport?, format: Format) {
        self.settings = settings
        self.services = services
        self.stored = stored
        self.format = format
    }

    func run() async -> Int32 {
        let dataSource = services.makeDataSource()
        dataSource.delegate = self
        self.dataSource = dataSource
        let result = await withCheckedContinuation { continuation in
            self.continuation = continuation
            dataSource.reload()
        }
        switch result {
        case let .success(report):
            return write(report, isStale: false)
        case let .failure(failure):
            let strings = Strings(language: settings.language)
            let explained = strings.explain(failure)
            StandardStreams.writeError("weathertui: \(explained.reason). \(explained.hint)")
            let now = Date()
            guard failure.allowsStoredReport, let report = stored?.read(at: now) else { return 1 }
            let dates = LocalDateFormatter(language: settings.language, timeZone: report.timeZone)
            let when = dates.day(report.fetchedAt) + " " + dates.time(report.fetchedAt)
            let ageSeconds = now.timeIntervalSince(report.fetchedAt)
            if let maxAge = settings.maxAge, ageSeconds > Double(maxAge) {
                StandardStreams.writeError("weathertui: \(strings.storedTooOld(when, age: strings.age(ageSeconds), maxAge: maxAge))")
                return 1
            }
            if format == .json {
                StandardStreams.writeError("weathertui: \(strings.offlineReport(when, age: strings.age(ageSeconds)))")
            }
            return write(report, isStale: true, now: now)
        }
    }

    /// Writes `report`; `isStale`: it is the stored one, shown because the load failed.
    private func write(_ report: WeatherReport, isStale: Bool, now: Date = Date()) -> Int32 {
        switch format {
        case .text:
            StandardStreams.writeOutput(
                PlainTextReport(
                    report: report, units: settings.units, language: settings.language, glyphs: Glyphs(settings.icons),
                    offlineAt: isStale ? now : nil
                ).text
            )
        case .json:
            do {
                StandardStreams.writeOutput(
                    try JSONReport(report: report, units: settings.units, language: settings.language, isStale: isStale).encoded()
                )
            } catch {
                services.logger.error("JSON encoding failed: \(error)")
                StandardStreams.writeError("weathertui: the report could not be written as JSON (a value the service sent cannot be encoded)")
                return 1
            }
        }
        return 0
    }

    func dataSourceDidStartLocating(_ step: LocatingStep) {}
    func dataSourceDidStartLoading(_ place: Place) {}

    func dataSourceDidLoad(_ report: WeatherReport) {
        continuation?.resume(returning: .success(report))
        continuation = nil
    }

    /// A name with several matches: the best is used, and standard error says which and how to choose another.
    func dataSourceDidFail(_ failure: LoadFailure) {
        if case let .location(.ambiguous(name, matches)) = failure, let best = matches.first, let dataSource {
            let another = matches.dropFirst().lazy.compactMap(PlaceSearch.text(finding:)).first
            let note = Strings(language: settings.language).usingBestMatch(
                name, count: matches.count, place: best.displayName, another: another
            )
            StandardStreams.writeError("weathertui: \(note)")
            dataSource.changeLocation(to: best)
            return
        }
        continuation?.resume(returning: .failure(failure))
        continuation = nil
    }

    func dataSourceDidFailToChangeLocation(_ failure: LoadFailure) {
        dataSourceDidFail(failure)
    }
}
