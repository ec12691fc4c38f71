import FoundationEssentials

/// A named zone's offsets from UTC through time, as the tz database keeps them: the offsets it has
/// changed between up to its last listed change, and the daylight-saving rule it follows after that.
public struct TimeZoneRules: Hashable, Sendable {
    /// A change of offset: from `time` (seconds since 1970) on, the zone is `secondsFromGMT` east of UTC.
    struct Transition: Hashable, Sendable {
        var time: Int64
        var secondsFromGMT: Int
    }

    /// The offset before the first transition.
    var initialOffset: Int
    /// In time order.
    var transitions: [Transition]
    /// The rule after the last transition, where the database gives one.
    var rule: PosixTimeZoneRule?

    /// Seconds east of UTC at `date`.
    public func secondsFromGMT(at date: Date) -> Int {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite, abs(seconds) < CivilTime.supportedSeconds else { return initialOffset }
        let time = Int64(seconds.rounded(.down))
        if let rule, transitions.last.map({ time >= $0.time }) ?? true {
            return rule.secondsFromGMT(at: time)
        }
        var low = 0
        var high = transitions.count
        while low < high {
            let middle = (low + high) / 2
            if transitions[middle].time <= time { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? initialOffset : transitions[low - 1].secondsFromGMT
    }

    /// The zone from `start` to `end`: its offset at `start` and every change of offset after it up to `end`.
    public func localTimeZone(identifier: String, from start: Date, to end: Date) -> LocalTimeZone {
        LocalTimeZone(identifier: identifier, secondsFromGMT: secondsFromGMT(at: start), changes: changes(from: start, to: end))
    }

    /// The instants in (start, end] at which the offset changes, with the offset from each on.
    func changes(from start: Date, to end: Date) -> [OffsetChange] {
        guard let year = CivilTime(start, utcOffset: 0)?.year, let lastYear = CivilTime(end, utcOffset: 0)?.year, start < end
        else { return [] }
        let first = Int64(start.timeIntervalSince1970.rounded(.down))
        let last = Int64(end.timeIntervalSince1970.rounded(.down))
        var candidates = transitions.map(\.time)
        if let rule {
            // The rule holds from the last listed transition on.
            let ruleStart = transitions.last?.time ?? .min
            candidates += (year - 1...lastYear + 1).flatMap(rule.transitionTimes(in:)).filter { $0 >= ruleStart }
        }
        candidates = candidates.filter { $0 > first && $0 <= last }
        var result: [OffsetChange] = []
        var previous = secondsFromGMT(at: start)
        for time in Set(candidates).sorted() {
            let offset = secondsFromGMT(at: Date(timeIntervalSince1970: Double(time)))
            guard offset != previous else { continue }
            result.append(OffsetChange(time: Date(timeIntervalSince1970: Double(time)), secondsFromGMT: offset))
            previous = offset
        }
        return result
    }
}
