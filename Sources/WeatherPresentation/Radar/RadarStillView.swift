import WeatherCore

/// `weathertui radar`'s picture of the latest frame: the sentence on the first row, the map round the
/// place with the frame's rain below it, then the legend and the frames' times. On fewer than five rows
/// the map goes first, then the legend.
public struct RadarStillView: View {
    public var sentence: String
    public var canvas: MapCanvas
    public var units: UnitFormatter
    public var frames: String

    public init(sentence: String, canvas: MapCanvas, units: UnitFormatter, frames: String) {
        self.sentence = sentence
        self.canvas = canvas
        self.units = units
        self.frames = frames
    }

    /// The picture at `size`.
    public func grid(size: TerminalSize) -> Grid {
        var grid = Grid(size: size)
        render(in: grid.bounds, into: &grid)
        grid.drawMarks(as: canvas.glyphs)
        return grid
    }

    func render(in rect: Rect, into grid: inout Grid) {
        guard rect.width > 0, rect.height > 0 else { return }
        let roomy = rect.height >= 5
        var mapTop = rect.y
        var mapBottom = rect.y + rect.height
        if roomy {
            grid.write([TextRun(sentence, CellStyle(.title, bold: true))], x: rect.x, y: rect.y, maxWidth: rect.width)
            grid.write([TextRun(frames, CellStyle(.muted))], x: rect.x, y: mapBottom - 1, maxWidth: rect.width)
            mapTop += 1
            mapBottom -= 1
        }
        if rect.height >= 2 {
            grid.write(canvas.ramp.legend(formatter: units), x: rect.x, y: mapBottom - 1, maxWidth: rect.width)
            mapBottom -= 1
        }
        canvas.render(in: Rect(x: rect.x, y: mapTop, width: rect.width, height: mapBottom - mapTop), into: &grid)
    }
}
