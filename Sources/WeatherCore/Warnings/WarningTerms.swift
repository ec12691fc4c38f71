import FoundationEssentials

/// What a warning service's entry in the service table says beyond its address: where it speaks, how
/// long its answer is used without asking again, and the source that asks it and reads its answer.
public struct WarningTerms: Sendable {
    public let coverage: WarningCoverage
    /// How long a stored answer is used without a request.
    public let freshFor: TimeInterval
    private let sourceAt: @Sendable (URL, Endpoints) -> any WarningSource

    init(coverage: WarningCoverage, freshFor: TimeInterval = 5 * 60, source: @escaping @Sendable (URL) -> any WarningSource) {
        self.init(coverage: coverage, freshFor: freshFor) { url, _ in source(url) }
    }

    /// A source that asks another service too (CMA's, reverse geocoding in Chinese) gets every address.
    init(coverage: WarningCoverage, freshFor: TimeInterval = 5 * 60, source: @escaping @Sendable (URL, Endpoints) -> any WarningSource) {
        self.coverage = coverage
        self.freshFor = freshFor
        self.sourceAt = source
    }

    /// The source that asks the service at `url`, and any other service at its address in `endpoints`.
    func makeSource(_ url: URL, endpoints: Endpoints = .defaults) -> any WarningSource {
        sourceAt(url, endpoints)
    }
}
