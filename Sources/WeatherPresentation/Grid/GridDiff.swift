/// A cell to write at a position: what the terminal backend copies to the screen.
public struct GridChange: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var cell: Cell

    public init(x: Int, y: Int, cell: Cell) {
        self.x = x
        self.y = y
        self.cell = cell
    }
}

extension Grid {
    /// The cells to write so that a screen showing `previous` shows this grid: every cell when there is
    /// no previous grid or its size differs, else only those that changed. Continuation cells are never
    /// listed (writing a wide cluster fills them); a wide cluster is rewritten when a cell it covers
    /// changed.
    public func changes(from previous: Grid?) -> [GridChange] {
        let columns = size.columns
        var changes: [GridChange] = []
        cells.withUnsafeBufferPointer { new in
            guard let previous, previous.size == size else {
                changes.reserveCapacity(new.count)
                for y in 0..<size.rows {
                    let rowStart = y * columns
                    for x in 0..<columns where new[rowStart + x].width > 0 {
                        changes.append(GridChange(x: x, y: y, cell: new[rowStart + x]))
                    }
                }
                return
            }
            previous.cells.withUnsafeBufferPointer { old in
                for y in 0..<size.rows {
                    let rowStart = y * columns
                    for x in 0..<columns where new[rowStart + x].width > 0 {
                        let index = rowStart + x
                        if old[index] == new[index], new[index].width == 1 || Self.coversSameCells(old, new, after: index, upTo: min(index + new[index].width, rowStart + columns)) {
                            continue
                        }
                        changes.append(GridChange(x: x, y: y, cell: new[index]))
                    }
                }
            }
        }
        return changes
    }

    private static func coversSameCells(_ old: UnsafeBufferPointer<Cell>, _ new: UnsafeBufferPointer<Cell>, after index: Int, upTo end: Int) -> Bool {
        var covered = index + 1
        while covered < end {
            if old[covered] != new[covered] { return false }
            covered += 1
        }
        return true
    }
}
