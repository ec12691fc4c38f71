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
        let compare = previous?.size == size ? previous : nil
        var changes: [GridChange] = []
        for y in 0..<size.rows {
            for x in 0..<size.columns {
                let cell = self[x, y]
                guard cell.width > 0 else { continue }
                if let compare, compare[x, y] == cell,
                   cell.width == 1 || x + 1 >= size.columns || compare[x + 1, y] == self[x + 1, y] {
                    continue
                }
                changes.append(GridChange(x: x, y: y, cell: cell))
            }
        }
        return changes
    }
}
