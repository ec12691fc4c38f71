import FoundationEssentials

/// Met Éireann's warnings in force (`/warnings/active`, JSON; keyless): one list for the whole country,
/// each land warning naming the counties it covers by code ("EI07"). The place's county comes from its
/// subdivisions (`IrishCounty.holding`), looked up while the request is out where the place came without
/// it. Marine warnings name sea areas, not counties, and are left out. English only.
public struct MetEireannWarningSource: WarningSource {
    public let accept = "application/json"
    private let baseURL: URL

    public init(baseURL: URL) {
        self.baseURL = baseURL
    }

    public func request(for query: WarningQuery) -> URL? {
        baseURL.appending(servicePath: "/warnings/active", query: [])
    }

    public func locates(_ place: Place) -> Bool {
        Self.county(of: place) != nil
    }

    public func decode(_ body: Data, for query: WarningQuery, now: Date) throws(FetchError) -> WarningFinding {
        guard let county = Self.county(of: query.place) else { return .regionUnknown }
        return .warnings(try Self.decode(body, county: county.warningCode, now: now))
    }

    static func county(of place: Place) -> IrishCounty? {
        place.area.flatMap(IrishCounty.holding) ?? place.region.flatMap { IrishCounty.holding(PlaceArea(state: $0)) }
    }

    /// The national and environmental warnings that name `county` and are not over at `now`.
    public static func decode(_ body: Data, county: String, now: Date) throws(FetchError) -> [WeatherWarning] {
        let service = "Met Éireann warnings"
        let answer = try ServiceJSON.decode(Answer.self, from: body, service: service)
        guard let lists = answer.warnings, lists.national != nil || lists.environmental != nil else {
            throw .badData(service: service, problem: .missing("warnings.national"))
        }
        let entries = (lists.national ?? []) + (lists.environmental ?? [])
        return entries.compactMap(\.value).compactMap { entry -> WeatherWarning? in
            guard entry.regions?.contains(where: { $0.trimmed().uppercased() == county }) == true,
                  let event = entry.headline, !TerminalText.sanitize(event).isEmpty
            else { return nil }
            func time(_ text: String?) -> Date? { Plausible.time(text.flatMap(ISO8601Text.date(from:)), near: now) }
            let level = entry.level?.trimmed()
            var severity = WarningSeverity(capWord: entry.severity)
            if severity == .unknown { severity = WarningSeverity(colour: level) }
            let warning = WeatherWarning(
                source: Service.metEireann.entry.name, event: event, description: entry.description ?? entry.text,
                severity: severity, severityLabel: level, onset: time(entry.onset), ends: time(entry.expiry)
            )
            return warning.isActive(at: now) ? warning : nil
        }
    }

    struct Answer: Decodable {
        var warnings: Lists?
    }

    struct Lists: Decodable {
        var national: [LossyElement<Entry>]?
        var environmental: [LossyElement<Entry>]?
    }

    struct Entry: Decodable {
        var level: String?
        var severity: String?
        var headline: String?
        var description: String?
        var text: String?
        var regions: [String]?
        var onset: String?
        var expiry: String?
    }
}
