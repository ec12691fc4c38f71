extension Grid {
    /// Gives each short run of spaces between two characters of a row (at most `maximumRun` spaces) the
    /// style of the character before it.
    ///
    /// A style is a foreground colour and a weight, and a space shows neither: the screen looks the
    /// same, and a terminal switches attributes once between two fields instead of twice (a full
    /// 100×40 repaint is about a fifth smaller). Longer runs keep their style, so a blank stretch stays
    /// plain and the terminal can skip it. The result depends only on the grid, so equal rows stay
    /// equal whatever was drawn before.
    public mutating func carryStylesAcrossSpaces(maximumRun: Int = 12) {
        let columns = size.columns
        cells.withUnsafeMutableBufferPointer { cells in
            for rowStart in stride(from: 0, to: cells.count, by: columns) {
                var x = 1
                while x < columns - 1 {
                    guard cells[rowStart + x].isSpace, !cells[rowStart + x - 1].isSpace else {
                        x += 1
                        continue
                    }
                    var end = x
                    while end < columns, cells[rowStart + end].isSpace { end += 1 }
                    if end < columns, end - x <= maximumRun {
                        let style = cells[rowStart + x - 1].style
                        for index in (rowStart + x)..<(rowStart + end) { cells[index].style = style }
                    }
                    x = end
                }
            }
        }
    }
}
