import FoundationEssentials
import Logging

/// Owns the weather models. A load locates, then starts the weather and every other feed (`ReportFeed`)
/// at once: the weather is the load (it alone can fail it); the others fill in when they arrive, before
/// the weather or after, and their failures are only logged. A new load cancels the one in flight. Each
/// step reaches `onEvent` as one `DataSourceEvent`, on the main actor.
///
/// Which load is current is not the data source's to say: each load is asked for under a number, and each
/// of its steps is heard with that number, so the update function tells a load it replaced by it. A load
/// called off (replaced or cancelled) stops where it is: its task and its feeds' tasks are cancelled, and
/// on finding itself cancelled it changes nothing more here and says nothing more.
///
/// With a fallback service, the weather fails over to it (`ForecastFailover`): the report then names both,
/// and the chosen service is not asked again before its next try (`ProviderBackoff`); the other feeds keep
/// their own services.
///
/// A change of place takes effect only when the new place's weather has loaded: until then, and for
/// good if the change fails, the place and report from before stay current and reloads refresh them.
@MainActor
public final class WeatherDataSource {
    /// Hears each step of a load, with the number it was asked for under; nothing of a load once it is
    /// called off, though what it said before may still be on its way.
    public var onEvent: ((DataSourceEvent, _ load: Int) -> Void)?
    public private(set) var report: WeatherReport?
    public internal(set) var recentPlaces: RecentPlaces
    /// True until the weather of the load in flight has arrived or failed (other feeds may still be out).
    public var isLoading: Bool { task != nil }
    public let isDemo: Bool
    /// When a load's report is stored.
    public var storing = Storing.asItComes

    public enum Storing: Sendable {
        /// As soon as the weather is in, and again with each feed's amendment after it: a feed that
        /// hangs holds nothing back, and a screen quit meanwhile has what it showed stored.
        case asItComes
        /// Once, when the weather and every feed are in: a one-shot run, which exits then, stores its
        /// report once rather than once more for each feed that answers after the weather.
        case whenFinished
    }

    let failover: ForecastFailover
    private let patienceKeeper: PatienceKeeper
    private let patienceCue = PatienceCue()
    private var providerBackoff: ProviderBackoff
    let timeZones: TimeZoneDatabase?
    let resolver: LocationResolver
    let feeds: [any ReportFeed]
    let reportStore: ReportStore?
    let cacheWriter: CacheWriter
    let clock: @Sendable () -> Date
    let logger: Logger
    private let mode: LocationMode
    /// The place reloads load once one is settled (a fixed location, or any change of place);
    /// until then an automatic location is looked up on every load.
    private var settledPlace: Place?
    private var task: Task<Void, Never>?
    private var feedTasks: [Task<Void, Never>] = []
    /// The current load's feeds: what arrived before the weather, and how many are still out.
    private var progress = FeedProgress()

    /// What one load is for: the current place, or a change to another.
    private enum Target {
        case current
        /// The current place, already found (the IP lookup named another place than the one guessed).
        case located(Place)
        case query(LocationQuery)
        case place(Place)
    }

    private struct FeedProgress {
        var waiting: [ReportAmendment] = []
        var outstanding = 0
        var weatherLoaded = false
        /// The name a fixed `--location` gave, under which the report is stored.
        var fixedName: String?
    }

    /// `fallback`: the service asked when `provider` fails, or has not answered after `patience`, which
    /// `patienceKeeper` times (the data source on `patienceClock`, or the caller). `timeZones`: where a
    /// place's named zone is read for a service whose answer names none.
    public init(
        provider: any WeatherProvider, fallback: (any WeatherProvider)? = nil, patience: Duration = .seconds(5),
        patienceKeeper: PatienceKeeper = .dataSource, patienceClock: any Clock<Duration> = ContinuousClock(),
        providerBackoff: ProviderBackoff = ProviderBackoff(directory: nil), timeZones: TimeZoneDatabase? = nil,
        resolver: LocationResolver, feeds: [any ReportFeed], mode: LocationMode, isDemo: Bool = false,
        reportStore: ReportStore? = nil, cacheWriter: CacheWriter = CacheWriter(), logger: Logger,
        clock: @escaping @Sendable () -> Date = Date.init
    ) {
        self.failover = ForecastFailover(primary: provider, fallback: fallback, patience: patience, clock: patienceClock)
        self.patienceKeeper = patienceKeeper
        self.providerBackoff = providerBackoff
        self.timeZones = timeZones
        self.resolver = resolver
        self.feeds = feeds
        self.mode = mode
        self.isDemo = isDemo
        self.reportStore = reportStore
        self.cacheWriter = cacheWriter
        self.logger = logger
        self.clock = clock
        self.recentPlaces = resolver.recentPlaces()
    }

    /// Starts a load of the current place as load number `load`, cancelling any load in flight.
    public func reload(as load: Int) {
        start(.current, as: load)
    }

    /// Loads the place a query names, as load number `load`; it becomes the current place only once its
    /// weather has loaded.
    public func changeLocation(to query: LocationQuery, as load: Int) {
        start(.query(query), as: load)
    }

    /// Loads a place already found (a pick from a list, a recent place), on the same terms.
    public func changeLocation(to place: Place, as load: Int) {
        start(.place(place), as: load)
    }

    /// Cancels the load in flight, if any (a search and the change it was for, too); `onEvent` hears
    /// nothing more of it.
    public func cancel() {
        task?.cancel()
        task = nil
        cancelFeeds()
    }

    /// The chosen service of load number `load` has had its time (`PatienceKeeper.caller`): the fallback
    /// is asked beside it, if it is still awaited.
    public func patienceRanOut(for load: Int) {
        patienceCue.end(for: load)
    }

    private func start(_ target: Target, as load: Int) {
        task?.cancel()
        cancelFeeds()
        patienceCue.forget(before: load)
        task = Task { [weak self] in
            await self?.run(target, as: load)
        }
    }

    /// Load number `load` of `target`; its task is the data source's `task` until the weather has come or
    /// failed, unless it is called off first.
    private func run(_ target: Target, as load: Int) async {
        defer { if !Task.isCancelled { task = nil } }
        let isChange = switch target {
        case .current, .located: false
        case .query, .place: true
        }
        if case .current = target, let guess = placeToConfirm() {
            await loadConfirming(guess, as: load)
            return
        }
        let located: Place
        do {
            located = try await locate(target, load: load)
        } catch {
            guard !Task.isCancelled else { return }
            logger.notice("location failed: \(error)")
            fail(.location(error), isChange: isChange, load: load)
            return
        }
        guard !Task.isCancelled else { return }
        // The forecast and the feeds are asked at once. Which request reaches the network first is the
        // scheduler's; holding the feeds back until the forecast's request is out does not bring the
        // forecast sooner (bench/README.md).
        async let answer = weatherResult(for: located, load: load)
        startFeeds(for: located, load: load)
        onEvent?(.loading(located), load)
        loadWeather(for: located, isChange: isChange, load: load, answer: await answer)
    }

    /// The place an automatic location found before (the one on screen, else the last one), when the IP
    /// address is to be looked up again: its weather need not wait for the lookup.
    private func placeToConfirm() -> Place? {
        guard settledPlace == nil, case .automatic(ipLookup: true) = mode else { return nil }
        return report?.place ?? resolver.lastPlace()
    }

    /// Looks up the IP address and meanwhile loads the weather and the feeds of `guess`, the place it
    /// named before: where it names the same place again (or fails), that load stands and the weather
    /// is on screen one round trip sooner; where it names another, a load of that place replaces it.
    private func loadConfirming(_ guess: Place, as load: Int) async {
        announce(.ipLookup, load: load)
        startFeeds(for: guess, load: load)
        async let early = weatherResult(for: guess, load: load)
        var located: Place
        do {
            located = try await resolver.locateByIPAddress()
        } catch {
            guard !Task.isCancelled else { return }
            logger.notice("IP lookup failed (\(error)); using the last place")
            announce(.lastPlace, load: load)
            located = guess
        }
        guard !Task.isCancelled else { return }
        guard located.coordinate.roundedKey == guess.coordinate.roundedKey else {
            logger.info("the IP lookup names another place than before: loading \(located.coordinate.formatted)")
            start(.located(located), as: load)
            return
        }
        located.coordinate = guess.coordinate
        let answer = await early
        onEvent?(.loading(located), load)
        loadWeather(for: located, isChange: false, load: load, answer: answer)
    }

    private func weatherResult(for place: Place, load: Int) async -> Result<ForecastFailover.Answer, LoadFailure> {
        do {
            return .success(try await weather(for: place, load: load))
        } catch {
            return .failure(error)
        }
    }

    /// Makes the weather of `located` (`answer`) current; the feeds are already out.
    private func loadWeather(
        for located: Place, isChange: Bool, load: Int, answer: Result<ForecastFailover.Answer, LoadFailure>
    ) {
        do {
            let answer = try answer.get()
            guard !Task.isCancelled else { return }
            var report = makeReport(located, answer)
            let place = report.place
            progress.waiting.forEach { $0.apply(to: &report) }
            progress.waiting = []
            progress.weatherLoaded = true
            // Only the load that searched the fixed name found its place (a refresh after a change loads
            // the place changed to, and a change before the first load a place of the user's choosing).
            progress.fixedName = if case let .fixed(.name(name)) = mode, !isChange, settledPlace == nil { name } else { nil }
            if isChange || mode.isFixed {
                settledPlace = report.place
            }
            logger.info("loaded \(report.forecast.count) steps for \(place.coordinate.formatted)")
            task = nil
            // The writes are queued before the event goes out, so a `finish()` that its reaction leads to
            // (`--once` printing, then exiting) waits for them; they run beside the drawing.
            adopt(report)
            onEvent?(.loaded(report), load)
            finishIfComplete(load: load)
        } catch {
            guard !Task.isCancelled else { return }
            cancelFeeds()
            logger.notice("weather failed: \(error)")
            fail(error, isChange: isChange, load: load)
        }
    }

    /// The forecast for `place`, from the chosen service or its fallback; how the chosen one fared is
    /// recorded where a fallback answered for it, or it answered.
    private func weather(for place: Place, load: Int) async throws(LoadFailure) -> ForecastFailover.Answer {
        let chosen = failover.primary.id
        let hasFallback = failover.fallback != nil
        let shown = report.flatMap { $0.place.coordinate.roundedKey == place.coordinate.roundedKey ? $0.timeZone : nil }
        let zone: @Sendable () -> LocalTimeZone? = { [reportStore, timeZones, clock] in
            PlaceTimeZone.known(for: place, database: timeZones, now: clock()) {
                shown ?? reportStore?.report(for: .query(.coordinate(place.coordinate)), extent: .currentConditions)?.timeZone
            }
        }
        guard hasFallback else { return try await weatherWithoutFallback(at: place.coordinate, zone: zone) }
        let skipping = providerBackoff.waiting(chosen)
        if let skipping { logger.info("\(chosen.displayName) is backing off (\(skipping)): asking \(failover.fallback?.id.displayName ?? "")") }
        var patienceEnds: (@Sendable () async -> Void)?
        if case .caller = patienceKeeper, skipping == nil {
            onEvent?(.awaitingForecast(patience: failover.patience), load)
            patienceEnds = { [patienceCue] in await patienceCue.wait(for: load) }
        }
        let answer = try await failover.weather(at: place.coordinate, zone: zone, skipping: skipping, patienceEnds: patienceEnds) { [weak self] in
            Task { @MainActor in self?.announceFallback(load: load) }
        }
        guard skipping == nil, !Task.isCancelled else { return answer }
        if let failure = answer.primaryFailure {
            logger.notice("\(chosen.displayName) failed (\(failure)); showing \(answer.provider.displayName)'s forecast")
            let retryAfter: Int? = if case let .rateLimited(seconds) = failure { seconds } else { nil }
            providerBackoff.recordFailure(chosen, reason: FallbackReason(failure), retryAfter: retryAfter)
        } else if answer.fallback == nil {
            providerBackoff.recordSuccess(chosen)
        }
        return answer
    }

    /// The chosen service's forecast, unless the Retry-After of its 429 (here or in another run) has not run
    /// out: then it is not asked, and the load fails as its 429 did, with the seconds still to wait.
    private func weatherWithoutFallback(
        at coordinate: Coordinate, zone: @escaping @Sendable () -> LocalTimeZone?
    ) async throws(LoadFailure) -> ForecastFailover.Answer {
        let chosen = failover.primary.id
        if let wait = providerBackoff.rateLimitWait(chosen) {
            logger.info("\(chosen.displayName) asked to wait: not asked for \(wait) s more")
            throw .weather(.rateLimited(retryAfter: wait))
        }
        do {
            let answer = try await failover.weather(at: coordinate, zone: zone, skipping: nil) {}
            providerBackoff.recordSuccess(chosen)
            return answer
        } catch {
            if case let .weather(.rateLimited(seconds?)) = error {
                providerBackoff.recordRateLimit(chosen, retryAfter: seconds)
            }
            throw error
        }
    }

    /// Said only while the weather is still awaited: the hop here can come after the fallback's answer
    /// (the weather of a load that replaced this one is the update function's to tell apart).
    private func announceFallback(load: Int) {
        guard isLoading, let fallback = failover.fallback else { return }
        onEvent?(.askingFallback(FallbackAttempt(from: failover.primary.id, to: fallback.id)), load)
    }

    /// The report of `answer` for `located`: the place as located, with what the service says of it
    /// where the location did not (OpenWeather names its places), fetched now.
    func makeReport(_ located: Place, _ answer: ForecastFailover.Answer) -> WeatherReport {
        let result = answer.weather
        let place = Place(
            name: located.name ?? result.placeName,
            region: located.name == nil ? nil : located.region,
            countryCode: located.countryCode ?? result.countryCode,
            country: located.country,
            area: located.area,
            population: located.population,
            isApproximate: located.isApproximate,
            coordinate: located.coordinate,
            timeZoneIdentifier: located.timeZoneIdentifier,
            utcOffset: located.utcOffset
        )
        var report = WeatherReport(
            place: place, timeZone: result.timeZone, current: result.current, forecast: result.forecast,
            hourly: result.hourly, days: result.days, quarterHours: result.quarterHours, provider: answer.provider,
            fetchedAt: clock()
        )
        report.fallback = answer.fallback
        report.partsAsked = Set(feeds.map(\.part))
        return report
    }

    /// Starts every feed for `place`; each reports back on the main actor, unless it was called off.
    private func startFeeds(for place: Place, load: Int) {
        progress = FeedProgress(outstanding: feeds.count)
        feedTasks = feeds.map { feed in
            Task { [weak self] in
                let result: Result<ReportAmendment?, FetchError>
                do {
                    result = .success(try await feed.amendment(for: place))
                } catch {
                    result = .failure(FetchError(error))
                }
                self?.feed(feed, answered: result, load: load)
            }
        }
    }

    private func feed(_ feed: any ReportFeed, answered result: Result<ReportAmendment?, FetchError>, load: Int) {
        guard !Task.isCancelled else { return }
        progress.outstanding -= 1
        switch result {
        case let .failure(failure):
            logger.info("\(feed.name) failed: \(failure)")
        case .success(nil):
            break
        case let .success(amendment?):
            if progress.weatherLoaded, var report {
                amendment.apply(to: &report)
                if settledPlace?.coordinate == report.place.coordinate { settledPlace = report.place }
                adopt(report)
                onEvent?(.amended(report), load)
            } else {
                progress.waiting.append(amendment)
            }
        }
        finishIfComplete(load: load)
    }

    private func finishIfComplete(load: Int) {
        guard progress.weatherLoaded, progress.outstanding == 0, let report else { return }
        progress.weatherLoaded = false
        feedTasks = []
        if storing == .whenFinished { queueWrite(of: report) }
        onEvent?(.finished(report), load)
    }

    private func cancelFeeds() {
        feedTasks.forEach { $0.cancel() }
        feedTasks = []
        progress = FeedProgress()
    }

    /// Makes `report` current and has it, its place and the recent places stored (when `storing` says).
    private func adopt(_ report: WeatherReport) {
        self.report = report
        recentPlaces = recentPlaces.inserting(report.place)
        if storing == .asItComes { queueWrite(of: report) }
    }

    /// Has `report`, its place and the recent places stored.
    private func queueWrite(of report: WeatherReport) {
        cacheWriter.write(replacing: "report " + report.place.coordinate.roundedKey) { [resolver, reportStore, fixedName = progress.fixedName] in
            try Self.store([(report, fixedName)], resolver: resolver, reportStore: reportStore)
        }
    }

    /// Keeps `reports` as their places' last good reports and their places first among the recent ones
    /// (the first as the last place), in one change under the cache's lock: the reports kept are those
    /// of the recent places as stored, another process's included, and of `others`. Throws when a file
    /// cannot be written.
    nonisolated static func store(
        _ reports: [(report: WeatherReport, name: String?)], alsoKeeping others: Set<String> = [], resolver: LocationResolver,
        reportStore: ReportStore?
    ) throws {
        let places = reports.map(\.report.place)
        guard let reportStore else {
            try resolver.remember(places)
            return
        }
        try SharedFileUpdate.locked(in: reportStore.directory) {
            let recent = try resolver.remember(places)
            for (report, name) in reports.reversed() {
                try reportStore.save(report, foundBy: name, keeping: recent, alsoKeeping: others)
            }
        }
    }

    private func fail(_ failure: LoadFailure, isChange: Bool, load: Int) {
        if isChange {
            onEvent?(.changeFailed(failure), load)
        } else {
            onEvent?(.failed(failure), load)
        }
    }

    private func locate(_ target: Target, load: Int) async throws(LocationError) -> Place {
        switch target {
        case let .place(place), let .located(place):
            return place
        case let .query(query):
            return try await place(for: query, load: load)
        case .current:
            if let settledPlace { return settledPlace }
            switch mode {
            case let .fixed(query):
                // A name found before is not searched again: its place is stored with its report.
                if case let .name(name) = query, let known = reportStore?.place(foundBy: name) { return known }
                return try await place(for: query, load: load)
            case let .automatic(ipLookup):
                if ipLookup {
                    // No place was found before (`placeToConfirm`): the lookup's failure is the load's.
                    announce(.ipLookup, load: load)
                    return try await resolver.locateByIPAddress()
                }
                announce(.lastPlace, load: load)
                guard let last = resolver.lastPlace() else { throw .noLocation }
                return last
            }
        }
    }

    private func place(for query: LocationQuery, load: Int) async throws(LocationError) -> Place {
        if case let .name(text) = query { announce(.search(text), load: load) }
        return try await resolver.place(for: query)
    }

    private func announce(_ step: LocatingStep, load: Int) {
        guard !Task.isCancelled else { return }
        onEvent?(.locating(step), load)
    }
}
