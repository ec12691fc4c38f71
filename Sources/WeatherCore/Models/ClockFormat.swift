/// How times of day are written: "6:00 PM" or "18:00".
public enum ClockFormat: String, Sendable, Codable, CaseIterable {
    case twelveHour = "12"
    case twentyFourHour = "24"

    /// Reads the locale the way POSIX orders it for times, `LC_ALL`, then `LC_TIME`, then `LANG`, from
    /// the name alone (`en_US.UTF-8`), so it does not depend on which glibc locales are installed: the
    /// clock its language reads in its territory (`Language.clockHabit`), 24-hour for any other language.
    public static func fromEnvironment(_ environment: [String: String]) -> ClockFormat {
        for key in ["LC_ALL", "LC_TIME", "LANG"] {
            guard let value = environment[key], !value.isEmpty else { continue }
            let locale = LocaleName(value)
            return Language(locale: locale)?.clockHabit.clock(territory: locale.territory) ?? .twentyFourHour
        }
        return .twentyFourHour
    }
}
