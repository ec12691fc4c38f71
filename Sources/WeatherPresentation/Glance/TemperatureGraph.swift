/// The forecast graph as cells: a temperature line in braille dots (2×4 a cell) scaled from the lowest
/// to the highest value, and precipitation as bars beneath it. Pure arithmetic; `GraphView` draws it.
/// The values are evenly spaced in time and span the whole width; nil is a missing step, left as a gap.
/// Behind the line, where given, a band (the ensemble's 10th to 90th percentile) as a sparse lattice of dots.
public struct TemperatureGraph: Equatable, Sendable {
    public let columns: Int
    public let rows: Int
    public let barRows: Int
    public let low: Double?
    public let high: Double?
    /// Braille dots of each cell, row by row (bit 0 dot 1 … bit 7 dot 8).
    public private(set) var dots: [[UInt8]]
    /// The temperature the line has in each column, for its colour; nil where it has none.
    public private(set) var columnTemperatures: [Double?]
    /// The band's dots of each cell, row by row: a lattice that shades it without drawing a line.
    public private(set) var bandDots: [[UInt8]]
    /// Each column's bar, in eighths of a row (0 … 8 × `barRows`).
    public private(set) var bars: [Int]
    private let count: Int

    /// `fullBar`: the precipitation that fills every bar row; any amount above zero shows at least an eighth.
    /// `band`: a range a value (none, or as many as `temperatures`), within the scale with the line.
    public init(
        temperatures: [Double?], precipitation: [Double?], band: [ClosedRange<Double>?] = [], columns: Int, rows: Int, barRows: Int,
        fullBar: Double
    ) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        self.barRows = max(0, barRows)
        count = temperatures.count
        let range = Self.range(of: temperatures, band: band)
        low = range?.lowerBound
        high = range?.upperBound
        dots = Array(repeating: Array(repeating: 0, count: self.columns), count: self.rows)
        bandDots = dots
        columnTemperatures = Array(repeating: nil, count: self.columns)
        bars = Array(repeating: 0, count: self.columns)
        guard self.columns > 0, count > 0 else { return }
        if band.count == count { plotBand(band) }
        plotLine(temperatures)
        plotBars(precipitation, fullBar: fullBar)
    }

    /// The lowest and highest of the finite values and the band's ends: the line's scale.
    public static func range(of temperatures: [Double?], band: [ClosedRange<Double>?] = []) -> ClosedRange<Double>? {
        let ends = band.flatMap { [$0?.lowerBound, $0?.upperBound] }
        let finite = (temperatures + ends).compactMap { $0 }.filter(\.isFinite)
        guard let low = finite.min(), let high = finite.max() else { return nil }
        return low...high
    }

    /// The cell column of a position measured in values (0 is the first value, `count - 1` the last).
    public func column(at position: Double) -> Int {
        guard count > 1, columns > 0, position.isFinite else { return 0 }
        let clamped = min(max(position, 0), Double(count - 1))
        return Int((clamped * Double(dotColumns - 1) / Double(count - 1)).rounded()) / Braille.columns
    }

    private var dotColumns: Int { columns * Braille.columns }
    private var dotRows: Int { rows * Braille.rows }

    /// The dot column of value `index`.
    private func dotColumn(of index: Int) -> Int {
        count > 1 ? Int((Double(index) * Double(dotColumns - 1) / Double(count - 1)).rounded()) : 0
    }

    /// The value the line has at dot column `x`: its own value where one sits there, else the straight
    /// line between the values either side; nil in a gap or beyond the last value.
    private func value(atDot x: Int, _ values: [Double?]) -> Double? {
        guard count > 1 else { return x == 0 ? values[0] : nil }
        let position = Double(x) * Double(count - 1) / Double(dotColumns - 1)
        let before = Int(position.rounded(.down))
        guard before < count else { return nil }
        if dotColumn(of: before) == x || before == count - 1 { return values[before] }
        if dotColumn(of: before + 1) == x { return values[before + 1] }
        guard let a = values[before], let b = values[before + 1] else { return nil }
        let fraction = (Double(x) - Double(dotColumn(of: before))) / Double(dotColumn(of: before + 1) - dotColumn(of: before))
        return a + (b - a) * fraction
    }

    private func dotRow(of value: Double) -> Int {
        guard let low, let high, high > low, dotRows > 1 else { return dotRows / 2 }
        let fraction = (high - value) / (high - low)
        guard fraction.isFinite else { return dotRows / 2 }
        return Int((min(max(0, fraction), 1) * Double(dotRows - 1)).rounded())
    }

    /// One dot a column on the line, and in a steep stretch the dots between it and its neighbour's,
    /// so the line stays joined.
    private mutating func plotLine(_ values: [Double?]) {
        guard rows > 0 else { return }
        var previous: Int?
        for x in 0..<dotColumns {
            guard let value = value(atDot: x, values), value.isFinite else {
                previous = nil
                continue
            }
            let y = dotRow(of: value)
            let span = previous.map { $0 < y ? ($0 + 1)...y : y...max(y, $0 - 1) } ?? y...y
            for row in span { set(x: x, y: row) }
            previous = y
            let column = x / Braille.columns
            if columnTemperatures[column] == nil { columnTemperatures[column] = value }
        }
    }

    /// The band's lattice: in each cell the top dot of its left column and the third of its right, where
    /// they fall between the band's ends at that dot column.
    private mutating func plotBand(_ band: [ClosedRange<Double>?]) {
        guard rows > 0 else { return }
        let lows = band.map { $0?.lowerBound }
        let highs = band.map { $0?.upperBound }
        for x in 0..<dotColumns {
            guard let low = value(atDot: x, lows), let high = value(atDot: x, highs), low.isFinite, high.isFinite else { continue }
            for y in dotRow(of: max(low, high))...dotRow(of: min(low, high)) where y % Braille.rows == (x % Braille.columns) * 2 {
                bandDots[y / Braille.rows][x / Braille.columns] |= Braille.bit(x: x % Braille.columns, y: y % Braille.rows)
            }
        }
    }

    private mutating func set(x: Int, y: Int) {
        dots[y / Braille.rows][x / Braille.columns] |= Braille.bit(x: x % Braille.columns, y: y % Braille.rows)
    }

    /// A step's bar covers the columns from its own to the next step's; a column that holds several
    /// steps shows the largest.
    private mutating func plotBars(_ amounts: [Double?], fullBar: Double) {
        let total = barRows * 8
        guard total > 0, fullBar > 0 else { return }
        for index in amounts.indices where index < count {
            guard let amount = amounts[index], amount.isFinite, amount > 0 else { continue }
            let eighths = min(total, max(1, Int((amount / fullBar * Double(total)).rounded(.up))))
            let first = dotColumn(of: index) / Braille.columns
            let last = index + 1 < count ? max(first, dotColumn(of: index + 1) / Braille.columns - 1) : first
            for column in first...min(last, columns - 1) { bars[column] = max(bars[column], eighths) }
        }
    }
}
