/// A day's low and high placed within the whole period's range, as the days view draws it: a track
/// `width` cells wide for the period, filled from the low's cell to the high's (at least one cell).
public struct RangeBar: Equatable, Sendable {
    public let width: Int
    /// The filled cells.
    public let filled: Range<Int>

    public init(low: Double, high: Double, periodLow: Double, periodHigh: Double, width: Int) {
        let width = max(0, width)
        self.width = width
        let span = periodHigh - periodLow
        guard width > 0, span > 0, span.isFinite, low.isFinite, high.isFinite else {
            filled = 0..<width
            return
        }
        func cell(_ value: Double, _ rule: FloatingPointRoundingRule) -> Int {
            min(max(0, Int(((value - periodLow) / span * Double(width)).rounded(rule))), width)
        }
        let start = min(cell(min(low, high), .down), width - 1)
        filled = start..<max(start + 1, cell(max(low, high), .up))
    }

    public func text(_ glyphs: GlanceGlyphs) -> (before: String, filled: String, after: String) {
        (
            String(repeating: glyphs.rangeTrack, count: filled.lowerBound),
            String(repeating: glyphs.rangeFill, count: filled.count),
            String(repeating: glyphs.rangeTrack, count: width - filled.upperBound)
        )
    }
}
