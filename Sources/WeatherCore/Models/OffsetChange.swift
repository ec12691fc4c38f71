import FoundationEssentials

/// A change of a zone's offset from UTC (daylight-saving time starting or ending).
public struct OffsetChange: Hashable, Sendable, Codable {
    /// From this instant on, the offset is `secondsFromGMT`.
    public var time: Date
    public var secondsFromGMT: Int

    public init(time: Date, secondsFromGMT: Int) {
        self.time = time
        self.secondsFromGMT = secondsFromGMT
    }
}
