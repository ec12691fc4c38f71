import FoundationEssentials
import WeatherCore

extension ScreenState {
    /// Current conditions older than this are not passed off as now: the header says how old they are.
    public static let currentConditionsLifetime: TimeInterval = 3 * 3600

    /// When the screen next changes with the clock alone (a stored report's age, each minute; the end of
    /// the first forecast step; the current conditions growing old), so the app wakes then and not
    /// periodically. nil when nothing on screen depends on the clock.
    public func nextClockChange(after now: Date) -> Date? {
        guard case let .loaded(loaded) = phase else { return nil }
        let report = loaded.report
        var changes: [Date] = []
        if loaded.isStored { changes.append(now.addingTimeInterval(60)) }
        if !report.forecast.isEmpty { changes.append(report.endOfStep(0)) }
        changes.append(report.current.time.addingTimeInterval(Self.currentConditionsLifetime))
        return changes.filter { $0 > now }.min()
    }
}
