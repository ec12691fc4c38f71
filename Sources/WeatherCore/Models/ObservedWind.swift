/// The wind a station measured: where from (nil: variable), its speed and gusts, in m/s.
public struct ObservedWind: Hashable, Sendable, Codable {
    /// Degrees the wind comes from; nil where the report says it varies (VRB).
    public var direction: Double?
    public var speed: Double
    public var gust: Double?

    public init(direction: Double?, speed: Double, gust: Double? = nil) {
        self.direction = direction
        self.speed = speed
        self.gust = gust
    }

    /// 00000KT: no wind.
    public var isCalm: Bool { speed == 0 && gust == nil }
}
