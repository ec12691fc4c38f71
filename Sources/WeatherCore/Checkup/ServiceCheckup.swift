import FoundationEssentials

/// What `weathertui doctor` asks of the services: the place, found as the app finds it (coordinates as
/// given, a name searched for, the IP lookup, the place used last), then every service the place needs,
/// each once and all at once, through the app's own clients and feeds (`ServiceClients`) over its HTTP
/// client. Each client gets a recorder of its own, so every request is put down to its service.
public struct ServiceCheckup: Sendable {
    /// The place found and each service's check: those that found the place first, then the place's.
    public struct Result: Hashable, Sendable {
        public var place: PlaceFinding
        public var checks: [ServiceCheck]

        public init(place: PlaceFinding, checks: [ServiceCheck]) {
            self.place = place
            self.checks = checks
        }

        /// Whether a service needed did not answer, or no place could be checked.
        public var failed: Bool {
            if case .notFound = place { return true }
            return checks.contains(where: \.failed)
        }
    }

    private let clients: ServiceClients
    private let fetcher: any HTTPFetching
    private let lastPlace: @Sendable () -> Place?
    private let clock: @Sendable () -> Date

    /// `lastPlace` reads the place used last, where the app falls back on it.
    public init(
        clients: ServiceClients, fetcher: any HTTPFetching, lastPlace: @escaping @Sendable () -> Place?,
        clock: @escaping @Sendable () -> Date = Date.init
    ) {
        self.clients = clients
        self.fetcher = fetcher
        self.lastPlace = lastPlace
        self.clock = clock
    }

    public func run() async -> Result {
        let (finding, locating) = await locate()
        guard case let .found(place, _) = finding else { return Result(place: finding, checks: locating) }
        return Result(place: finding, checks: locating + (await checks(for: place)))
    }

    // MARK: The place

    private func locate() async -> (PlaceFinding, [ServiceCheck]) {
        let settings = clients.settings
        let origin = settings.locationOrigin ?? .defaultValue
        switch settings.location {
        case let .coordinate(coordinate)?:
            return (.found(Place(coordinate: coordinate), how: .coordinates(origin: origin)), [])
        case let .name(name)?:
            let recorder = ExchangeRecorder(over: fetcher)
            let resolver = LocationResolver(
                geocoder: clients.geocoder(fetcher: recorder), ipLocator: clients.ipLocator(fetcher: fetcher), lastPlace: nil, recentPlaces: nil
            )
            let finding: PlaceFinding
            do {
                let matches = try await resolver.search(name)
                finding = matches.first.map { .found($0, how: .search(name: name, origin: origin, matches: matches.count)) } ?? .notFound(.noMatch(name))
            } catch {
                finding = .notFound(error)
            }
            return (finding, [check(.placeSearch, clients.geocodingService, recorder, finding: finding)])
        case nil:
            guard settings.ipLookup else {
                return (lastPlace().map { .found($0, how: .lastPlace(ipLookupFailed: false)) } ?? .notFound(.noLocation), [])
            }
            let recorder = ExchangeRecorder(over: fetcher)
            let resolver = LocationResolver(
                geocoder: clients.geocoder(fetcher: fetcher), ipLocator: clients.ipLocator(fetcher: recorder), lastPlace: nil, recentPlaces: nil
            )
            var finding: PlaceFinding
            do {
                finding = .found(try await resolver.locateByIPAddress(), how: .ipLookup)
            } catch {
                finding = .notFound(error)
            }
            let check = check(.ipLookup, .ipLookup, recorder, finding: finding)
            if case .notFound = finding, let last = lastPlace() { finding = .found(last, how: .lastPlace(ipLookupFailed: true)) }
            return (finding, [check])
        }
    }

    /// The check of a service that looked for the place; its failure is the one `finding` holds.
    private func check(_ role: ServiceCheck.Role, _ service: Service, _ recorder: ExchangeRecorder, finding: PlaceFinding) -> ServiceCheck {
        let error: FetchError? = switch finding {
        case let .notFound(.searchFailed(failure)), let .notFound(.ipLookupFailed(failure)): failure
        default: nil
        }
        return ServiceCheck(role: role, service: service, outcome: Self.outcome(recorder, error: error))
    }

    /// What the recorder saw of a service the app asks for every place; a client that failed before it
    /// asked anything failed all the same.
    private static func outcome(_ recorder: ExchangeRecorder, error: FetchError?) -> ServiceCheck.Outcome {
        ServiceCheck.outcome(of: recorder.recorded, error: error) ?? .failed(error ?? .cancelled, duration: .zero)
    }

    // MARK: The place's services

    /// Every service the place needs, asked at once, in the order the report lists them. The place's
    /// name and the region a warning service needs come from one lookup (`PlaceLookup`), as in the app.
    private func checks(for place: Place) async -> [ServiceCheck] {
        let now = clock()
        let timeZones = clients.timeZones
        let zone: @Sendable () -> LocalTimeZone? = { PlaceTimeZone.known(for: place, database: timeZones, now: now) { nil } }
        let forecastRecorder = ExchangeRecorder(over: fetcher)
        let fallbackRecorder = ExchangeRecorder(over: fetcher)
        let nameRecorder = ExchangeRecorder(over: fetcher)
        let airRecorder = ExchangeRecorder(over: fetcher)
        let marineRecorder = ExchangeRecorder(over: fetcher)
        let tidesRecorder = ExchangeRecorder(over: fetcher)
        let observationRecorder = ExchangeRecorder(over: fetcher)
        let ensembleRecorder = ExchangeRecorder(over: fetcher)
        let normalsRecorder = ExchangeRecorder(over: fetcher)
        let warningsRecorder = ExchangeRecorder(over: fetcher)
        let provider = clients.provider(fetcher: forecastRecorder)
        let fallback = clients.fallback(fetcher: fallbackRecorder)
        let lookup = PlaceLookup(geocoder: clients.reverseGeocoder(fetcher: nameRecorder), cache: PlaceNameCache(store: nil))
        let nameFeed = PlaceNameFeed(lookup: lookup)
        let airFeed = clients.airQualityFeed(fetcher: airRecorder)
        let marineFeed = clients.marineFeed(fetcher: marineRecorder, tidesFetcher: tidesRecorder, inland: InlandPlaces(file: nil), stationsFile: nil)
        let observationFeed = clients.observationFeed(fetcher: observationRecorder, stationsFile: nil)
        let ensembleFeed = clients.ensembleFeed(fetcher: ensembleRecorder)
        let normalsFeed = clients.normalsFeed(fetcher: normalsRecorder, store: NormalsStore(file: nil))
        let warningsFeed = clients.warningsFeed(fetcher: warningsRecorder, lookup: lookup)

        async let forecastError = Self.failure { _ = try await provider.weather(at: place.coordinate, zone: zone) }
        async let fallbackError = Self.failure { _ = try await fallback?.weather(at: place.coordinate, zone: zone) }
        async let nameError = Self.failure { _ = try await nameFeed.amendment(for: place) }
        async let airError = Self.failure { _ = try await airFeed.amendment(for: place) }
        async let marineError = Self.failure { _ = try await marineFeed.amendment(for: place) }
        async let observationError = Self.failure { _ = try await observationFeed.amendment(for: place) }
        async let ensembleError = Self.failure { _ = try await ensembleFeed.amendment(for: place) }
        async let normalsError = Self.failure { _ = try await normalsFeed.amendment(for: place) }
        async let warnings = try? warningsFeed.warnings(for: place)

        let forecast = ServiceCheck(role: .forecast, service: provider.id.service, outcome: Self.outcome(forecastRecorder, error: await forecastError))
        let fallbackCheck = if let fallback {
            ServiceCheck(role: .fallbackForecast, service: fallback.id.service, outcome: Self.outcome(fallbackRecorder, error: await fallbackError))
        } else {
            ServiceCheck(role: .fallbackForecast, service: nil, outcome: .notNeeded(.fallbackOff))
        }
        let air = ServiceCheck(role: .airQuality, service: .airQuality, outcome: Self.outcome(airRecorder, error: await airError))
        let marine = ServiceCheck(role: .marine, service: .marine, outcome: Self.outcome(marineRecorder, error: await marineError))
        // NOAA's failure leaves the model's tides, as in the app: its status alone tells it.
        let tides = ServiceCheck(
            role: .tidePredictions, service: .coops, outcome: ServiceCheck.outcome(of: tidesRecorder.recorded, error: nil) ?? .notNeeded(.noTideStation)
        )
        let observation = ServiceCheck(
            role: .observation, service: .aviationWeather, outcome: Self.outcome(observationRecorder, error: await observationError)
        )
        let ensemble = ServiceCheck(role: .ensemble, service: .ensemble, outcome: Self.outcome(ensembleRecorder, error: await ensembleError))
        let normals = ServiceCheck(role: .normals, service: .archive, outcome: Self.outcome(normalsRecorder, error: await normalsError))
        let warningsCheck = Self.check(await warnings, exchanges: warningsRecorder.recorded)
        // After the warnings: their lookup of the place's region is a request of the same service.
        let nameOutcome = ServiceCheck.outcome(of: nameRecorder.recorded, error: await nameError) ?? .notNeeded(.placeHasName)
        let name = ServiceCheck(role: .placeName, service: clients.reverseGeocodingService, outcome: nameOutcome)
        return [forecast, fallbackCheck, name, air, marine, tides, observation, ensemble, normals, warningsCheck]
    }

    /// The warnings feed keeps no error (a failure is "warnings unknown"), so an answer it could not read
    /// is known by its status alone. Nil warnings: the check was cancelled.
    private static func check(_ warnings: WeatherWarnings?, exchanges: [ServiceExchange]) -> ServiceCheck {
        guard let warnings, let name = warnings.source, let service = WarningService.all.first(where: { $0.name == name })?.service else {
            return ServiceCheck(role: .warnings, service: nil, outcome: .notCovered)
        }
        guard let asked = ServiceCheck.outcome(of: exchanges, error: nil) else {
            return ServiceCheck(role: .warnings, service: service, outcome: .notNeeded(.regionUnknown))
        }
        let outcome: ServiceCheck.Outcome = switch (asked, warnings.status) {
        case let (.answered(status, duration), .unanswered): .unusable(status: status, duration: duration, error: nil)
        case let (.answered(status, duration), .regionUnknown): .regionNotFound(status: status, duration: duration)
        default: asked
        }
        return ServiceCheck(role: .warnings, service: service, outcome: outcome)
    }

    /// What `body` threw, as the app reads it; nil when it did not throw.
    private static func failure(_ body: () async throws -> Void) async -> FetchError? {
        do {
            try await body()
            return nil
        } catch {
            return FetchError(error)
        }
    }
}
