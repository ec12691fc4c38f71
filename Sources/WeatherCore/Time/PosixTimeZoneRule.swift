import FoundationEssentials

/// The rule a tz database file ends with, in the POSIX `TZ` form (`MST7MDT,M3.2.0,M11.1.0`,
/// `<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45`): a standard offset and, where the zone keeps
/// daylight-saving time, its offset and the yearly days and times it starts and ends. It gives the
/// offsets after the file's last listed change, and files written in the "slim" form list none ahead.
struct PosixTimeZoneRule: Hashable, Sendable {
    /// A yearly day: `Jn` (1…365, never 29 February), `n` (0…365, counting it) or `Mm.w.d` (day `d` of
    /// week `w` of month `m`, week 5 the last).
    enum Day: Hashable, Sendable {
        case julian(Int)
        case zeroBased(Int)
        case monthWeekDay(month: Int, week: Int, weekday: Int)
    }

    struct Daylight: Hashable, Sendable {
        var secondsFromGMT: Int
        var start: Day
        /// Seconds after the start of `start`'s day, on the standard clock.
        var startTime: Int
        var end: Day
        /// Seconds after the start of `end`'s day, on the daylight-saving clock.
        var endTime: Int
    }

    var standardOffset: Int
    var daylight: Daylight?

    /// nil for text that is not such a rule, or one with daylight-saving time and no days (whose
    /// days POSIX leaves to each system).
    init?(_ text: String) {
        var scanner = Scanner(Array(text.utf8))
        guard scanner.skipName(), let standard = scanner.time(maximumHours: 24) else { return nil }
        standardOffset = -standard
        if scanner.isAtEnd {
            daylight = nil
            return
        }
        guard scanner.skipName() else { return nil }
        var daylightOffset = standardOffset + 3600
        if !scanner.peek(","), let offset = scanner.time(maximumHours: 24) { daylightOffset = -offset }
        guard scanner.take(","), let start = scanner.day() else { return nil }
        let startTime = scanner.take("/") ? scanner.time(maximumHours: 167) : 7200
        guard let startTime, scanner.take(","), let end = scanner.day() else { return nil }
        let endTime = scanner.take("/") ? scanner.time(maximumHours: 167) : 7200
        guard let endTime, scanner.isAtEnd else { return nil }
        daylight = Daylight(secondsFromGMT: daylightOffset, start: start, startTime: startTime, end: end, endTime: endTime)
    }

    func secondsFromGMT(at time: Int64) -> Int {
        guard let daylight, let year = CivilTime(Date(timeIntervalSince1970: Double(time)), utcOffset: standardOffset)?.year
        else { return standardOffset }
        let (start, end) = transitions(in: year, daylight)
        let inDaylight = start < end ? (start <= time && time < end) : !(end <= time && time < start)
        return inDaylight ? daylight.secondsFromGMT : standardOffset
    }

    /// When daylight-saving time starts and ends in `year`, in seconds since 1970; none for a zone without it.
    func transitionTimes(in year: Int) -> [Int64] {
        guard let daylight else { return [] }
        let (start, end) = transitions(in: year, daylight)
        return [start, end]
    }

    private func transitions(in year: Int, _ daylight: Daylight) -> (start: Int64, end: Int64) {
        let start = Int64(Self.days(daylight.start, in: year) * 86_400 + daylight.startTime - standardOffset)
        let end = Int64(Self.days(daylight.end, in: year) * 86_400 + daylight.endTime - daylight.secondsFromGMT)
        return (start, end)
    }

    /// Days from 1970-01-01 to `day` of `year`.
    static func days(_ day: Day, in year: Int) -> Int {
        let newYear = CivilTime.days(year: year, month: 1, day: 1)
        let isLeap = CivilTime.daysIn(month: 2, year: year) == 29
        switch day {
        case let .julian(number):
            return newYear + number - 1 + (isLeap && number >= 60 ? 1 : 0)
        case let .zeroBased(number):
            return newYear + number
        case let .monthWeekDay(month, week, weekday):
            let first = CivilTime.days(year: year, month: month, day: 1)
            var offset = (weekday - (first + 4).floorModulo(7) + 7) % 7 + 7 * (week - 1)
            while offset >= CivilTime.daysIn(month: month, year: year) { offset -= 7 }
            return first + offset
        }
    }

    /// Reads the parts of a rule's text.
    private struct Scanner {
        var bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var isAtEnd: Bool { index == bytes.count }

        func peek(_ character: Character) -> Bool {
            index < bytes.count && bytes[index] == character.asciiValue
        }

        mutating func take(_ character: Character) -> Bool {
            guard peek(character) else { return false }
            index += 1
            return true
        }

        /// A zone abbreviation: three or more letters, or anything of letters, digits and signs in angle brackets.
        mutating func skipName() -> Bool {
            if take("<") {
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                    let byte = bytes[index]
                    guard Self.isLetter(byte) || Self.isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") else { return false }
                    index += 1
                }
                return index - start >= 3 && take(">")
            }
            let start = index
            while index < bytes.count, Self.isLetter(bytes[index]) { index += 1 }
            return index - start >= 3
        }

        /// `[+|-]hh[:mm[:ss]]` in seconds, hours up to `maximumHours`.
        mutating func time(maximumHours: Int) -> Int? {
            var sign = 1
            if take("-") { sign = -1 } else { _ = take("+") }
            guard let hours = number(maximumDigits: 3), hours <= maximumHours else { return nil }
            var seconds = hours * 3600
            if take(":") {
                guard let minutes = number(maximumDigits: 2), minutes < 60 else { return nil }
                seconds += minutes * 60
                if take(":") {
                    guard let second = number(maximumDigits: 2), second < 60 else { return nil }
                    seconds += second
                }
            }
            return sign * seconds
        }

        mutating func day() -> Day? {
            if take("J") {
                guard let number = number(maximumDigits: 3), (1...365).contains(number) else { return nil }
                return .julian(number)
            }
            if take("M") {
                guard let month = number(maximumDigits: 2), (1...12).contains(month), take("."),
                      let week = number(maximumDigits: 1), (1...5).contains(week), take("."),
                      let weekday = number(maximumDigits: 1), (0...6).contains(weekday)
                else { return nil }
                return .monthWeekDay(month: month, week: week, weekday: weekday)
            }
            guard let number = number(maximumDigits: 3), (0...365).contains(number) else { return nil }
            return .zeroBased(number)
        }

        private mutating func number(maximumDigits: Int) -> Int? {
            var value = 0
            var digits = 0
            while index < bytes.count, Self.isDigit(bytes[index]), digits < maximumDigits {
                value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                digits += 1
                index += 1
            }
            return digits == 0 ? nil : value
        }

        private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

        private static func isLetter(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        }
    }
}
