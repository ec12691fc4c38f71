import FoundationEssentials

/// HTTP's date format (RFC 9110's IMF-fixdate, `Sun, 06 Nov 1994 08:49:37 GMT`): how `Expires`,
/// `Last-Modified` and `Date` are written, and how `If-Modified-Since` is sent.
public enum HTTPDate {
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    public static func string(for date: Date) -> String {
        guard let time = CivilTime(date, utcOffset: 0) else { return "" }
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        return "\(weekdays[time.weekday]), \(two(time.day)) \(months[time.month - 1]) \(time.year) "
            + "\(two(time.hour)):\(two(time.minute)):\(two(time.second)) GMT"
    }

    /// The instant an IMF-fixdate names; nil for anything else (the obsolete formats, which a server
    /// that names a `Last-Modified` for caching does not send, included).
    public static func date(from text: String) -> Date? {
        let parts = text.trimmed().split(separator: " ")
        guard parts.count == 6, parts[0].count == 4, parts[0].hasSuffix(","), weekdays.contains(String(parts[0].dropLast())),
              parts[1].count == 2, let day = Int(parts[1]),
              let month = months.firstIndex(of: String(parts[2])),
              parts[3].count == 4, let year = Int(parts[3]),
              parts[5] == "GMT"
        else { return nil }
        let clock = parts[4].split(separator: ":")
        guard clock.count == 3, clock.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let hour = Int(clock[0]), let minute = Int(clock[1]), let second = Int(clock[2])
        else { return nil }
        return CivilTime.date(year: year, month: month + 1, day: day, hour: hour, minute: minute, second: second, utcOffset: 0)
    }
}
