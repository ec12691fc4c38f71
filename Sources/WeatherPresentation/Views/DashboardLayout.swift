/// Where each part of the dashboard goes for a terminal size. Pure arithmetic, used by the views and,
/// for the forecast's height, by the screen state's scroll.
public struct DashboardLayout: Equatable, Sendable {
    public static let minimumSize = TerminalSize(columns: 32, rows: 10)
    /// Wider than this, the dashboard stays this wide and is centred: lines stay readable.
    public static let maximumWidth = 110
    /// From this many rows on, the header has room for the icon art.
    public static let tallHeaderRows = 20

    public let size: TerminalSize

    public init(size: TerminalSize) {
        self.size = size
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

    /// The forecast list, from border to border: its first row is the separator below the header,
    /// which names the day of the first forecast row in view.
    public var forecast: Rect {
        Rect(x: frame.x, y: header.maxY, width: frame.width, height: frame.maxY - 1 - header.maxY)
    }

    /// Forecast rows below the separator.
    public var forecastRows: Int { max(0, forecast.height - 1) }

    /// Inside the box, for the spinner and failure screens.
    public var body: Rect {
        Rect(x: frame.x + 1, y: frame.y + 1, width: frame.width - 2, height: frame.height - 2)
    }

    public var keyBarY: Int { frame.maxY - 1 }
}

enum WeatherIconRows {
    static let tall = 5
    static let compact = 2
}
