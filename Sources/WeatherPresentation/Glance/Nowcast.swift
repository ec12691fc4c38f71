import FoundationEssentials
import WeatherCore

/// The next two hours from the 15-minute precipitation: when rain starts or stops, said in minutes.
/// A quarter hour is wet from 0.1 mm, the amounts' own resolution. Start times are quarter-hour
/// boundaries, so a wait is said to 5 minutes and a length to the 15 minutes the data resolves; where
/// the quarter hours are hourly data interpolated (`resolution` an hour), both are said to the hour.
public enum Nowcast: Equatable, Sendable {
    /// Wet from `minutes` from now; `lasting` minutes when the spell ends within the data.
    case rainIn(minutes: Int, lasting: Int?)
    /// Wet now; dry from `minutes` from now.
    case rainStops(minutes: Int)
    /// Wet now and through the window.
    case rainOn
    /// Dry over the whole window.
    case dry(hours: Int)

    public static let window: TimeInterval = 2 * 3600
    public static let wetAmount = 0.1

    /// nil without quarter hours covering now and the window (an older stored report, OpenWeather).
    /// `resolution`: the data's real step (`QuarterHourCoverage`).
    public init?(quarters: [QuarterHour], now: Date, resolution: TimeInterval = QuarterHour.length) {
        let hourly = resolution >= 3600
        let quarters = quarters.filter { $0.time.addingTimeInterval(QuarterHour.length) > now }.sorted { $0.time < $1.time }
        guard let first = quarters.first, first.time <= now,
              let last = quarters.last, last.time.addingTimeInterval(QuarterHour.length) >= now.addingTimeInterval(Self.window)
        else { return nil }
        let wet = quarters.map { ($0.precipitation ?? 0) >= Self.wetAmount }
        func minutes(until date: Date, step: Int) -> Int {
            let exact = date.timeIntervalSince(now) / 60
            return max(step, Int((exact / Double(step)).rounded()) * step)
        }
        if wet[0] {
            guard let dry = wet.firstIndex(of: false), quarters[dry].time <= now.addingTimeInterval(Self.window) else {
                self = .rainOn
                return
            }
            self = .rainStops(minutes: minutes(until: quarters[dry].time, step: hourly ? 60 : 5))
            return
        }
        guard let start = wet.firstIndex(of: true), quarters[start].time < now.addingTimeInterval(Self.window) else {
            self = .dry(hours: Int(Self.window / 3600))
            return
        }
        let end = wet[start...].firstIndex(of: false)
        let lasting = end.map { index -> Int in
            let exact = Int(quarters[index].time.timeIntervalSince(quarters[start].time) / 60)
            return hourly ? max(60, Int((Double(exact) / 60).rounded()) * 60) : exact
        }
        self = .rainIn(minutes: minutes(until: quarters[start].time, step: hourly ? 60 : 5), lasting: lasting)
    }
}
