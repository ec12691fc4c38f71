import CProcessMemory
import Dispatch
import FoundationEssentials
import Glibc
import Logging
import WeatherCore
import WeatherPresentation

/// `weathertui watch` from start to exit. Each poll takes the places' reports from the store while they
/// are younger than the schedule's interval (another run may have fetched them), else fetches them all
/// at once as the one-shot modes do: one process at a time (`FetchLock`), not before the service's
/// next-try time (`FetchBackoff`, which a failure or a Retry-After sets). The planner then says what is
/// new; the memory of what was said (`SentEvents`, shared with the dashboard) is updated in the cache
/// under its file lock before anything is sent, so two watchers say nothing twice, and a restart says
/// nothing again. Between polls the process sleeps; SIGINT and SIGTERM end the sleep and the run (exit 0).
@MainActor
final class WatchRun {
    private let settings: ResolvedSettings
    private let directories: AppDirectories
    private let environment: [String: String]
    private let notifyTest: Bool
    private let makeServices: () throws -> Services
    private let strings: Strings
    private let schedule: WatchSchedule
    private let sentEvents: SentEvents
    private var isOffline = false

    init(
        settings: ResolvedSettings, directories: AppDirectories, environment: [String: String], notifyTest: Bool,
        makeServices: @escaping () throws -> Services
    ) {
        self.settings = settings
        self.directories = directories
        self.environment = environment
        self.notifyTest = notifyTest
        self.makeServices = makeServices
        strings = Strings(language: settings.language, glyphs: Glyphs(settings.icons))
        schedule = WatchSchedule(interval: Self.interval(environment))
        sentEvents = SentEvents(cacheDirectory: directories.cacheDirectory)
    }

    /// The schedule's interval: the nowcast's step, or `WEATHERTUI_WATCH_INTERVAL` seconds (at least 1),
    /// which the end-to-end tests set so that a poll does not take a quarter of an hour.
    static func interval(_ environment: [String: String]) -> TimeInterval {
        guard let seconds = environment["WEATHERTUI_WATCH_INTERVAL"].flatMap(Double.init), seconds.isFinite else { return WatchSchedule.nowcastStep }
        return max(1, seconds)
    }

    func run() async -> Int32 {
        // Notifications off: what would have been sent is only printed.
        let channel = settings.notify
            ? NotificationChannels.chosen(environment: environment, strings: strings) : StandardOutputChannel(strings: strings)
        if notifyTest {
            let name = channel.name
            let sent = send(WatchNotification.sample(strings: strings), through: channel, logger: nil)
            StandardStreams.writeOutput(strings.watchTestSent(channel: sent ? name : StandardOutputChannel.name) + "\n", strings: strings)
            return 0
        }
        let loop = Task { await self.watch(through: channel) }
        let signals = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { loop.cancel() }
            source.resume()
            return source
        }
        let status = await loop.value
        signals.forEach { $0.cancel() }
        return status
    }

    /// The places given (else the last place), then the pinned ones, each once.
    private func places(pinned: PinnedPlaces) -> [LocationQuery] {
        var queries = settings.locations
        if queries.isEmpty, let last = JSONFileStore<Place>(url: directories.cacheDirectory.appendingPathComponent(AppDirectories.lastPlaceName, isDirectory: false)).read() {
            queries = [.coordinate(last.coordinate)]
        }
        queries += pinned.entries.map { entry in
            switch entry {
            case let .place(place): .coordinate(place.coordinate)
            case let .name(name): .name(name)
            }
        }
        var seen: Set<String> = []
        return queries.filter { query in
            let entry: PlaceEntry = switch query {
            case let .coordinate(coordinate): .place(Place(coordinate: coordinate))
            case let .name(name): .name(name)
            }
            return seen.insert(entry.key).inserted
        }
    }

    /// Polls until cancelled (0), or until there is nothing to watch with (1). Between polls nothing of
    /// a poll is kept: its services (HTTP client, thread) are shut down, its reports dropped once
    /// announced, and the memory they took and the code it ran handed back to the kernel.
    private func watch(through channel: any NotificationChannel) async -> Int32 {
        var first = true
        while !Task.isCancelled {
            let next: Date
            switch await pollOnce(through: channel, first: first) {
            case let .sleepUntil(date): next = date
            case let .exit(status): return status
            }
            first = false
            // The next poll is a quarter of an hour away. glibc keeps freed memory for the next
            // allocation: handed back to the kernel. The code the poll ran (the HTTP client, JSON,
            // the planner: most of the resident set) stays mapped until the kernel needs the memory:
            // unmapped, it waits in the page cache, from which the next poll maps it again.
            malloc_trim(0)
            wtui_release_program_code()
            do {
                try await Task.sleep(for: .seconds(max(0, next.timeIntervalSinceNow)))
            } catch {
                break
            }
        }
        return 0
    }

    private enum PollOutcome {
        case sleepUntil(Date)
        case exit(Int32)
    }

    /// One poll: the services made for it and shut down after it, the pinned places read again, what
    /// is new announced; when to poll next.
    private func pollOnce(through channel: any NotificationChannel, first: Bool) async -> PollOutcome {
        let services: Services
        do {
            services = try makeServices()
        } catch {
            StandardStreams.writeError("weathertui: \((error as? Services.SetupError)?.text(strings) ?? "\(error)")")
            return .exit(1)
        }
        services.cacheWriter?.whenAWriteFails { [logger = services.logger] reason in
            logger.error("cache: could not save to the cache: \(reason)")
        }
        let queries = places(pinned: services.places?.pinned() ?? PinnedPlaces())
        guard !queries.isEmpty else {
            StandardStreams.writeError("weathertui: " + strings.text(.watchNoPlace))
            await services.shutdown()
            return .exit(1)
        }
        if first { services.logger.info("watch: \(queries.count) places, through \(channel.name)") }
        let keys = queries.map(ReportStore.Key.query)
        let stored = StoredReports(store: ReportStore(directory: directories.cacheDirectory), keys: keys, language: settings.language)
        let backoff = FetchBackoff(directory: directories.cacheDirectory, provider: settings.provider, places: keys)
        let reports = await poll(queries, stored: stored, backoff: backoff, services: services)
        await services.shutdown()
        guard !Task.isCancelled else { return .exit(0) }
        announce(reports, through: channel, logger: services.logger)
        let now = Date()
        let next = schedule.nextPoll(after: reports, nextTry: backoff.nextTry, now: now)
        services.logger.debug("watch: next poll in \(Int(next.timeIntervalSince(now))) s")
        return .sleepUntil(next)
    }

    /// The places' reports for this poll: stored ones while they serve, else fetched; none while the
    /// service is not to be asked or could not be reached.
    private func poll(
        _ queries: [LocationQuery], stored: StoredReports, backoff: FetchBackoff, services: Services
    ) async -> [WeatherReport] {
        if let reports = serving(stored) { return reports }
        guard backoff.nextTry == nil else { return [] }
        let lock = FetchLock.acquire(in: directories.cacheDirectory, waitingAtMost: 2 * settings.requestTimeout + 2)
        // Another process may have fetched while this one waited.
        if lock != nil, let reports = serving(stored) { return reports }
        let loads = await services.makeDataSource(.dataSource).reports(for: queries)
        // Stopped mid-request (SIGTERM): the requests were called off, which is neither the service's
        // failure to back off from nor a reason to say the run is offline.
        guard !Task.isCancelled else { return [] }
        var reports: [WeatherReport] = []
        var failure: LoadFailure?
        for load in loads {
            switch load.result {
            case let .success(report): reports.append(report)
            case let .failure(reason): failure = failure ?? reason
            }
        }
        if lock != nil {
            if let failure, failure.allowsStoredReport {
                backoff.recordFailure(retryAfter: failure.retryAfter)
            } else if failure == nil {
                backoff.recordSuccess()
            }
        }
        withExtendedLifetime(lock) {}
        noteConnection(reports.isEmpty ? failure : nil, logger: services.logger)
        return reports
    }

    private func serving(_ stored: StoredReports) -> [WeatherReport]? {
        let reports = stored.read(at: Date())
        guard schedule.serves(reports, now: Date()), reports.allSatisfy({ $0?.answers(settings.provider) ?? false }) else { return nil }
        return reports.compactMap { $0 }
    }

    /// One line when the services cannot be reached, one when they answer again: never one a poll.
    private func noteConnection(_ failure: LoadFailure?, logger: Logger) {
        if let failure, !isOffline {
            isOffline = true
            let reason = strings.line(explaining: failure)
            logger.notice("watch: offline: \(reason)")
            StandardStreams.writeError("weathertui: " + strings.watchOffline(reason: reason))
        } else if failure == nil, isOffline {
            isOffline = false
            logger.notice("watch: back online")
            StandardStreams.writeError("weathertui: " + strings.watchBackOnline)
        }
    }

    /// What is new in `reports`, sent through `channel`.
    private func announce(_ reports: [WeatherReport], through channel: any NotificationChannel, logger: Logger) {
        let now = Date()
        let events = sentEvents.plan(reports, planner: WatchPlanner(settings: settings, at: now), now: now) { reason in
            logger.error("watch: could not save what was sent: \(reason)")
            StandardStreams.writeError("weathertui: " + strings.text(.cacheNotSaved(reason: reason)))
        }
        let units = UnitFormatter(units: settings.units, glyphs: Glyphs(settings.icons), catalog: strings.catalog)
        for event in events {
            let notification = WatchNotification(event, strings: strings, units: units, clock: settings.clock, now: now)
            send(notification, through: channel, logger: logger)
        }
    }

    /// `notification` through `channel`, or on standard output when that fails (with a line on
    /// standard error saying why); whether `channel` took it.
    @discardableResult
    private func send(_ notification: WatchNotification, through channel: any NotificationChannel, logger: Logger?) -> Bool {
        do {
            try channel.send(notification)
            logger?.info("watch: sent \"\(notification.summary)\" through \(channel.name)")
            return true
        } catch {
            logger?.error("watch: \(channel.name) failed: \(error.reason)")
            StandardStreams.writeError("weathertui: " + strings.watchNotSent(channel: channel.name, reason: error.reason))
            StandardStreams.writeOutput(StandardOutputChannel.text(notification), strings: strings)
            return false
        }
    }
}
