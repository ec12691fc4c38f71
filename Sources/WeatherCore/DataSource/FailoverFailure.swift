/// The chosen forecast service failed and its fallback after it: the chosen one's failure is the one
/// acted on (a retry, a backoff); both are named to the user.
public struct FailoverFailure: Hashable, Sendable {
    public var chosen: ProviderID
    public var error: FetchError
    public var fallback: ProviderID
    public var fallbackError: FetchError

    public init(chosen: ProviderID, error: FetchError, fallback: ProviderID, fallbackError: FetchError) {
        self.chosen = chosen
        self.error = error
        self.fallback = fallback
        self.fallbackError = fallbackError
    }
}
