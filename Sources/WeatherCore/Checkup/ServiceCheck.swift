/// One service `weathertui doctor` asked for the place, or had no need to, and what came of it.
public struct ServiceCheck: Hashable, Sendable {
    /// What the app asks the service for.
    public enum Role: Hashable, Sendable {
        case ipLookup
        case placeSearch
        case forecast
        case fallbackForecast
        case placeName
        case airQuality
        case marine
        case tidePredictions
        case observation
        case ensemble
        case normals
        case warnings
    }

    public enum Outcome: Hashable, Sendable {
        /// A 2xx answer the app could read (for the slowest of the requests, where there were several).
        case answered(status: Int, duration: Duration)
        /// The warning service answered, but warns by regions and the place's was not found among them.
        case regionNotFound(status: Int, duration: Duration)
        /// An HTTP error status, as the app read it (`error`: nil where the app says no more than the status).
        case refused(status: Int, duration: Duration, error: FetchError?)
        /// A 2xx answer the app could not use (`error`: nil where the app says no more than that).
        case unusable(status: Int, duration: Duration, error: FetchError?)
        /// No answer: refused connection, no network, timeout, certificate, proxy.
        case failed(FetchError, duration: Duration)
        /// Not asked: the app would not ask it for this place.
        case notNeeded(Reason)
        /// No warning service covers the place: nothing to ask.
        case notCovered
    }

    public enum Reason: Hashable, Sendable {
        /// The place came with its name: nothing to name.
        case placeHasName
        /// The settings turn the fallback off.
        case fallbackOff
        /// The warning service's request needs the place's region, which is not known.
        case regionUnknown
        /// No NOAA tide station is near the place (or it has no sea): its tides are the model's.
        case noTideStation
    }

    public var role: Role
    /// The service asked; nil for the warnings where no service covers the place.
    public var service: Service?
    public var outcome: Outcome

    public init(role: Role, service: Service?, outcome: Outcome) {
        self.role = role
        self.service = service
        self.outcome = outcome
    }

    /// Whether the service was needed and did not answer as the app needs.
    public var failed: Bool {
        switch outcome {
        case .refused, .unusable, .failed: true
        case .answered, .regionNotFound, .notNeeded, .notCovered: false
        }
    }

    /// What `exchanges` (the requests one client made) and `error` (what the client threw, if it did)
    /// say of a service; nil where no request was made. A failed request, then an error status, is the
    /// outcome; else the client's error makes the answer unusable. A request cancelled is not the
    /// service's doing (a lookup started ahead and no longer waited for) and counts for nothing.
    public static func outcome(of exchanges: [ServiceExchange], error: FetchError?) -> Outcome? {
        let counted = exchanges.filter { $0.ending != .failure(.cancelled) }
        for exchange in counted {
            if case let .failure(failure) = exchange.ending { return .failed(failure, duration: exchange.duration) }
        }
        for exchange in counted {
            if case let .status(status) = exchange.ending, !isSuccess(status) {
                return .refused(status: status, duration: exchange.duration, error: error)
            }
        }
        guard let slowest = counted.max(by: { $0.duration < $1.duration }), case let .status(status) = slowest.ending else { return nil }
        if let error, error != .cancelled { return .unusable(status: status, duration: slowest.duration, error: error) }
        return .answered(status: status, duration: slowest.duration)
    }

    /// 2xx, and 304 (the answer kept is still current).
    private static func isSuccess(_ status: Int) -> Bool {
        (200..<300).contains(status) || status == 304
    }
}
