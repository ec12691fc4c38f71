import FoundationEssentials

/// MET Norway's MetAlerts for a point (`/weatherapi/metalerts/2.0/current.json?lat=…&lon=…`, GeoJSON,
/// English text; keyless, its terms ask for an identifying User-Agent). Covers Norway, its waters,
/// Svalbard and Jan Mayen.
public struct MetNorwayAlertSource: WarningSource {
    public let accept = "application/json"
    private let baseURL: URL

    /// Where it covers, for a place known only by its coordinates.
    static let outlines = [
        // The mainland and its coastal waters, along the Swedish, Finnish and Russian borders.
        RegionOutline([
            (57.7, 3.0), (72.0, 3.0), (72.0, 31.5), (69.85, 31.0), (69.65, 30.85), (69.05, 28.93), (69.8, 28.4),
            (70.09, 27.9), (69.7, 26.3), (69.4, 25.8), (68.9, 25.0), (68.6, 24.0), (68.8, 22.4), (69.05, 20.55),
            (68.4, 18.9), (68.15, 17.9), (67.0, 16.4), (66.1, 15.4), (65.1, 14.3), (64.4, 13.9), (64.0, 12.7),
            (63.5, 12.2), (62.3, 12.25), (61.5, 12.6), (61.0, 12.4), (60.0, 12.5), (59.5, 11.7), (58.9, 11.45),
            (58.7, 10.8), (58.0, 9.5), (57.6, 7.5),
        ]),
        RegionOutline(south: 74.0, west: 10.0, north: 81.0, east: 35.0),  // Svalbard, Bjørnøya
        RegionOutline(south: 70.7, west: -9.2, north: 71.3, east: -7.8),  // Jan Mayen
    ]

    public init(baseURL: URL) {
        self.baseURL = baseURL
    }

    public func request(for query: WarningQuery) -> URL? {
        let coordinate = query.place.coordinate
        return baseURL.appending(servicePath: "/weatherapi/metalerts/2.0/current.json", query: [
            ("lat", coordinate.queryLatitude), ("lon", coordinate.queryLongitude), ("lang", "en"),
        ])
    }

    public func decode(_ body: Data, for query: WarningQuery, now: Date) throws(FetchError) -> WarningFinding {
        .warnings(try Self.decode(body, now: now))
    }

    /// The alerts of a FeatureCollection not over at `now`. The level is the awareness colour (yellow,
    /// orange, red), kept as the label; the CAP severity, where sent, sets the app's scale, else the colour.
    public static func decode(_ body: Data, now: Date) throws(FetchError) -> [WeatherWarning] {
        let service = "MET Norway alerts"
        let collection = try ServiceJSON.decode(Collection.self, from: body, service: service)
        guard let features = collection.features else { throw .badData(service: service, problem: .missing("features")) }
        return features.compactMap(\.value).compactMap { feature -> WeatherWarning? in
            guard let alert = feature.properties, let event = alert.eventAwarenessName ?? alert.event,
                  !TerminalText.sanitize(event).isEmpty
            else { return nil }
            let interval = feature.when?.interval ?? alert.when?.interval ?? []
            func time(_ index: Int) -> Date? {
                guard index < interval.count else { return nil }
                return Plausible.time(interval[index].flatMap(ISO8601Text.date(from:)), near: now)
            }
            let colour = awarenessColour(alert.awarenessLevel) ?? alert.riskMatrixColor.map { $0.trimmed().lowercased() }
            var severity = WarningSeverity(capWord: alert.severity)
            if severity == .unknown { severity = WarningSeverity(colour: colour) }
            let description = [alert.description, alert.consequences].compactMap { $0 }.joined(separator: "\n\n")
            let warning = WeatherWarning(
                source: Service.metNorway.entry.name, event: event.capitalisingFirst, headline: alert.title,
                description: description.isEmpty ? nil : description, instruction: alert.instruction,
                severity: severity, severityLabel: colour.map(\.capitalisingFirst), onset: time(0), ends: time(1)
            )
            return warning.isActive(at: now) ? warning : nil
        }
    }

    /// "2; yellow; Moderate" → "yellow".
    static func awarenessColour(_ level: String?) -> String? {
        guard let parts = level?.split(separator: ";"), parts.count >= 2 else { return nil }
        let colour = String(parts[1]).trimmed().lowercased()
        return colour.isEmpty ? nil : colour
    }

    struct Collection: Decodable {
        var features: [LossyElement<Feature>]?
    }

    struct Feature: Decodable {
        var properties: Properties?
        var when: When?
    }

    struct When: Decodable {
        var interval: [String?]?
    }

    struct Properties: Decodable {
        var title: String?
        var description: String?
        var instruction: String?
        var consequences: String?
        var event: String?
        var eventAwarenessName: String?
        var awarenessLevel: String?
        var severity: String?
        var riskMatrixColor: String?
        var when: When?

        enum CodingKeys: String, CodingKey {
            case title, description, instruction, consequences, event, eventAwarenessName, severity, riskMatrixColor, when
            case awarenessLevel = "awareness_level"
        }
    }
}
