import FoundationEssentials

/// What the nearest airport's weather station reported last (a METAR), decoded from its text. A value
/// the report leaves out is nil.
public struct Observation: Hashable, Sendable, Codable {
    /// The station's ICAO id: "EGLL".
    public var station: String
    public var time: Date
    /// The report as the station sent it, sanitised to one line.
    public var raw: String
    /// °C.
    public var temperature: Double?
    /// °C.
    public var dewPoint: Double?
    public var wind: ObservedWind?
    /// Metres; 10,000 where the report says "10 km or more" (9999, CAVOK).
    public var visibility: Double?
    /// hPa (QNH).
    public var pressure: Double?
    /// Ceiling and visibility OK: no cloud below 5,000 ft, 10 km or more, no weather.
    public var isCAVOK: Bool
    public var weather: [PresentWeather]
    public var clouds: [CloudLayer]
    /// Whether the report says the sky is clear (SKC, CLR, NSC, NCD).
    public var isSkyClear: Bool
    /// When it was fetched: the feed's own age, apart from the weather's.
    public var fetchedAt: Date

    public init(
        station: String, time: Date, raw: String, temperature: Double? = nil, dewPoint: Double? = nil, wind: ObservedWind? = nil,
        visibility: Double? = nil, pressure: Double? = nil, isCAVOK: Bool = false, weather: [PresentWeather] = [], clouds: [CloudLayer] = [],
        isSkyClear: Bool = false, fetchedAt: Date
    ) {
        self.station = station
        self.time = time
        self.raw = raw
        self.temperature = temperature
        self.dewPoint = dewPoint
        self.wind = wind
        self.visibility = visibility
        self.pressure = pressure
        self.isCAVOK = isCAVOK
        self.weather = weather
        self.clouds = clouds
        self.isSkyClear = isSkyClear
        self.fetchedAt = fetchedAt
    }

    /// A report is a station's word for an hour: the next one is due then.
    public static let lifetime: TimeInterval = 60 * 60
    /// Older than this, a report says nothing of now: it is not compared with the forecast.
    public static let comparableFor: TimeInterval = 90 * 60

    /// Whether anything falls at the station itself (rain, snow, drizzle, hail…; not in the vicinity).
    public var isWet: Bool {
        weather.contains { !$0.isNearby && $0.isPrecipitation }
    }

    /// The cover of the most covering layer; nil where the report has none.
    public var cover: CloudLayer.Cover? {
        clouds.map(\.cover).max()
    }
}
