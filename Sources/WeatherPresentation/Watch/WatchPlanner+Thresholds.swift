import FoundationEssentials
import WeatherCore

/// The config file's thresholds, each said once an occurrence and again when it really comes back:
/// frost once a night (the steps from 18:00 to 09:00 in the place's time, or from now and the weather
/// now when the night has begun), heat once a day (from now to midnight, and the weather now), gusts once a spell (the gusts
/// now; the spell ends when they fall a fifth below the threshold, so gusts around it do not say it at
/// every poll). Held in quiet hours like rain: neither said nor remembered.
extension WatchPlanner {
    /// The local hour a night of frost ends, and how long before it the night starts.
    static let morningHour = 9
    static let nightLength: TimeInterval = 15 * 3600
    /// The share of the gust threshold the gusts must fall below for a spell to end.
    static let gustsSpellEnd = 0.8

    func crossedThresholds(_ report: WeatherReport, told: inout [String: String], now: Date, isQuiet: Bool) -> [WatchEvent.Kind] {
        guard let today = report.timeZone.civilTime(now) else { return [] }
        let steps = report.hourly.isEmpty ? report.forecast : report.hourly
        var said: [WatchEvent.Kind] = []
        /// `kind`, unless its `occurrence` was told of already (the memory is by subject, as `WatchEvent.subject` says it).
        func tell(_ kind: WatchEvent.Kind, subject: String, occurrence: String) {
            guard told[subject] != occurrence, !isQuiet else { return }
            told[subject] = occurrence
            said.append(kind)
        }

        if let limit = thresholds.frostBelow {
            let morningDay = today.hour < Self.morningHour ? today.dayNumber : today.dayNumber + 1
            let morning = report.timeZone.startOfDay(morningDay).addingTimeInterval(Double(Self.morningHour) * 3600)
            let nightfall = morning.addingTimeInterval(-Self.nightLength)
            let evening = max(now, nightfall)
            // In the night's last hours no step may be left before the morning: the weather now is of the night.
            let nowInNight = now >= nightfall ? [report.current.temperature] : []
            let low = (steps.filter { $0.time >= evening && $0.time < morning }.map(\.temperature) + nowInNight).min()
            let night = CalendarDay(dayNumber: morningDay).text
            if let low, low < limit {
                tell(.frostTonight(low: low), subject: "frost", occurrence: night)
            } else if told["frost"] != night {
                told["frost"] = nil
            }
        } else {
            told["frost"] = nil
        }

        if let limit = thresholds.heatAbove {
            let midnight = report.timeZone.startOfDay(today.dayNumber + 1)
            let high = (steps.filter { $0.time >= now && $0.time < midnight }.map(\.temperature) + [report.current.temperature]).max()
            let day = CalendarDay(dayNumber: today.dayNumber).text
            if let high, high > limit {
                tell(.heatToday(high: high), subject: "heat", occurrence: day)
            } else if told["heat"] != day {
                told["heat"] = nil
            }
        } else {
            told["heat"] = nil
        }

        if let limit = thresholds.gustsAbove, let gust = report.current.windGust {
            if gust > limit {
                tell(.gusts(speed: gust), subject: "gusts", occurrence: "spell")
            } else if gust < limit * Self.gustsSpellEnd {
                told["gusts"] = nil
            }
        } else if thresholds.gustsAbove == nil {
            told["gusts"] = nil
        }
        return said
    }
}
