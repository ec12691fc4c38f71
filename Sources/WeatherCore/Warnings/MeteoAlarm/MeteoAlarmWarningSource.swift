import FoundationEssentials

/// MeteoAlarm's warnings (EUMETNET; `/api/v1/warnings/feeds-<country>`, CAP as JSON; keyless): one feed
/// a country, each warning naming the regions it covers by `EMMA_ID` and `areaDesc`, its text once per
/// language (`info[]`). Only the warnings naming the place's own region are kept (`MeteoAlarmRegion`);
/// where that region cannot be told, the answer is "region unknown", never the whole country's.
public struct MeteoAlarmWarningSource: WarningSource {
    public let accept = "application/json"
    private let baseURL: URL

    public init(baseURL: URL) {
        self.baseURL = baseURL
    }

    /// Each country the feeds cover and whose regions the app can match: its feed, and the first letters
    /// of its regions' EMMA_IDs (Andorra's region is in France's feed).
    static let feeds: [String: (slug: String, prefix: String)] = [
        "AT": ("austria", "AT"), "BE": ("belgium", "BE"), "BG": ("bulgaria", "BG"), "CY": ("cyprus", "CY"),
        "CZ": ("czechia", "CZ"), "EE": ("estonia", "EE"), "FI": ("finland", "FI"), "FR": ("france", "FR"),
        "AD": ("france", "FR"), "HU": ("hungary", "HU"), "IT": ("italy", "IT"), "LT": ("lithuania", "LT"),
        "MD": ("moldova", "MD"), "MT": ("malta", "MT"), "NL": ("netherlands", "NL"), "PL": ("poland", "PL"),
        "RO": ("romania", "RO"), "SK": ("slovakia", "SK"), "BA": ("bosnia-herzegovina", "BA"),
        "DK": ("denmark", "DK"), "GR": ("greece", "GR"), "IS": ("iceland", "IS"), "LU": ("luxembourg", "LU"),
        "ME": ("montenegro", "ME"), "MK": ("republic-of-north-macedonia", "MK"), "PT": ("portugal", "PT"),
        "RS": ("serbia", "RS"), "SI": ("slovenia", "SI"), "CH": ("switzerland", "CH"), "IL": ("israel", "IL"),
        "GB": ("united-kingdom", "UK"),
    ]

    public func request(for query: WarningQuery) -> URL? {
        guard let feed = Self.feed(of: query.place) else { return nil }
        return baseURL.appending(servicePath: "/api/v1/warnings/feeds-\(feed.slug)", query: [])
    }

    public func locates(_ place: Place) -> Bool {
        Self.feed(of: place).flatMap { MeteoAlarmRegion.holding(place, prefix: $0.prefix) } != nil
    }

    public func decode(_ body: Data, for query: WarningQuery, now: Date) throws(FetchError) -> WarningFinding {
        guard let feed = Self.feed(of: query.place), let regions = MeteoAlarmRegion.holding(query.place, prefix: feed.prefix) else {
            return .regionUnknown
        }
        return .warnings(try Self.decode(body, regions: regions, language: query.language, now: now))
    }

    static func feed(of place: Place) -> (slug: String, prefix: String)? {
        place.countryCode.flatMap { feeds[$0.uppercased()] }
    }

    /// The actual warnings naming one of `regions` (EMMA_IDs) and not over at `now`, in `language` where
    /// the feed has it (`WarningWording.choice`), else in the feed's first language. "No warnings" entries (awareness
    /// level 1, green), cancellations and test messages are left out.
    public static func decode(_ body: Data, regions: Set<String>, language: Language, now: Date) throws(FetchError) -> [WeatherWarning] {
        let service = "MeteoAlarm warnings"
        let answer = try ServiceJSON.decode(Answer.self, from: body, service: service)
        guard let entries = answer.warnings else { throw .badData(service: service, problem: .missing("warnings")) }
        return entries.compactMap(\.value?.alert).compactMap { alert -> WeatherWarning? in
            guard alert.status.map({ $0.trimmed().lowercased() == "actual" }) ?? true,
                  alert.msgType?.trimmed().lowercased() != "cancel",
                  let infos = alert.info?.compactMap(\.value), infos.contains(where: { $0.names(regions) }),
                  let info = chosen(infos, language: language),
                  let level = info.awarenessLevel, level.rank > 1,
                  let event = info.event ?? info.headline, !TerminalText.sanitize(event).isEmpty
            else { return nil }
            func time(_ text: String?) -> Date? { Plausible.time(text.flatMap(ISO8601Text.date(from:)), near: now) }
            let warning = WeatherWarning(
                source: Service.meteoAlarm.entry.name, event: event.capitalisingFirst, headline: info.headline,
                description: info.description, instruction: info.instruction,
                severity: WarningSeverity(colour: level.colour), severityLabel: level.colour.capitalisingFirst,
                onset: time(info.onset) ?? time(info.effective), ends: time(info.expires), wordings: wordings(infos)
            )
            return warning.isActive(at: now) ? warning : nil
        }
    }

    /// The words of each language the feed sent (by its tag, `WarningWording.tag`), where it sent several.
    private static func wordings(_ infos: [Info]) -> [String: WarningWording] {
        var wordings: [String: WarningWording] = [:]
        for info in infos {
            guard let tag = info.languageTag, wordings[tag] == nil,
                  let event = info.event ?? info.headline, !TerminalText.sanitize(event).isEmpty
            else { continue }
            wordings[tag] = WarningWording(
                event: event.capitalisingFirst, headline: info.headline, description: info.description, instruction: info.instruction
            )
        }
        return wordings.count > 1 ? wordings : [:]
    }

    /// The text in the user's language as `WarningWording.choice` falls back, else the first the feed sent.
    private static func chosen(_ infos: [Info], language: Language) -> Info? {
        let tags = infos.compactMap(\.languageTag)
        return WarningWording.choice(among: tags, for: language).flatMap { tag in infos.first { $0.languageTag == tag } } ?? infos.first
    }

    struct Answer: Decodable {
        var warnings: [LossyElement<Entry>]?
    }

    struct Entry: Decodable {
        var alert: Alert?
    }

    struct Alert: Decodable {
        var status: String?
        var msgType: String?
        var info: [LossyElement<Info>]?
    }

    struct Info: Decodable {
        var language: String?
        var event: String?
        var headline: String?
        var description: String?
        var instruction: String?
        var effective: String?
        var onset: String?
        var expires: String?
        var parameter: [LossyElement<Pair>]?
        var area: [LossyElement<Area>]?

        var languageTag: String? { language.flatMap(WarningWording.tag) }

        /// MeteoAlarm's level ("2; yellow; Moderate"): its rank (1 is green, "no warnings") and colour.
        var awarenessLevel: (rank: Int, colour: String)? {
            guard let value = parameter?.compactMap(\.value).first(where: { $0.valueName == "awareness_level" })?.value else { return nil }
            let fields = value.split(separator: ";").map { String($0).trimmed() }
            guard fields.count >= 2, let rank = Int(fields[0]) else { return nil }
            return (rank, fields[1])
        }

        /// Whether an area names one of `regions`: by EMMA_ID, else (an area sent without one) by its name.
        func names(_ regions: Set<String>) -> Bool {
            (area ?? []).compactMap(\.value).contains { area in
                let ids = (area.geocode ?? []).compactMap(\.value).filter { $0.valueName == "EMMA_ID" }.compactMap { $0.value?.trimmed() }
                return ids.isEmpty ? area.areaDesc.map { MeteoAlarmRegion.names($0, oneOf: regions) } == true : ids.contains(where: regions.contains)
            }
        }
    }

    struct Area: Decodable {
        var areaDesc: String?
        var geocode: [LossyElement<Pair>]?
    }

    struct Pair: Decodable {
        var valueName: String?
        var value: String?
    }
}
