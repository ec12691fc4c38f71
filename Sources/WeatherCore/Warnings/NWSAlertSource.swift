import FoundationEssentials

/// The US National Weather Service's active alerts for a point (`/alerts/active?point=lat,lon`,
/// GeoJSON; keyless, asks for an identifying User-Agent). Covers the United States and its territories.
public struct NWSAlertSource: WarningSource {
    public let accept = "application/geo+json"
    private let baseURL: URL

    /// Where it covers, for a place known only by its coordinates.
    static let outlines = [
        // The 48 contiguous states with their coastal waters, the Great Lakes border drawn through the lakes.
        RegionOutline([
            (48.3, -125.5), (48.3, -123.3), (49.0, -123.0), (49.0, -95.15), (48.0, -89.5), (46.5, -84.5),
            (45.8, -82.5), (43.0, -82.45), (42.35, -82.95), (42.05, -83.12), (41.7, -82.5), (42.9, -78.9), (43.25, -79.05),
            (43.6, -78.0), (44.1, -76.4), (45.0, -74.7), (45.0, -71.5), (47.45, -69.2), (47.1, -67.8),
            (45.1, -67.1), (44.5, -66.0), (40.0, -69.0), (35.0, -75.0), (30.5, -80.5), (25.0, -79.8),
            (24.3, -80.5), (24.3, -83.0), (25.8, -97.0), (25.9, -97.1), (26.4, -98.8), (27.5, -99.5),
            (29.3, -100.9), (29.0, -103.1), (29.7, -104.5), (31.75, -106.5), (31.78, -108.2), (31.33, -108.2),
            (31.33, -111.07), (32.5, -114.8), (32.72, -114.72), (32.53, -117.12), (32.4, -119.0),
            (34.0, -121.5), (40.0, -125.0),
        ]),
        // Alaska, the panhandle drawn along the Canadian border.
        RegionOutline([
            (51.0, -179.99), (72.0, -179.99), (72.0, -141.0), (60.3, -141.0), (59.5, -135.5), (56.0, -130.0),
            (54.5, -130.6), (54.5, -133.5), (57.0, -137.0), (59.0, -140.0), (51.0, -168.0),
        ]),
        RegionOutline(south: 18.5, west: -160.5, north: 22.5, east: -154.5),  // Hawaii
        RegionOutline(south: 17.6, west: -67.5, north: 18.6, east: -64.5),  // Puerto Rico, US Virgin Islands
        RegionOutline(south: 13.0, west: 144.4, north: 20.6, east: 146.2),  // Guam, Northern Mariana Islands
        RegionOutline(south: -14.6, west: -171.2, north: -14.1, east: -168.1),  // American Samoa
    ]

    public init(baseURL: URL) {
        self.baseURL = baseURL
    }

    public func request(for query: WarningQuery) -> URL? {
        let coordinate = query.place.coordinate
        return baseURL.appending(servicePath: "/alerts/active", query: [("point", "\(coordinate.queryLatitude),\(coordinate.queryLongitude)")])
    }

    public func decode(_ body: Data, for query: WarningQuery, now: Date) throws(FetchError) -> WarningFinding {
        .warnings(try Self.decode(body, now: now))
    }

    /// The actual alerts of a FeatureCollection that are not over at `now`; tests, exercises and
    /// cancellations are left out, and so is a feature that does not decode or names no event.
    public static func decode(_ body: Data, now: Date) throws(FetchError) -> [WeatherWarning] {
        let service = "NWS alerts"
        let collection = try ServiceJSON.decode(Collection.self, from: body, service: service)
        guard let features = collection.features else { throw .badData(service: service, problem: .missing("features")) }
        return features.compactMap { $0.value?.properties }.compactMap { alert -> WeatherWarning? in
            guard alert.status.map({ $0.lowercased() == "actual" }) ?? true,
                  alert.messageType?.lowercased() != "cancel",
                  let event = alert.event, !TerminalText.sanitize(event).isEmpty
            else { return nil }
            func time(_ text: String?) -> Date? { Plausible.time(text.flatMap(ISO8601Text.date(from:)), near: now) }
            let warning = WeatherWarning(
                source: Service.nws.entry.name, event: event, headline: alert.headline, description: alert.description,
                instruction: alert.instruction, severity: WarningSeverity(capWord: alert.severity), severityLabel: alert.severity,
                onset: time(alert.onset) ?? time(alert.effective), ends: time(alert.ends) ?? time(alert.expires)
            )
            return warning.isActive(at: now) ? warning : nil
        }
    }

    struct Collection: Decodable {
        var features: [LossyElement<Feature>]?
    }

    struct Feature: Decodable {
        var properties: Properties?
    }

    struct Properties: Decodable {
        var event: String?
        var headline: String?
        var description: String?
        var instruction: String?
        var severity: String?
        var onset: String?
        var effective: String?
        var ends: String?
        var expires: String?
        var status: String?
        var messageType: String?
    }
}
