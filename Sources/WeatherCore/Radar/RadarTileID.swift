/// A slippy-map tile of the Web Mercator grid: `x` from the antimeridian eastward, `y` from the north,
/// 2^zoom of each.
public struct RadarTileID: Hashable, Sendable, Codable, CustomStringConvertible {
    public let zoom: Int
    public let x: Int
    public let y: Int

    public init(zoom: Int, x: Int, y: Int) {
        self.zoom = zoom
        self.x = x
        self.y = y
    }

    public var description: String { "\(zoom)/\(x)/\(y)" }
}
