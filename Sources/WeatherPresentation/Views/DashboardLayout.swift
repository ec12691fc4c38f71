/// Where each part of the dashboard goes for a terminal size. Pure arithmetic, used by the views and,
/// for the forecast's height, by the screen state's scroll.
public struct DashboardLayout: Equatable, Sendable {
    public static let minimumSize = TerminalSize(columns: 32, rows: 10)
    /// Wider than this, the dashboard stays this wide and is centred: lines stay readable.
    public static let maximumWidth = 110
    /// From this many rows on, the header has room for the icon art.
    public static let tallHeaderRows = 20

    /// The graph is shown only where the list keeps at least this many rows beside it.
    public static let minimumListRowsWithGraph = 8

    public let size: TerminalSize
    /// The graph is wanted (`t`); it shows where it fits.
    public let wantsGraph: Bool

    public init(size: TerminalSize, showsGraph: Bool = false) {
        self.size = size
        self.wantsGraph = showsGraph
    }

    public var isTooSmall: Bool {
        size.columns < Self.minimumSize.columns || size.rows < Self.minimumSize.rows
    }

    /// The whole dashboard, box included.
    public var frame: Rect {
        let width = min(size.columns, Self.maximumWidth)
        return Rect(x: (size.columns - width) / 2, y: 0, width: width, height: size.rows)
    }

    public var headerContentRows: Int { size.rows >= Self.tallHeaderRows ? WeatherIconRows.tall : WeatherIconRows.compact }

    /// The rows between the top border and the separator.
    public var header: Rect {
        Rect(x: frame.x + 1, y: frame.y + 1, width: frame.width - 2, height: headerContentRows)
    }

    /// The graph's rows of temperature line and of precipitation bars: more of both on a tall terminal.
    public var graphLineRows: Int { min(6, 3 + max(0, size.rows - 24) / 4) }
    public var graphBarRows: Int { size.rows >= 32 ? 2 : 1 }
    /// A separator, the line, the bars and the day labels.
    var graphHeight: Int { 1 + graphLineRows + graphBarRows + 1 }

    /// The graph, from border to border below the header, where it is wanted and the list keeps
    /// `minimumListRowsWithGraph` rows beside it.
    public var graph: Rect? {
        guard wantsGraph, !isTooSmall, listHeight(graph: graphHeight) - 1 >= Self.minimumListRowsWithGraph else { return nil }
        return Rect(x: frame.x, y: header.maxY, width: frame.width, height: graphHeight)
    }

    /// The forecast list, from border to border: its first row is the separator below the header (or
    /// the graph), which names the day of the first forecast row in view.
    public var forecast: Rect {
        let graphRows = graph?.height ?? 0
        return Rect(x: frame.x, y: header.maxY + graphRows, width: frame.width, height: listHeight(graph: graphRows))
    }

    private func listHeight(graph rows: Int) -> Int {
        frame.maxY - 1 - header.maxY - rows
    }

    /// Forecast rows below the separator.
    public var forecastRows: Int { max(0, forecast.height - 1) }

    /// Inside the box, for the spinner and failure screens.
    public var body: Rect {
        Rect(x: frame.x + 1, y: frame.y + 1, width: frame.width - 2, height: frame.height - 2)
    }
}

enum WeatherIconRows {
    static let tall = 5
    static let compact = 2
}
