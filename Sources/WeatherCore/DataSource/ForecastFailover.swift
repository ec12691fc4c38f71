import FoundationEssentials

/// The chosen weather service and the one asked when it fails. The chosen one is asked first; when it
/// fails (any failure: refused, cut off, timed out, an error status, an unreadable answer) the fallback
/// is asked at once, and when it has not answered within `patience` the fallback is asked beside it and
/// the first forecast to arrive is shown. Both failing fails with both failures, the chosen service's
/// the one acted on (`LoadFailure.weatherAndFallback`). Which services to skip is the caller's: a
/// chosen service still backing off is not asked at all.
struct ForecastFailover: Sendable {
    let primary: any WeatherProvider
    let fallback: (any WeatherProvider)?
    /// How long the chosen service may take before the fallback is asked beside it.
    let patience: Duration
    /// The clock the patience runs out on.
    let clock: any Clock<Duration>

    init(primary: any WeatherProvider, fallback: (any WeatherProvider)?, patience: Duration, clock: any Clock<Duration> = ContinuousClock()) {
        self.primary = primary
        self.fallback = fallback
        self.patience = patience
        self.clock = clock
    }

    /// A forecast and who made it.
    struct Answer {
        var weather: ProviderWeather
        var provider: ProviderID
        /// Set when the forecast is the fallback's.
        var fallback: ProviderFallback?
        /// How the chosen service fared, when it was asked and the fallback answered instead: its
        /// failure (nil when it was not asked, or answered).
        var primaryFailure: FetchError?
    }

    private enum Outcome {
        case primary(Result<ProviderWeather, FetchError>)
        case fallback(Result<ProviderWeather, FetchError>)
        case patienceRanOut
    }

    /// `zone`: the place's time zone, asked only by a service whose answer names none. `skipping`: why
    /// the chosen service is not to be asked now (it is backing off); the fallback alone is asked then.
    /// `patienceEnds`, where given, returns when the chosen service has had its time, in place of
    /// `patience` on `clock`. `askingFallback` is called when the fallback is asked because the chosen
    /// service failed or is slow.
    func weather(
        at coordinate: Coordinate, zone: @escaping @Sendable () -> LocalTimeZone?, skipping: FallbackReason?,
        patienceEnds: (@Sendable () async -> Void)? = nil, askingFallback: @escaping @Sendable () -> Void
    ) async throws(LoadFailure) -> Answer {
        guard let fallback else {
            return Answer(weather: try await Self.ask(primary, at: coordinate, zone: zone).mapError(LoadFailure.weather).get(), provider: primary.id)
        }
        if let skipping {
            let weather = try await Self.ask(fallback, at: coordinate, zone: zone).mapError(LoadFailure.weather).get()
            return Answer(weather: weather, provider: fallback.id, fallback: ProviderFallback(from: primary.id, reason: skipping))
        }
        let both = { [primary] (error: FetchError, fallbackError: FetchError) in
            LoadFailure.weatherAndFallback(FailoverFailure(chosen: primary.id, error: error, fallback: fallback.id, fallbackError: fallbackError))
        }
        let outcome = await withTaskGroup(of: Outcome.self, returning: Result<Answer, LoadFailure>.self) { group in
            group.addTask { [primary] in .primary(await Self.ask(primary, at: coordinate, zone: zone)) }
            group.addTask { [patience, clock] in
                if let patienceEnds {
                    await patienceEnds()
                } else {
                    try? await clock.sleep(for: patience)
                }
                return .patienceRanOut
            }
            var fallbackAsked = false
            var primaryFailure: FetchError?
            var fallbackFailure: FetchError?
            func askFallback() {
                guard !fallbackAsked else { return }
                fallbackAsked = true
                askingFallback()
                group.addTask { .fallback(await Self.ask(fallback, at: coordinate, zone: zone)) }
            }
            for await outcome in group {
                switch outcome {
                case let .primary(.success(weather)):
                    group.cancelAll()
                    return .success(Answer(weather: weather, provider: primary.id))
                case let .primary(.failure(failure)):
                    if failure == .cancelled || Task.isCancelled {
                        group.cancelAll()
                        return .failure(.weather(failure))
                    }
                    if let fallbackFailure {
                        group.cancelAll()
                        return .failure(both(failure, fallbackFailure))
                    }
                    primaryFailure = failure
                    askFallback()
                case .patienceRanOut:
                    if primaryFailure == nil, !Task.isCancelled { askFallback() }
                case let .fallback(.success(weather)):
                    group.cancelAll()
                    // Still waiting for the chosen service: it did not answer in time.
                    let failure = primaryFailure ?? .timedOut
                    return .success(Answer(
                        weather: weather, provider: fallback.id,
                        fallback: ProviderFallback(from: primary.id, reason: FallbackReason(failure)), primaryFailure: failure
                    ))
                case let .fallback(.failure(failure)):
                    fallbackFailure = failure
                    if let primaryFailure {
                        group.cancelAll()
                        return .failure(both(primaryFailure, failure))
                    }
                }
            }
            return .failure(.weather(.cancelled))
        }
        return try outcome.get()
    }

    /// The forecasts of several places, one answer each, in order: the chosen service is asked for all of
    /// them at once (one request with Open-Meteo), and the fallback, where there is one, for each place
    /// the chosen service failed, all at once. `zone` gives a place's time zone, as above.
    func weather(
        at places: [Place], zone: @escaping @Sendable (Place) -> LocalTimeZone?
    ) async -> [Result<Answer, FetchError>] {
        let answers = await primary.weather(at: places.map(\.coordinate)).map { result in
            result.map { Answer(weather: $0, provider: primary.id) }
        }
        guard let fallback else { return answers }
        return await withTaskGroup(of: (Int, Result<Answer, FetchError>).self) { group in
            for (index, answer) in answers.enumerated() {
                guard case let .failure(failure) = answer, failure != .cancelled else { continue }
                let place = places[index]
                group.addTask { [primary] in
                    let result = await Self.ask(fallback, at: place.coordinate) { zone(place) }
                    // Both failing is the chosen service's failure, as for one place.
                    return (index, result.map { weather in
                        Answer(
                            weather: weather, provider: fallback.id,
                            fallback: ProviderFallback(from: primary.id, reason: FallbackReason(failure)), primaryFailure: failure
                        )
                    }.mapError { _ in failure })
                }
            }
            var results = answers
            for await (index, result) in group {
                results[index] = result
            }
            return results
        }
    }

    private static func ask(
        _ provider: any WeatherProvider, at coordinate: Coordinate, zone: @Sendable () -> LocalTimeZone?
    ) async -> Result<ProviderWeather, FetchError> {
        do {
            return .success(try await provider.weather(at: coordinate, zone: zone))
        } catch {
            return .failure(FetchError(error))
        }
    }
}
