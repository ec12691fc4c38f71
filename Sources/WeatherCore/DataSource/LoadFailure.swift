/// Why a load ended without weather.
public enum LoadFailure: Error, Hashable, Sendable {
    case location(LocationError)
    case weather(FetchError)
}

extension LoadFailure {
    /// False when retrying on a timer cannot mend the failure (see `FetchError.isTransient`).
    public var isTransient: Bool {
        switch self {
        case let .weather(error), let .location(.ipLookupFailed(error)), let .location(.searchFailed(error)): error.isTransient
        case .location: true
        }
    }
}
