import FoundationEssentials
import Glibc
import WeatherCore
import WeatherPresentation

extension WatchPlanner {
    /// The planner `settings` ask for at `date`: their lead, quiet hours and thresholds, the quiet hours
    /// in the user's own time zone (the system's offset at `date`).
    init(settings: ResolvedSettings, at date: Date) {
        self.init(
            lead: TimeInterval(settings.watchLead * 60), quietHours: settings.quietHours, userTimeZone: Self.userTimeZone(at: date),
            thresholds: settings.watchThresholds
        )
    }

    private static func userTimeZone(at date: Date) -> LocalTimeZone {
        var seconds = time_t(date.timeIntervalSince1970)
        var fields = tm()
        guard localtime_r(&seconds, &fields) != nil else { return LocalTimeZone(secondsFromGMT: 0) }
        return LocalTimeZone(secondsFromGMT: Int(fields.tm_gmtoff))
    }
}
