import FoundationEssentials

/// What the warnings feed found for the place: which service covers it and its warnings then.
public struct WeatherWarnings: Hashable, Sendable, Codable {
    /// The service that covers the place; nil where none does, and then nothing is claimed either way.
    public var source: String?
    public var warnings: [WeatherWarning]
    /// When it was fetched: the feed's own age, apart from the weather's.
    public var fetchedAt: Date

    public init(source: String?, warnings: [WeatherWarning], fetchedAt: Date) {
        self.source = source.map { TerminalText.sanitize($0) }
        self.warnings = warnings
        self.fetchedAt = fetchedAt
    }

    /// The warnings in force at `now`, the most severe first, then the one ending first.
    public func active(at now: Date) -> [WeatherWarning] {
        warnings.filter { $0.isActive(at: now) }.sorted { left, right in
            if left.severity != right.severity { return left.severity > right.severity }
            return (left.ends ?? .distantFuture) < (right.ends ?? .distantFuture)
        }
    }
}
