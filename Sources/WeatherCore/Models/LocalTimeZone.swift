import Foundation

/// The time zone of the place the weather is for: dates are shown in it, not in the user's own.
public struct LocalTimeZone: Hashable, Sendable, Codable {
    public var identifier: String?
    public var secondsFromGMT: Int

    public init(identifier: String? = nil, secondsFromGMT: Int) {
        self.identifier = identifier
        self.secondsFromGMT = secondsFromGMT
    }

    /// The named zone where Foundation knows it (so DST changes inside the forecast are right), else the fixed offset.
    public var timeZone: TimeZone {
        if let identifier, let zone = TimeZone(identifier: identifier) { return zone }
        return TimeZone(secondsFromGMT: secondsFromGMT) ?? .gmt
    }
}
