import WeatherCore

/// A map centred on a place: the base map's coasts, lake shores and borders, the place's mark, the
/// names of the larger towns that fit, and optionally rain, coloured (or, without colour or on a 7-bit
/// screen, drawn by character) by intensity, and where nothing is known of it, hatched; the lines kept on
/// top of both.
public struct MapCanvas: View {
    public var baseMap: BaseMap
    public var center: Coordinate
    /// Ground distance across the map's middle row: about 50 for a neighbourhood, 1,000 for a region.
    public var widthKilometres: Double
    public var glyphs: Glyphs
    public var ramp: RainRamp
    /// Rain in mm/h at a place; nil where the source has nothing to say. Asked once for each cell.
    public var rain: ((Coordinate) -> Double?)?
    /// Whether nothing is known of the rain at a place (the radar's tile did not come). Asked once for each
    /// cell without rain.
    public var gap: ((Coordinate) -> Bool)?

    /// The layers in drawing order: the coast last, so its role wins a cell it shares with a border.
    static let layers: [(kind: BaseMapLayer.Kind, role: ColorRole)] = [(.borders, .muted), (.lakes, .border), (.coastline, .border)]

    public init(
        baseMap: BaseMap, center: Coordinate, widthKilometres: Double, glyphs: Glyphs, ramp: RainRamp,
        rain: ((Coordinate) -> Double?)? = nil, gap: ((Coordinate) -> Bool)? = nil
    ) {
        self.baseMap = baseMap
        self.center = center
        self.widthKilometres = widthKilometres
        self.glyphs = glyphs
        self.ramp = ramp
        self.rain = rain
        self.gap = gap
    }

    /// The projection of a map drawn in `rect`: one pixel a braille dot, 2 across and 4 down a cell.
    public func viewport(for rect: Rect) -> MapViewport {
        MapViewport(center: center, widthKilometres: widthKilometres, width: rect.width * 2, height: rect.height * 4)
    }

    public func render(in rect: Rect, into grid: inout Grid) {
        guard rect.width > 0, rect.height > 0 else { return }
        let viewport = viewport(for: rect)
        let mapGlyphs = glyphs.map
        var raster = MapLineRaster(columns: rect.width, rows: rect.height, glyphs: mapGlyphs)
        let region = viewport.region
        for layer in Self.layers {
            for line in baseMap.layer(layer.kind).lines(crossing: region) {
                for segment in viewport.clippedSegments(of: line) {
                    raster.draw(from: segment.start, to: segment.end, role: layer.role)
                }
            }
        }
        for y in 0..<rect.height {
            for x in 0..<rect.width {
                let index = y * rect.width + x
                let step = rainStep(atColumn: x, row: y, viewport: viewport)
                let cell: (text: String, style: CellStyle)
                if let line = raster.text(at: index) {
                    cell = (line, step.map(ramp.style) ?? CellStyle(raster.roles[index] ?? .border))
                } else if let step {
                    cell = (ramp.character(step: step), ramp.style(step: step))
                } else if isGap(atColumn: x, row: y, viewport: viewport) {
                    cell = (mapGlyphs.gap, CellStyle(.muted))
                } else {
                    cell = (" ", .normal)
                }
                grid.write(cell.text, x: rect.x + x, y: rect.y + y, style: cell.style, clip: rect)
            }
        }
        let mark = cell(of: center, in: viewport, columns: rect.width, rows: rect.height)
        let labels = TownLabels.place(baseMap.towns, columns: rect.width, rows: rect.height, mark: mark, glyphs: mapGlyphs) {
            cell(of: $0, in: viewport, columns: rect.width, rows: rect.height)
        }
        for label in labels {
            grid.write(label.text, x: rect.x + label.x, y: rect.y + label.y, style: .normal, clip: rect)
            grid.write(mapGlyphs.townMark, x: rect.x + label.x + label.markOffset, y: rect.y + label.y, style: CellStyle(.muted), clip: rect)
        }
        if let mark { grid.write(mapGlyphs.placeMark, x: rect.x + mark.x, y: rect.y + mark.y, style: CellStyle(.accent, bold: true), clip: rect) }
    }

    private func isGap(atColumn x: Int, row y: Int, viewport: MapViewport) -> Bool {
        guard let gap, let coordinate = viewport.coordinate(atX: Double(x * 2 + 1), y: Double(y * 4 + 2)) else { return false }
        return gap(coordinate)
    }

    /// The step of the rain at the cell's centre, nil where it is dry or the source is silent.
    private func rainStep(atColumn x: Int, row y: Int, viewport: MapViewport) -> Int? {
        guard let rain, let coordinate = viewport.coordinate(atX: Double(x * 2 + 1), y: Double(y * 4 + 2)),
              let intensity = rain(coordinate)
        else { return nil }
        return ramp.step(millimetresPerHour: intensity)
    }

    private func cell(of coordinate: Coordinate, in viewport: MapViewport, columns: Int, rows: Int) -> (x: Int, y: Int)? {
        guard let point = viewport.point(for: coordinate) else { return nil }
        let x = Int((point.x / 2).rounded(.down)), y = Int((point.y / 4).rounded(.down))
        guard x >= 0, x < columns, y >= 0, y < rows else { return nil }
        return (x, y)
    }
}
