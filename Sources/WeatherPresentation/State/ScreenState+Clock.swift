import FoundationEssentials
import WeatherCore

extension ScreenState {
    /// Current conditions older than this are not passed off as now: the header says how old they are.
    public static let currentConditionsLifetime: TimeInterval = 3 * 3600

    /// How long the app may go without reading the wall clock while a report is on screen. A timer runs on
    /// the monotonic clock, and the wall clock can jump past it (a resume from suspend, a clock set by
    /// NTP): at most this long after a jump, ended steps leave the list and the age is right.
    public static let wallClockCheckInterval: TimeInterval = 60

    /// When the app next wakes to read the clock: when the screen next changes with the clock alone (a
    /// stored report's age, each minute; the end of the first forecast step; the current conditions
    /// growing old), and at least every `wallClockCheckInterval` while a report is on screen. nil when
    /// nothing on screen depends on the clock: the app then sleeps until a key.
    public func nextClockChange(after now: Date) -> Date? {
        guard case let .loaded(loaded) = phase else { return nil }
        let report = loaded.report
        var changes: [Date] = [now.addingTimeInterval(Self.wallClockCheckInterval)]
        if !report.forecast.isEmpty { changes.append(report.endOfStep(0)) }
        changes.append(report.current.time.addingTimeInterval(Self.currentConditionsLifetime))
        return changes.filter { $0 > now }.min()
    }
}
