import FoundationEssentials

/// A high or a low tide: when the sea level turns, and how high it is then (metres).
public struct Tide: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable {
        case high
        case low
    }

    public var time: Date
    public var height: Double
    public var kind: Kind

    public init(time: Date, height: Double, kind: Kind) {
        self.time = time
        self.height = height
        self.kind = kind
    }
}
