import FoundationEssentials

/// One radar picture: its time, whether it was seen or is forecast, and the tiles that came (at one zoom).
///
/// `intensity(at:)` is nil where no tile came (not asked for, or refused) and 0 where a tile came and shows
/// no echo. RainViewer's tiles are transparent both where it is dry and outside the radars' coverage:
/// the format cannot tell the two apart, so both read 0.
public struct RadarFrame: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, Codable {
        /// Seen by the radars.
        case past
        /// The source's forecast (its nowcast).
        case nowcast
    }

    public let time: Date
    public let kind: Kind
    public let zoom: Int
    public let tiles: [RadarTileID: RadarTile]
    /// The tiles asked for that did not come: where they lie, the frame shows nothing, rain or dry.
    public let missing: Set<RadarTileID>
    public var missingTiles: Int { missing.count }

    public init(time: Date, kind: Kind, zoom: Int, tiles: [RadarTile], missing: Set<RadarTileID> = []) {
        self.time = time
        self.kind = kind
        self.zoom = zoom
        self.tiles = Dictionary(tiles.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.missing = missing
    }

    /// The echo at `coordinate`; nil where no tile of this frame covers it.
    public func echo(at coordinate: Coordinate) -> RadarEcho? {
        let (x, y) = WebMercator.pixel(of: coordinate, zoom: zoom)
        return echo(worldX: Int(x.rounded(.down)), worldY: Int(y.rounded(.down)))
    }

    /// The precipitation rate at `coordinate` in mm/h: 0 where a tile shows none, nil where no tile came.
    public func intensity(at coordinate: Coordinate) -> Double? {
        echo(at: coordinate)?.rate
    }

    /// The echo at world pixel `worldX`, `worldY` of the frame's zoom; nil outside its tiles.
    public func echo(worldX: Int, worldY: Int) -> RadarEcho? {
        guard let (id, column, row) = Self.tile(worldX: worldX, worldY: worldY, zoom: zoom), let tile = tiles[id] else { return nil }
        return tile.echo(column: column, row: row)
    }

    /// Whether `coordinate` lies in a tile asked for that did not come: nothing is known there.
    public func isMissing(at coordinate: Coordinate) -> Bool {
        guard !missing.isEmpty else { return false }
        let (x, y) = WebMercator.pixel(of: coordinate, zoom: zoom)
        return Self.tile(worldX: Int(x.rounded(.down)), worldY: Int(y.rounded(.down)), zoom: zoom).map { missing.contains($0.id) } ?? false
    }

    /// The tile a world pixel lies in (across the date line, the world's other side), and the pixel in it.
    private static func tile(worldX: Int, worldY: Int, zoom: Int) -> (id: RadarTileID, column: Int, row: Int)? {
        let side = WebMercator.tileSize, count = 1 << zoom
        guard worldY >= 0, worldY < side * count else { return nil }
        let wrappedX = (worldX % (side * count) + side * count) % (side * count)
        return (RadarTileID(zoom: zoom, x: wrappedX / side, y: worldY / side), wrappedX % side, worldY % side)
    }
}
