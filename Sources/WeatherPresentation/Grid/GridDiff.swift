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
    /// listed (writing a wide character fills them); a wide character is rewritten when the cell its
    /// right half covers changed.
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
                        if old[index] == new[index], new[index].width == 1 || x + 1 >= columns || old[index + 1] == new[index + 1] {
                            continue
                        }
                        changes.append(GridChange(x: x, y: y, cell: new[index]))
                    }
                }
            }
        }
        return changes
    }
}
