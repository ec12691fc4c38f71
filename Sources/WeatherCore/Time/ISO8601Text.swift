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

extension ISO8601Text {
    /// The instant of an ISO 8601 time with its offset ("2025-11-22T14:00:00-07:00", "…Z"); fractions of a
    /// second are dropped. Nil for text without an offset, or a time no calendar has.
    public static func date(from text: String) -> Date? {
        let trimmed = text.trimmed()
        guard trimmed.count >= 19 else { return nil }
        let clock = trimmed.prefix(19)
        var rest = trimmed.dropFirst(19)
        if rest.first == "." { rest = rest.drop { $0 == "." || $0.isNumber } }
        let offset: Int
        if rest == "Z" || rest == "z" {
            offset = 0
        } else {
            guard let sign = rest.first, sign == "+" || sign == "-" else { return nil }
            let parts = rest.dropFirst().split(separator: ":")
            guard parts.count == 2, parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }), let hours = Int(parts[0]), let minutes = Int(parts[1]), parts[0].count == 2, parts[1].count == 2,
                  (0...18).contains(hours), (0...59).contains(minutes)
            else { return nil }
            offset = (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
        }
        let fields = clock.split(whereSeparator: { "-T:".contains($0) })
        let numbers = fields.compactMap { Int($0) }
        guard fields.count == 6, numbers.count == 6, clock.dropFirst(10).first == "T" else { return nil }
        return CivilTime.date(
            year: numbers[0], month: numbers[1], day: numbers[2], hour: numbers[3], minute: numbers[4], second: numbers[5],
            utcOffset: offset
        )
    }
}
