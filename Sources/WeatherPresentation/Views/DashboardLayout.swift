/// Where each part of the dashboard goes for a terminal size. Pure arithmetic, shared by the views and
/// the controller (which needs the list's height to scroll).
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

    /// The row between header and list; it shows the day of the first forecast row in view.
    public var separatorY: Int { header.maxY }

    public var list: Rect {
        Rect(x: frame.x + 1, y: separatorY + 1, width: frame.width - 2, height: frame.maxY - 1 - (separatorY + 1))
    }

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
