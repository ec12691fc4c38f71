import FoundationEssentials

/// The high and low tides of a sea-level curve sampled hourly: each sample higher (lower) than the one
/// before and at least as high (low) as the one after is a turn, whose time and height are read off the
/// parabola through it and its neighbours, so a tide between two samples is found to within minutes.
public enum TideTurns {
    /// The turns of `levels` (times in order, one step apart), in time order. A gap (a missing value)
    /// ends the curve there: no turn is read across it.
    public static func turns(in levels: [(time: Date, level: Double?)]) -> [Tide] {
        guard levels.count >= 3 else { return [] }
        var found: [Tide] = []
        for index in 1..<(levels.count - 1) {
            guard let before = levels[index - 1].level, let level = levels[index].level, let after = levels[index + 1].level else { continue }
            let kind: Tide.Kind
            if level > before, level >= after {
                kind = .high
            } else if level < before, level <= after {
                kind = .low
            } else {
                continue
            }
            let step = levels[index + 1].time.timeIntervalSince(levels[index].time)
            let curvature = before - 2 * level + after
            // The vertex of the parabola through the three samples, in steps from the middle one.
            let offset = curvature == 0 ? 0 : 0.5 * (before - after) / curvature
            let height = level - 0.25 * (before - after) * offset
            found.append(Tide(time: levels[index].time.addingTimeInterval(offset * step), height: height, kind: kind))
        }
        return found
    }
}
