import FoundationEssentials

/// The members' hourly temperatures and precipitation summed up: the 10th to 90th percentile band an
/// hour, the 10th to 90th percentile of the members' highs a local day, and the share of members with
/// rain in each.
public struct EnsembleSummary: Sendable {
    /// An hour a row, a member a column; nil where a member has no value.
    public var times: [Date]
    public var temperatures: [[Double?]]
    public var precipitation: [[Double?]]
    /// Seconds east of UTC of the place's clock: where its days begin.
    public var utcOffset: Int

    /// A day is summed up when its members have at least this many hours of it (so that the afternoon's
    /// high is in them).
    static let hoursForADay = 18
    static let lowPercentile = 0.1
    static let highPercentile = 0.9

    public init(times: [Date], temperatures: [[Double?]], precipitation: [[Double?]], utcOffset: Int) {
        self.times = times
        self.temperatures = temperatures
        self.precipitation = precipitation
        self.utcOffset = utcOffset
    }

    public var hours: [EnsembleHour] {
        times.indices.compactMap { index in
            let values = Self.row(index, of: temperatures).compactMap { $0 }.sorted()
            guard let low = Percentile.of(sorted: values, Self.lowPercentile), let high = Percentile.of(sorted: values, Self.highPercentile)
            else { return nil }
            return EnsembleHour(time: times[index], low: low, high: high, rainShare: Self.wetShare(Self.row(index, of: precipitation)))
        }
    }

    private static func row(_ index: Int, of table: [[Double?]]) -> [Double?] {
        index < table.count ? table[index] : []
    }

    /// A member's value read in place: a copy of its row (`row(_:of:)`) for each of some 17,000 values
    /// costs more than the rest of the day's summing.
    private static func value(_ member: Int, _ index: Int, of table: [[Double?]]) -> Double? {
        guard index < table.count, member < table[index].count else { return nil }
        return table[index][member]
    }

    public var days: [EnsembleDay] {
        let byDay = Dictionary(grouping: times.indices) { index in
            Int(((times[index].timeIntervalSince1970 + Double(utcOffset)) / 86_400).rounded(.down))
        }
        return byDay.keys.sorted().compactMap { day in
            guard let rows = byDay[day], rows.count >= Self.hoursForADay else { return nil }
            let members = rows.map { Self.row($0, of: temperatures).count }.max() ?? 0
            let highs = (0..<members).compactMap { member in
                rows.compactMap { row in Self.value(member, row, of: temperatures) }.max()
            }.sorted()
            guard let low = Percentile.of(sorted: highs, Self.lowPercentile), let high = Percentile.of(sorted: highs, Self.highPercentile)
            else { return nil }
            let totals = (0..<members).map { member -> Double? in
                let amounts = rows.compactMap { row in Self.value(member, row, of: precipitation) }
                return amounts.isEmpty ? nil : amounts.reduce(0, +)
            }
            let date = Date(timeIntervalSince1970: Double(day) * 86_400 - Double(utcOffset))
            return EnsembleDay(date: date, highLow: low, highHigh: high, rainShare: Self.wetShare(totals))
        }
    }

    /// The share of the members with a value whose amount is at least `Ensemble.wetAmount`.
    static func wetShare(_ amounts: [Double?]) -> Double? {
        let known = amounts.compactMap { $0 }
        guard !known.isEmpty else { return nil }
        return Double(known.filter { $0 >= Ensemble.wetAmount - 1e-9 }.count) / Double(known.count)
    }
}
