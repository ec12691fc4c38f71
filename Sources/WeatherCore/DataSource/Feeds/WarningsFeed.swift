import FoundationEssentials
import Logging

/// Official warnings for the place from the one service that covers it (`WarningService.covering`),
/// in the user's language where the service offers it. At most one warning request a load: none when
/// no service covers the place (nothing is claimed there), and none while the stored answer for the
/// place is under the service's `freshFor` old.
///
/// A place that says too little (no country code, or not the region a service warns by) is completed
/// by `lookup`, the reverse geocoding the place's name comes from (one request for both): before the
/// request where the request needs it, else while the request is out, and the same answer is read again
/// with what it found. A service that fails gives warnings marked unknown, and the log says why; only a
/// cancelled load throws.
public final class WarningsFeed: ReportFeed {
    public let name = "warnings"
    public let part = ReportPart.warnings
    private let services: [WarningService]
    private let endpoints: Endpoints
    /// Each service's source, made when a place it covers is first asked about.
    private let sources = Locked<[Service: any WarningSource]>([:])
    private let language: Language
    private let lookup: PlaceLookup?
    private let fetcher: any HTTPFetching
    private let logger: Logger
    private let clock: @Sendable () -> Date
    private let stored = Locked<[String: WeatherWarnings]>([:])

    public init(
        services: [WarningService] = WarningService.all, endpoints: Endpoints, language: Language, lookup: PlaceLookup?,
        fetcher: any HTTPFetching, logger: Logger, clock: @escaping @Sendable () -> Date = Date.init
    ) {
        self.services = services
        self.endpoints = endpoints
        self.language = language
        self.lookup = lookup
        self.fetcher = fetcher
        self.logger = logger
        self.clock = clock
    }

    private func source(of service: WarningService) -> any WarningSource {
        sources.withLock { made in
            if let source = made[service.service] { return source }
            let source = service.source(at: endpoints)
            made[service.service] = source
            return source
        }
    }

    public func amendment(for place: Place) async throws -> ReportAmendment? {
        let warnings = try await warnings(for: place)
        return ReportAmendment { $0.warnings = warnings }
    }

    public func warnings(for place: Place) async throws(FetchError) -> WeatherWarnings {
        let now = clock()
        let key = language.rawValue + " " + place.coordinate.roundedKey
        if let copy = stored.withLock({ $0[key] }), let service = services.first(where: { $0.name == copy.source }),
           now.timeIntervalSince(copy.fetchedAt) < service.freshFor {
            return copy
        }
        var completion = Completion(place: place, lookup: lookup, logger: logger)
        defer { completion.cancel() }
        if place.countryCode == nil, WarningService.covering(place, among: services) == nil { _ = try await completion.complete() }
        guard let service = WarningService.covering(completion.place, among: services) else {
            return WeatherWarnings(source: nil, warnings: [], fetchedAt: now)
        }
        let source = source(of: service)
        if var warnings = try await read(service, source, place: completion.place, now: now) {
            if warnings.status != .unanswered { stored.withLock { $0[key] = warnings } } else { warnings.lastAnswered = lastAnswer(key) }
            return warnings
        }
        var request = source.request(for: query(completion.place))
        if request == nil, try await completion.complete() { request = source.request(for: query(completion.place)) }
        var warnings: WeatherWarnings
        if let request {
            if !source.locates(completion.place) { completion.start() }
            warnings = try await ask(service, source, request, completion: &completion, now: now)
        } else {
            logger.info("warnings: \(service.name) warns by region, and the region of \(place.coordinate.formatted) is unknown")
            warnings = WeatherWarnings(source: service.name, warnings: [], fetchedAt: now, status: .regionUnknown)
        }
        // A failure is asked again at the next load, and so is a region a failed lookup left unknown.
        if warnings.status != .unanswered, !(warnings.status == .regionUnknown && completion.lookupFailed) {
            stored.withLock { $0[key] = warnings }
        } else {
            warnings.lastAnswered = lastAnswer(key)
        }
        return warnings
    }

    /// When the service last answered for the place under `key`, from the answer stored: its own time, or
    /// the one it carried from the answer before.
    private func lastAnswer(_ key: String) -> Date? {
        stored.withLock { $0[key] }.flatMap { $0.status == .answered ? $0.fetchedAt : $0.lastAnswered }
    }

    private func query(_ place: Place) -> WarningQuery {
        WarningQuery(place: place, language: language)
    }

    /// The one request, and its answer read for the place (again once the place is completed, where the
    /// answer warns by regions and the place's was not among them).
    private func ask(
        _ service: WarningService, _ source: any WarningSource, _ request: URL, completion: inout Completion, now: Date
    ) async throws(FetchError) -> WeatherWarnings {
        do {
            let response = try await fetcher.get(request, from: service.name, accept: source.accept, reason: Self.errorReason)
            var finding = try source.decode(response.body, for: query(completion.place), now: now)
            if finding == .regionUnknown, try await completion.complete() {
                finding = try source.decode(response.body, for: query(completion.place), now: now)
            }
            switch finding {
            case let .warnings(warnings):
                return WeatherWarnings(source: service.name, warnings: warnings, fetchedAt: now)
            case .regionUnknown:
                logger.info("warnings: \(service.name) named no region of \(completion.place.coordinate.formatted)")
                return WeatherWarnings(source: service.name, warnings: [], fetchedAt: now, status: .regionUnknown)
            }
        } catch .cancelled {
            throw .cancelled
        } catch {
            logger.info("warnings failed: \(error)")
            return WeatherWarnings(source: service.name, warnings: [], fetchedAt: now, status: .unanswered)
        }
    }

    /// The warnings of a source that reads more than one request (a CAP feed: `WarningSource.finding`);
    /// nil for a source of one request. A failure is warnings unanswered, which the next load asks again.
    private func read(_ service: WarningService, _ source: any WarningSource, place: Place, now: Date) async throws(FetchError) -> WeatherWarnings? {
        do {
            guard let found = try await source.finding(for: query(place), fetcher: fetcher, logger: logger, now: now) else { return nil }
            return WeatherWarnings(source: service.name, warnings: found.covering, areaUnclear: found.areaUnclear, fetchedAt: now)
        } catch .cancelled {
            throw .cancelled
        } catch {
            logger.info("warnings failed: \(error)")
            return WeatherWarnings(source: service.name, warnings: [], fetchedAt: now, status: .unanswered)
        }
    }

    /// NWS answers errors as problem+json (`title`, `detail`); the others' shapes are the usual ones.
    static func errorReason(_ data: Data) -> String? {
        struct Problem: Decodable { var detail: String?; var title: String? }
        let problem = try? JSONDecoder().decode(Problem.self, from: data)
        return problem?.detail ?? problem?.title ?? ServiceJSON.errorReason(data)
    }
}

extension WarningsFeed {
    /// The place as it came, and at most once completed by reverse geocoding: its country code and
    /// subdivisions added where it lacked them.
    struct Completion {
        private(set) var place: Place
        /// The lookup was made and failed: what it would have found is not known.
        private(set) var lookupFailed = false
        private let lookup: PlaceLookup?
        private let logger: Logger
        private var isDone = false
        /// The lookup, started ahead of the answer that needs it.
        private var early: Task<Place?, any Error>?

        init(place: Place, lookup: PlaceLookup?, logger: Logger) {
            self.place = place
            self.lookup = lookup
            self.logger = logger
        }

        /// Starts the lookup `complete()` will want, so it runs beside the warning request.
        mutating func start() {
            guard early == nil, !isDone, let lookup else { return }
            early = Task { [place] in try await lookup.place(at: place.coordinate, withArea: true) }
        }

        /// Drops a lookup started and no longer waited for.
        func cancel() {
            early?.cancel()
        }

        /// Completes the place the first time; whether that added anything. A lookup that fails adds
        /// nothing, and the log says why; a cancelled one throws.
        mutating func complete() async throws(FetchError) -> Bool {
            guard !isDone, let lookup else { return false }
            isDone = true
            let found: Place?
            do {
                if let early {
                    found = try await withTaskCancellationHandler { try await early.value } onCancel: { early.cancel() }
                } else {
                    found = try await lookup.place(at: place.coordinate, withArea: true)
                }
            } catch {
                let failure = FetchError(error)
                if failure == .cancelled || Task.isCancelled { throw .cancelled }
                logger.info("warnings: the region of \(place.coordinate.formatted) could not be looked up: \(failure)")
                lookupFailed = true
                return false
            }
            guard let found else { return false }
            let completed = place.completed(by: found)
            defer { place = completed }
            return completed != place
        }
    }
}
