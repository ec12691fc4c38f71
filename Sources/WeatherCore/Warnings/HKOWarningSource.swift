import FoundationEssentials

/// The Hong Kong Observatory's warnings in force (`/weatherAPI/opendata/weather.php?dataType=warnsum`,
/// JSON; keyless): one list for the territory, one entry per kind of warning (rainstorm, tropical
/// cyclone, thunderstorm…), named in English or Simplified Chinese. The summary has names and times, no
/// text.
public struct HKOWarningSource: WarningSource {
    public let accept = "application/json"
    private let baseURL: URL

    public init(baseURL: URL) {
        self.baseURL = baseURL
    }

    public func request(for query: WarningQuery) -> URL? {
        baseURL.appending(servicePath: "/weatherAPI/opendata/weather.php", query: [
            ("dataType", "warnsum"), ("lang", query.language == .simplifiedChinese ? "sc" : "en"),
        ])
    }

    public func decode(_ body: Data, for query: WarningQuery, now: Date) throws(FetchError) -> WarningFinding {
        .warnings(try Self.decode(body, now: now))
    }

    /// The warnings not cancelled and not over at `now`; the tropical cyclone signal's own wording
    /// ("No. 8 Northeast Gale or Storm Signal") is its headline.
    public static func decode(_ body: Data, now: Date) throws(FetchError) -> [WeatherWarning] {
        let summary = try ServiceJSON.decode([String: LossyElement<Entry>].self, from: body, service: "Hong Kong Observatory warnings")
        return summary.values.compactMap(\.value).compactMap { entry -> WeatherWarning? in
            guard entry.actionCode?.trimmed().uppercased() != "CANCEL", let name = entry.name, !TerminalText.sanitize(name).isEmpty
            else { return nil }
            func time(_ text: String?) -> Date? { Plausible.time(text.flatMap(ISO8601Text.date(from:)), near: now) }
            let warning = WeatherWarning(
                source: Service.hko.entry.name, event: name, headline: entry.type,
                severity: severity(ofCode: entry.code?.trimmed().uppercased() ?? ""),
                onset: time(entry.issueTime), ends: time(entry.expireTime)
            )
            return warning.isActive(at: now) ? warning : nil
        }
    }

    /// The level of a warning by its code, on the Observatory's own scales: the rainstorm signals amber,
    /// red and black; the tropical cyclone signals 1, 3, 8, 9 and 10; the rest by what they warn of.
    static func severity(ofCode code: String) -> WarningSeverity {
        switch code {
        case "WRAINB", "TC9", "TC10", "WTMW": .extreme
        case "WRAINR", "WL": .severe
        case "WRAINA", "TC3", "WTS", "WFNTSA", "WFIRER": .moderate
        case "TC1", "WFIREY", "WHOT", "WCOLD", "WMSGNL", "WFROST": .minor
        case _ where code.hasPrefix("TC8"): .severe
        default: .unknown
        }
    }

    struct Entry: Decodable {
        var name: String?
        var code: String?
        var actionCode: String?
        var type: String?
        var issueTime: String?
        var expireTime: String?
    }
}
