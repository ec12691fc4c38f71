/// Where the terminal's cursor is to stand, visible, once a grid is drawn: the screen-reader form puts
/// it at the start of the line read, which screen readers follow. A grid without one hides the cursor.
public struct CursorPosition: Hashable, Sendable {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}
