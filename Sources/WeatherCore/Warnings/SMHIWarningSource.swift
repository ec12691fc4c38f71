import FoundationEssentials

/// SMHI's impact-based weather warnings for Sweden (`/ibww/api/version/1/warning.json`, JSON; keyless,
/// open data): one list for the whole country, each warning with its areas, and each area with its
/// level, its times, its text in Swedish and English and its polygon. The warnings whose area holds the
/// place are its; SMHI's messages (a risk of water shortage, a fire risk) are not warnings and are
/// left out.
public struct SMHIWarningSource: WarningSource {
    public let accept = "application/json"
    private let baseURL: URL

    public init(baseURL: URL) {
        self.baseURL = baseURL
    }

    public func request(for query: WarningQuery) -> URL? {
        baseURL.appending(servicePath: "/ibww/api/version/1/warning.json", query: [])
    }

    public func decode(_ body: Data, for query: WarningQuery, now: Date) throws(FetchError) -> WarningFinding {
        .warnings(try Self.decode(body, at: query.place.coordinate, language: query.language, now: now))
    }

    /// The warnings with an area that holds `point`, not over at `now`, each once, in Swedish for a
    /// Swedish reader and in English for any other (`WeatherWarning.wordings` keeps both).
    public static func decode(_ body: Data, at point: Coordinate, language: Language, now: Date) throws(FetchError) -> [WeatherWarning] {
        let service = "SMHI warnings"
        let warnings = try ServiceJSON.decode([LossyElement<Warning>].self, from: body, service: service)
        return warnings.compactMap(\.value).compactMap { warning -> WeatherWarning? in
            guard let area = warning.warningAreas?.compactMap(\.value).first(where: { $0.area?.geometry?.contains(point) == true }),
                  let level = area.warningLevel?.code?.trimmed().lowercased(), level != "message",
                  let inSwedish = warning.wording(of: area, swedish: true), let inEnglish = warning.wording(of: area, swedish: false)
            else { return nil }
            func time(_ text: String?) -> Date? { Plausible.time(text.flatMap(ISO8601Text.date(from:)), near: now) }
            let found = WeatherWarning(
                source: Service.smhi.entry.name, event: inEnglish.event, headline: inEnglish.headline, description: inEnglish.description,
                severity: WarningSeverity(colour: level), severityLabel: inEnglish.severityLabel,
                onset: time(area.approximateStart) ?? time(area.published), ends: time(area.approximateEnd),
                wordings: ["sv": inSwedish, "en": inEnglish]
            )
            return found.isActive(at: now) ? found.worded(in: language) : nil
        }
    }

    /// A text the service gives in Swedish and English, and its code.
    struct Text: Decodable {
        var sv: String?
        var en: String?
        var code: String?

        /// In Swedish where `swedish`, else in English, each falling back on the other.
        func words(swedish: Bool) -> String? {
            swedish ? sv ?? en : en ?? sv
        }
    }

    struct Warning: Decodable {
        var event: Text?
        var warningAreas: [LossyElement<WarningArea>]?

        /// Its words for `area`: the event, the area's description of it as the headline, and the
        /// area's paragraphs ("title: text"); nil without an event in either language.
        func wording(of area: WarningArea, swedish: Bool) -> WarningWording? {
            guard let event = event?.words(swedish: swedish), !TerminalText.sanitize(event).isEmpty else { return nil }
            let paragraphs = (area.descriptions ?? []).compactMap(\.value).compactMap { paragraph -> String? in
                guard let text = paragraph.text?.words(swedish: swedish) else { return nil }
                return paragraph.title?.words(swedish: swedish).map { $0 + ": " + text } ?? text
            }
            return WarningWording(
                event: event.capitalisingFirst, headline: area.eventDescription?.words(swedish: swedish),
                description: paragraphs.isEmpty ? nil : paragraphs.joined(separator: "\n\n"),
                severityLabel: area.warningLevel?.words(swedish: swedish)
            )
        }
    }

    struct WarningArea: Decodable {
        var approximateStart: String?
        var approximateEnd: String?
        var published: String?
        var warningLevel: Text?
        var eventDescription: Text?
        var descriptions: [LossyElement<Paragraph>]?
        var area: Feature?
    }

    struct Paragraph: Decodable {
        var title: Text?
        var text: Text?
    }

    struct Feature: Decodable {
        var geometry: AreaShape?
    }
}
