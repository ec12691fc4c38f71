/// A box with text on its borders: a title at the top left, a status at the top right, a bar at the
/// bottom left and a credit at the bottom right. The dashboard and every panel over it are drawn with it.
struct BoxFrame: View {
    var title: [TextRun] = []
    /// Follows the title only when both fit whole.
    var titleNote: [TextRun] = []
    var status: [TextRun] = []
    var footer: [TextRun] = []
    var credit: String?
    var style = Styles.border
    /// Panels drawn over the dashboard clear what is beneath them.
    var clearsInside = false
    /// Columns between the corner and the title.
    var titleIndent = 1

    func render(in rect: Rect, into grid: inout Grid) {
        if clearsInside { grid.fill(rect) }
        grid.box(rect, style: style)
        let inner = rect.width - 4
        let statusWidth = status.reduce(0) { $0 + $1.width } + 2
        let statusFits = statusWidth <= inner / 2 + 8
        let showsStatus = statusFits && !status.isEmpty
        let titleRoom = max(0, inner - (statusFits ? statusWidth + 1 : 0) - (titleIndent - 1))
        if !title.isEmpty, titleRoom > 2 {
            var runs = [TextRun(" ", style)] + title + [TextRun(" ", style)]
            let withNote = [TextRun(" ", style)] + title + titleNote + [TextRun(" ", style)]
            if !titleNote.isEmpty, withNote.reduce(0, { $0 + $1.width }) <= titleRoom {
                runs = withNote
            } else if runs.reduce(0, { $0 + $1.width }) > titleRoom {
                let text = DisplayWidth.truncate(title.map(\.text).joined(), to: titleRoom - 2)
                runs = [TextRun(" ", style), TextRun(text, title.first?.style ?? Styles.title), TextRun(" ", style)]
            }
            grid.write(runs, x: rect.x + titleIndent, y: rect.y, maxWidth: titleRoom)
        }
        if showsStatus {
            grid.write([TextRun(" ")] + status + [TextRun(" ")], x: rect.maxX - 1 - statusWidth, y: rect.y, maxWidth: statusWidth)
        }
        let used = footer.isEmpty ? 0 : grid.write(footer, x: rect.x + 1, y: rect.maxY - 1, maxWidth: inner + 2)
        if let credit {
            let creditWidth = DisplayWidth.of(credit) + 2
            if used + creditWidth + 2 <= inner + 2 {
                grid.write(" \(credit) ", x: rect.maxX - 1 - creditWidth, y: rect.maxY - 1, style: Styles.muted)
            }
        }
    }
}

extension BoxFrame {
    /// A cleared, framed panel of `width`×`height` centred in `bounds`; returns its inside.
    static func panel(
        title: String, style: CellStyle, width: Int, height: Int, in bounds: Rect, into grid: inout Grid
    ) -> Rect {
        let rect = bounds.centered(width: width, height: height)
        BoxFrame(title: [TextRun(title, style)], style: style, clearsInside: true, titleIndent: 2).render(in: rect, into: &grid)
        return rect.inset(by: 1)
    }
}
