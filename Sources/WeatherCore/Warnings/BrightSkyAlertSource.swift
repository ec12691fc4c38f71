import FoundationEssentials

/// The Deutscher Wetterdienst's warnings for a point, through Bright Sky (`/alerts?lat=…&lon=…`, JSON;
/// keyless, DWD open data): the warnings of the warn cell that holds the point, each with German and
/// English text.
public struct BrightSkyAlertSource: WarningSource {
    public let accept = "application/json"
    private let baseURL: URL

    public init(baseURL: URL) {
        self.baseURL = baseURL
    }

    public func request(for query: WarningQuery) -> URL? {
        let point = query.place.coordinate
        return baseURL.appending(servicePath: "/alerts", query: [("lat", point.queryLatitude), ("lon", point.queryLongitude)])
    }

    public func decode(_ body: Data, for query: WarningQuery, now: Date) throws(FetchError) -> WarningFinding {
        .warnings(try Self.decode(body, german: query.language == .german, now: now))
    }

    /// The actual alerts not over at `now` (test messages left out), in German where `german`, else in
    /// English, each falling back on the other where the service sent only one; both are kept
    /// (`WeatherWarning.wordings`).
    public static func decode(_ body: Data, german: Bool, now: Date) throws(FetchError) -> [WeatherWarning] {
        let service = "Bright Sky alerts"
        let answer = try ServiceJSON.decode(Answer.self, from: body, service: service)
        guard let alerts = answer.alerts else { throw .badData(service: service, problem: .missing("alerts")) }
        return alerts.compactMap(\.value).compactMap { alert -> WeatherWarning? in
            guard alert.status.map({ $0.lowercased() == "actual" }) ?? true,
                  let inGerman = alert.wording(german: true), let inEnglish = alert.wording(german: false)
            else { return nil }
            func time(_ text: String?) -> Date? { Plausible.time(text.flatMap(ISO8601Text.date(from:)), near: now) }
            let warning = WeatherWarning(
                source: Service.brightSky.entry.name, event: inEnglish.event, headline: inEnglish.headline,
                description: inEnglish.description, instruction: inEnglish.instruction, severity: WarningSeverity(capWord: alert.severity),
                onset: time(alert.onset) ?? time(alert.effective), ends: time(alert.expires), wordings: ["de": inGerman, "en": inEnglish]
            )
            return warning.isActive(at: now) ? warning.worded(in: german ? .german : .english) : nil
        }
    }

    struct Answer: Decodable {
        var alerts: [LossyElement<Alert>]?
    }

    struct Alert: Decodable {
        var status: String?
        var severity: String?
        var effective: String?
        var onset: String?
        var expires: String?
        var eventEn: String?
        var eventDe: String?
        var headlineEn: String?
        var headlineDe: String?
        var descriptionEn: String?
        var descriptionDe: String?
        var instructionEn: String?
        var instructionDe: String?

        /// Its words in German where `german`, else in English, each falling back on the other; nil
        /// without an event in either.
        func wording(german: Bool) -> WarningWording? {
            let softened = eventDe?.softeningCapitalWords
            guard let event = german ? (softened ?? eventEn) : (eventEn ?? softened), !TerminalText.sanitize(event).isEmpty else { return nil }
            return WarningWording(
                event: event.capitalisingFirst,
                headline: german ? headlineDe ?? headlineEn : headlineEn ?? headlineDe,
                description: german ? descriptionDe ?? descriptionEn : descriptionEn ?? descriptionDe,
                instruction: german ? instructionDe ?? instructionEn : instructionEn ?? instructionDe
            )
        }

        enum CodingKeys: String, CodingKey {
            case status, severity, effective, onset, expires
            case eventEn = "event_en"
            case eventDe = "event_de"
            case headlineEn = "headline_en"
            case headlineDe = "headline_de"
            case descriptionEn = "description_en"
            case descriptionDe = "description_de"
            case instructionEn = "instruction_en"
            case instructionDe = "instruction_de"
        }
    }
}
