import FoundationEssentials

/// A CAP time ("2026-09-07T13:00:00+02:00"). The Thai Meteorological Department has written its years in
/// the Buddhist Era ("2568-02-25T17:13:00+07:00", 543 ahead), which would keep a twelve-hour warning in
/// force for centuries: a year from 2500 on, which no warning is dated, is read as one of that era.
enum CAPTime {
    static func date(from text: String) -> Date? {
        guard let year = Int(text.prefix(4)), year >= 2500 else { return ISO8601Text.date(from: text) }
        return ISO8601Text.date(from: String(year - 543) + text.dropFirst(4))
    }
}
