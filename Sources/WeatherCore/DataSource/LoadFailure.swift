/// Why a load ended without weather.
public enum LoadFailure: Error, Hashable, Sendable {
    case location(LocationError)
    case weather(FetchError)
    /// The chosen weather service failed, and its fallback too.
    case weatherAndFallback(FailoverFailure)
}

extension LoadFailure {
    /// False when retrying on a timer cannot mend the failure (see `FetchError.isTransient`).
    public var isTransient: Bool {
        switch self {
        case let .weather(error), let .location(.ipLookupFailed(error)), let .location(.searchFailed(error)): error.isTransient
        case let .weatherAndFallback(failure): failure.error.isTransient
        case .location: true
        }
    }
}
