/// How times of day are written: "6:00 PM" or "18:00".
public enum ClockFormat: String, Sendable, Codable, CaseIterable {
    case twelveHour = "12"
    case twentyFourHour = "24"

    /// Territories whose English speakers read a 12-hour clock (CLDR's `h` hour cycle for English).
    private static let twelveHourTerritories: Set<String> = ["US", "CA", "AU", "NZ", "IN", "PH", "PK"]

    /// Reads the locale the way POSIX orders it for times, `LC_ALL`, then `LC_TIME`, then `LANG`, from
    /// the name alone (`en_US.UTF-8`), so it does not depend on which glibc locales are installed:
    /// English in a territory that uses a 12-hour clock is 12-hour, anything else 24-hour.
    public static func fromEnvironment(_ environment: [String: String]) -> ClockFormat {
        for key in ["LC_ALL", "LC_TIME", "LANG"] {
            guard let value = environment[key], !value.isEmpty else { continue }
            let name = value.prefix { $0 != "." && $0 != "@" }
            let parts = name.split(separator: "_", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "en" else { return .twentyFourHour }
            return twelveHourTerritories.contains(parts[1].uppercased()) ? .twelveHour : .twentyFourHour
        }
        return .twentyFourHour
    }
}
