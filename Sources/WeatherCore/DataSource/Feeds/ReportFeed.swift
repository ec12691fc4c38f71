/// A part of the report that a service other than the weather provides (the place's name, the air).
/// Feeds load beside the weather and never hold it up; a feed that fails leaves only its own part out.
/// Each keeps its own stored copy and decides when that is fresh enough to use without a request.
public protocol ReportFeed: Sendable {
    /// The feed's name in the log.
    var name: String { get }
    var part: ReportPart { get }
    /// What this feed adds to a report for `place`; nil when it has nothing to add. Throws when its
    /// service fails.
    func amendment(for place: Place) async throws -> ReportAmendment?
}

/// One feed's part of a report, applied to whichever report it arrives for.
public struct ReportAmendment: Sendable {
    private let change: @Sendable (inout WeatherReport) -> Void

    public init(_ change: @escaping @Sendable (inout WeatherReport) -> Void) {
        self.change = change
    }

    public func apply(to report: inout WeatherReport) {
        change(&report)
    }
}
