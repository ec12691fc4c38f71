import WeatherCore

/// One language's words: its messages, and the names and patterns dates and numbers are written with.
/// Each language's table is a file in Catalogs/; a message a catalog lacks reads in English.
public struct Catalog: Sendable {
    /// Short weekday names, Sunday first.
    public let weekdays: [String]
    /// Short month names, January first.
    public let months: [String]
    /// A day in a heading, from `{weekday}`, `{day}` and `{month}`: "Sat 22 Nov".
    public let dayPattern: String
    /// A day where room is short, from `{weekday}` and `{day}`: "Sat 22".
    public let shortDayPattern: String
    /// A 12-hour clock's time before and after noon, around `{time}` ("9:00"): "9:00 AM", "오전 9:00".
    public let morningPattern: String
    public let afternoonPattern: String
    /// A whole hour on a 12-hour clock may drop its minutes where a column is short: "6 AM".
    public let shortensWholeHours: Bool
    public let decimalSeparator: String
    /// The 16 points of the compass a wind comes from, north first, clockwise.
    public let compassPoints: [String]
    /// A wind force on the Beaufort scale, from `{force}` (0–12): "5 Bft", "force 5".
    public var beaufortPattern = "{force} Bft"
    public let messages: [Message: String]

    public static func of(_ language: Language) -> Catalog {
        switch language {
        case .english: english
        case .korean: korean
        case .japanese: japanese
        case .simplifiedChinese: simplifiedChinese
        case .german: german
        case .french: french
        case .spanish: spanish
        }
    }

    /// The message with its placeholders filled from `values`; a placeholder without a value stays as written.
    public func text(_ message: Message, _ values: [String: String] = [:]) -> String {
        let template = messages[message] ?? Self.english.messages[message] ?? message.rawValue
        return Self.fill(template, values)
    }

    /// `template` with each `{name}` replaced by `values[name]`, in one pass: a value is never read as a template.
    public static func fill(_ template: String, _ values: [String: String]) -> String {
        guard template.contains("{") else { return template }
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}"), let value = values[String(rest[rest.index(after: open)..<close])] else {
                result.append("{")
                rest = rest[rest.index(after: open)...]
                continue
            }
            result += value
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The names of the `{name}` placeholders in `template`.
    public static func placeholders(in template: String) -> Set<String> {
        var names = Set<String>()
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}
