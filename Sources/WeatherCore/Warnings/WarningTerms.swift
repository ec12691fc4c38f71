import FoundationEssentials

/// What a warning service's entry in the service table says beyond its address: where it speaks, how
/// long its answer is used without asking again, and the source that asks it and reads its answer.
public struct WarningTerms: Sendable {
    public let coverage: WarningCoverage
    /// How long a stored answer is used without a request.
    public let freshFor: TimeInterval
    let makeSource: @Sendable (URL) -> any WarningSource

    init(coverage: WarningCoverage, freshFor: TimeInterval = 5 * 60, source: @escaping @Sendable (URL) -> any WarningSource) {
        self.coverage = coverage
        self.freshFor = freshFor
        self.makeSource = source
    }
}
