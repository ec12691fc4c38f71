/// A forecast from the fallback service: the chosen one, `from`, failed for `reason`.
public struct ProviderFallback: Hashable, Sendable, Codable {
    public var from: ProviderID
    public var reason: FallbackReason

    public init(from: ProviderID, reason: FallbackReason) {
        self.from = from
        self.reason = reason
    }
}
