import FoundationEssentials

/// Environment and Climate Change Canada's alerts (MSC GeoMet, `/collections/weather-alerts/items`,
/// GeoJSON; keyless). The service has no point query: it is asked for the alerts whose regions touch a
/// small box around the place, and keeps those whose polygon holds the place. Each alert comes once per
/// forecast region, with English and French text side by side.
public struct ECCCAlertSource: WarningSource {
    public let accept = "application/geo+json"
    private let baseURL: URL

    /// Half the side of the box asked about, in degrees (about 2 km): the regions that touch it are the
    /// place's and its neighbours'.
    static let reach = 0.02

    public init(baseURL: URL) {
        self.baseURL = baseURL
    }

    public func request(for query: WarningQuery) -> URL? {
        let point = query.place.coordinate
        let box = [point.longitude - Self.reach, point.latitude - Self.reach, point.longitude + Self.reach, point.latitude + Self.reach]
        return baseURL.appending(servicePath: "/collections/weather-alerts/items", query: [
            ("f", "json"), ("bbox", box.map { DecimalText.string($0, decimals: 4) }.joined(separator: ",")),
            ("lang", Self.isFrench(query.language) ? "fr" : "en"), ("limit", "100"),
        ])
    }

    public func decode(_ body: Data, for query: WarningQuery, now: Date) throws(FetchError) -> WarningFinding {
        .warnings(try Self.decode(body, at: query.place.coordinate, french: Self.isFrench(query.language), now: now))
    }

    static func isFrench(_ language: Language) -> Bool { language == .french }

    /// The alerts whose polygon holds `point` and that are neither over at `now` nor ended or cancelled,
    /// each once (the first of its copies for other regions), in French where `french` and the service
    /// has it, else in English.
    public static func decode(_ body: Data, at point: Coordinate, french: Bool, now: Date) throws(FetchError) -> [WeatherWarning] {
        let service = "Environment Canada alerts"
        let collection = try ServiceJSON.decode(Collection.self, from: body, service: service)
        guard let features = collection.features else { throw .badData(service: service, problem: .missing("features")) }
        var seen = Set<String>()
        return features.compactMap(\.value).compactMap { feature -> WeatherWarning? in
            guard let alert = feature.properties, feature.geometry?.contains(point) == true,
                  !["ended", "cancelled"].contains(alert.statusEn?.trimmed().lowercased() ?? ""),
                  let event = (french ? alert.alertNameFr ?? alert.alertNameEn : alert.alertNameEn ?? alert.alertNameFr),
                  !TerminalText.sanitize(event).isEmpty
            else { return nil }
            func time(_ text: String?) -> Date? { Plausible.time(text.flatMap(ISO8601Text.date(from:)), near: now) }
            let label = french ? alert.riskColourFr ?? alert.riskColourEn : alert.riskColourEn
            let warning = WeatherWarning(
                source: Service.eccc.entry.name, event: event.capitalisingFirst,
                description: french ? alert.alertTextFr ?? alert.alertTextEn : alert.alertTextEn ?? alert.alertTextFr,
                severity: alert.riskColourEn == nil ? severity(ofType: alert.alertType) : WarningSeverity(colour: alert.riskColourEn),
                severityLabel: label.map(\.capitalisingFirst),
                onset: time(alert.validityDatetime) ?? time(alert.publicationDatetime),
                ends: time(alert.eventEndDatetime) ?? time(alert.expirationDatetime)
            )
            let identity = [alert.alertCode ?? warning.event, alert.validityDatetime ?? "", alert.eventEndDatetime ?? ""].joined(separator: "|")
            guard warning.isActive(at: now), seen.insert(identity).inserted else { return nil }
            return warning
        }
    }

    /// An alert without a colour: a warning is moderate; a watch, an advisory or a statement minor.
    static func severity(ofType type: String?) -> WarningSeverity {
        switch type?.trimmed().lowercased() {
        case "warning": .moderate
        case "watch", "advisory", "statement": .minor
        default: .unknown
        }
    }

    struct Collection: Decodable {
        var features: [LossyElement<Feature>]?
    }

    struct Feature: Decodable {
        var properties: Properties?
        var geometry: AreaShape?
    }

    struct Properties: Decodable {
        var alertCode: String?
        var alertType: String?
        var alertNameEn: String?
        var alertNameFr: String?
        var alertTextEn: String?
        var alertTextFr: String?
        var riskColourEn: String?
        var riskColourFr: String?
        var statusEn: String?
        var publicationDatetime: String?
        var validityDatetime: String?
        var eventEndDatetime: String?
        var expirationDatetime: String?

        enum CodingKeys: String, CodingKey {
            case alertCode = "alert_code"
            case alertType = "alert_type"
            case alertNameEn = "alert_name_en"
            case alertNameFr = "alert_name_fr"
            case alertTextEn = "alert_text_en"
            case alertTextFr = "alert_text_fr"
            case riskColourEn = "risk_colour_en"
            case riskColourFr = "risk_colour_fr"
            case statusEn = "status_en"
            case publicationDatetime = "publication_datetime"
            case validityDatetime = "validity_datetime"
            case eventEndDatetime = "event_end_datetime"
            case expirationDatetime = "expiration_datetime"
        }
    }
}
