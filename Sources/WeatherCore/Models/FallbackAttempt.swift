/// The fallback service being asked for the forecast because the chosen one failed or is slow.
public struct FallbackAttempt: Hashable, Sendable {
    public var from: ProviderID
    public var to: ProviderID

    public init(from: ProviderID, to: ProviderID) {
        self.from = from
        self.to = to
    }
}
