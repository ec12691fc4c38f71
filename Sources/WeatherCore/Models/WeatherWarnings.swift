import FoundationEssentials

/// What the warnings feed found for the place: which service covers it, whether it answered, and its
/// warnings then.
public struct WeatherWarnings: Hashable, Sendable, Codable {
    /// The service that covers the place; nil where none does, and then nothing is claimed either way.
    public var source: String?
    public var warnings: [WeatherWarning]
    /// Warnings whose area the service names only by codes the app has no table of (a CAP feed's
    /// geocodes): in the service's country, perhaps not at the place. Never a banner; the `!` panel lists
    /// them after the place's own, as nearby with the area unclear.
    public var areaUnclear: [WeatherWarning]
    /// When it was fetched: the feed's own age, apart from the weather's.
    public var fetchedAt: Date
    public var status: Status
    /// Where the service did not answer: when it last did (an answer this run had), if it has.
    public var lastAnswered: Date?

    /// Whether the service's answer says what holds at the place.
    public enum Status: String, Hashable, Sendable, Codable {
        /// It answered: `warnings` are those in force (none is an answer too).
        case answered
        /// It failed (no answer, an error, an answer that does not read): warnings unknown.
        case unanswered
        /// It warns by region and the place's region could not be told: warnings unknown.
        case regionUnknown
    }

    public init(
        source: String?, warnings: [WeatherWarning], areaUnclear: [WeatherWarning] = [], fetchedAt: Date, status: Status = .answered,
        lastAnswered: Date? = nil
    ) {
        self.source = source.map { TerminalText.sanitize($0) }
        self.warnings = warnings
        self.areaUnclear = areaUnclear
        self.fetchedAt = fetchedAt
        self.status = status
        self.lastAnswered = lastAnswered
    }

    private enum CodingKeys: String, CodingKey {
        case source, warnings, areaUnclear, fetchedAt, status, lastAnswered
    }

    /// Reads reports stored before the status was recorded (each an answer), or the warnings whose area
    /// is unclear (none).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            source: try container.decodeIfPresent(String.self, forKey: .source),
            warnings: try container.decode([WeatherWarning].self, forKey: .warnings),
            areaUnclear: (try? container.decodeIfPresent([WeatherWarning].self, forKey: .areaUnclear)) ?? [],
            fetchedAt: try container.decode(Date.self, forKey: .fetchedAt),
            status: (try? container.decodeIfPresent(Status.self, forKey: .status)) ?? .answered,
            lastAnswered: try? container.decodeIfPresent(Date.self, forKey: .lastAnswered)
        )
    }

    /// The feed's state for the place at `now`, as every output names it.
    public func feedState(at now: Date) -> WarningsFeedState {
        guard source != nil else { return .notCovered }
        return switch status {
        case .answered: active(at: now).isEmpty ? .covered : .warnings
        case .unanswered, .regionUnknown: .unavailable(lastAnswered: lastAnswered)
        }
    }

    /// Each warning in the words its service sent for a reader of `language` (`WeatherWarning.worded(in:)`).
    public func worded(in language: Language) -> WeatherWarnings {
        var worded = self
        worded.warnings = warnings.map { $0.worded(in: language) }
        worded.areaUnclear = areaUnclear.map { $0.worded(in: language) }
        return worded
    }

    /// The warnings in force at `now`, the most severe first, then the one ending first.
    public func active(at now: Date) -> [WeatherWarning] {
        Self.inForce(warnings, at: now)
    }

    /// The warnings whose area is unclear in force at `now`, in the same order.
    public func activeAreaUnclear(at now: Date) -> [WeatherWarning] {
        Self.inForce(areaUnclear, at: now)
    }

    private static func inForce(_ warnings: [WeatherWarning], at now: Date) -> [WeatherWarning] {
        warnings.filter { $0.isActive(at: now) }.sorted { left, right in
            if left.severity != right.severity { return left.severity > right.severity }
            return (left.ends ?? .distantFuture) < (right.ends ?? .distantFuture)
        }
    }
}
