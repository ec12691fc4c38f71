import FoundationEssentials

/// Times as ISO 8601 text with the place's offset (`2025-11-22T08:40:00+09:00`, `Z` at UTC): the
/// `--json` output and the log.
public enum ISO8601Text {
    public static func string(for date: Date, utcOffset: Int = 0) -> String {
        guard let time = CivilTime(date, utcOffset: utcOffset) else { return "invalid date" }
        let dateText = "\(padded(time.year, 4))-\(padded(time.month, 2))-\(padded(time.day, 2))"
        let timeText = "\(padded(time.hour, 2)):\(padded(time.minute, 2)):\(padded(time.second, 2))"
        return "\(dateText)T\(timeText)\(offsetText(utcOffset))"
    }

    static func offsetText(_ offset: Int) -> String {
        guard offset != 0 else { return "Z" }
        let minutes = abs(offset) / 60
        return "\(offset < 0 ? "-" : "+")\(padded(minutes / 60, 2)):\(padded(minutes % 60, 2))"
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
