/// Why a load ended without weather.
public enum LoadFailure: Error, Hashable, Sendable {
    case location(LocationError)
    case weather(FetchError)
}
