import FoundationEssentials
import Logging
import WeatherCore
import WeatherPresentation

/// A one-shot mode from start to exit, for one place or a set of them (several `--location`s). While
/// the stored reports are younger than `freshFor` seconds they are printed and nothing else starts: no
/// HTTP client, no threads. When one is older, one process fetches (the whole set) while the others
/// that poll at the same time wait for it (`FetchLock`) and then print what it stored; after a failed
/// fetch the service is not asked again for that set before the next-try time (`FetchBackoff`), and the
/// stored reports are printed as stale meanwhile. A wait the service itself asked for (Retry-After)
/// holds even with `--fresh-for 0`.
@MainActor
struct OneShotRun {
    let settings: ResolvedSettings
    let cacheDirectory: URL
    let stored: StoredReports?
    /// The places asked for when there are several (one `--location` loads as the dashboard does).
    let places: [LocationQuery]
    let output: OneShotOutput
    /// 0: ask the service unless it asked to wait (Retry-After), and wait for no other process.
    let freshFor: Int
    let makeServices: () throws -> Services

    /// The default `--fresh-for` of an output: a status bar polls often, a script asks for the news.
    static func defaultFreshFor(_ format: OneShotOutput.Format) -> Int {
        format.isStatusBar ? 600 : 0
    }

    func run() async -> Int32 {
        guard let stored else { return await fetch().status }
        let backoff = FetchBackoff(directory: cacheDirectory, provider: settings.provider, places: stored.keys)
        guard freshFor > 0 else { return await fetchUnlessAskedToWait(stored: stored, backoff: backoff) }
        let first = stored.readStamped(at: Date(), extent: output.format.storedExtent)
        if let status = answer(from: first.reports, backoff: backoff) { return status }
        // Long enough for a locating request and a weather request that both run to their timeout.
        let lock = FetchLock.acquire(in: cacheDirectory, waitingAtMost: 2 * settings.requestTimeout + 2)
        // Another process may have fetched (or failed to) while this one waited; the reports are read
        // again only if one was stored since.
        if lock != nil {
            let reports = stored.changed(since: first.stamps) ? stored.read(at: Date(), extent: output.format.storedExtent) : first.reports
            if let status = answer(from: reports, backoff: backoff) { return status }
        }
        let (status, failure) = await fetch()
        if lock != nil { record(failure, in: backoff) }
        withExtendedLifetime(lock) {}
        return status
    }

    /// `--fresh-for 0`: the service is asked without waiting for other processes, unless it asked not to
    /// be yet (a rate limit's Retry-After that is still running).
    private func fetchUnlessAskedToWait(stored: StoredReports, backoff: FetchBackoff) async -> Int32 {
        if let nextTry = backoff.askedNextTry {
            return holdBack(until: nextTry, askedByService: true, reports: stored.read(at: Date(), extent: output.format.storedExtent))
        }
        let (status, failure) = await fetch()
        // A success with no failure on record has nothing to write: no lock, no lock file in a new cache.
        guard failure != nil || backoff.hasRecordedFailures else { return status }
        // Next-try times are written under the lock; a process holding it now is fetching, and writes its own.
        if let lock = FetchLock.acquire(in: cacheDirectory, waitingAtMost: 0) {
            record(failure, in: backoff)
            withExtendedLifetime(lock) {}
        }
        return status
    }

    private func record(_ failure: LoadFailure?, in backoff: FetchBackoff) {
        if let failure {
            if failure.allowsStoredReport { backoff.recordFailure(retryAfter: failure.retryAfter) }
        } else {
            backoff.recordSuccess()
        }
    }

    /// The stored `reports` when every one is fresh enough and what asking this run's provider gave, or
    /// (as stale) when the service is not to be asked before its next-try time; nil when the service is
    /// to be asked.
    private func answer(from reports: [WeatherReport?], backoff: FetchBackoff) -> Int32? {
        let now = Date()
        let fresh = reports.compactMap { $0 }.filter { report in
            isAllowed(report, now: now) && now.timeIntervalSince(report.fetchedAt) < Double(freshFor) && report.answers(settings.provider)
                && !output.format.lacksShownPart(of: report)
        }
        if !reports.isEmpty, fresh.count == reports.count {
            return output.write(fresh.map { OneShotOutput.Shown(report: $0, isStale: false) }, now: now)
        }
        guard let nextTry = backoff.nextTry else { return nil }
        return holdBack(until: nextTry, askedByService: backoff.askedNextTry != nil, reports: reports)
    }

    /// The service is not to be asked before `nextTry`: prints the stored reports marked stale (a script's
    /// output says why on standard error), or says when the next try is when none is stored.
    private func holdBack(until nextTry: Date, askedByService: Bool, reports: [WeatherReport?]) -> Int32 {
        let now = Date()
        let strings = Strings(language: settings.language)
        let time = LocalDateFormatter(language: settings.language, clock: settings.clock, timeZone: LocalTimeZone(secondsFromGMT: 0)).time(nextTry) + " UTC"
        let allowed = reports.compactMap { $0 }.filter { isAllowed($0, now: now) }
        guard !allowed.isEmpty else {
            output.writeNoData(askedByService ? strings.serviceAskedToWait(nextTry: time) : strings.serviceBackingOff(nextTry: time))
            return 1
        }
        if !output.format.isStatusBar {
            let note = askedByService ? strings.storedWhileServiceAskedToWait(nextTry: time) : strings.storedWhileServiceBacksOff(nextTry: time)
            StandardStreams.writeError("weathertui: \(note)")
        }
        let status = output.write(allowed.map { OneShotOutput.Shown(report: $0, isStale: true) }, now: now)
        return allowed.count == reports.count ? status : 1
    }

    /// Whether `report` is young enough for `--max-age`.
    private func isAllowed(_ report: WeatherReport, now: Date) -> Bool {
        settings.maxAge.map { now.timeIntervalSince(report.fetchedAt) <= Double($0) } ?? true
    }

    private func fetch() async -> (status: Int32, failure: LoadFailure?) {
        let services: Services
        do {
            services = try makeServices()
        } catch {
            let strings = Strings(language: settings.language, glyphs: Glyphs(settings.icons))
            output.writeNoData((error as? Services.SetupError)?.text(strings) ?? "\(error)")
            return (1, nil)
        }
        services.cacheWriter?.whenAWriteFails { [logger = services.logger, language = settings.language] reason in
            logger.error("cache: could not save to the cache: \(reason)")
            StandardStreams.writeError("weathertui: " + Strings(language: language).text(.cacheNotSaved(reason: reason)))
        }
        let status: Int32
        let failure: LoadFailure?
        if places.count > 1, let stored {
            let report = OneShotPlacesReport(settings: settings, places: places, services: services, stored: stored, output: output)
            status = await report.run()
            failure = report.failure
        } else {
            let report = OneShotReport(settings: settings, services: services, stored: stored, output: output)
            status = await report.run()
            failure = report.failure
        }
        await services.shutdown()
        return (status, failure)
    }
}
