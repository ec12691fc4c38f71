import FoundationEssentials
import Glibc

/// The Aviation Weather Center's data API (keyless, worldwide): the METAR stations in a box, from
/// `/api/data/stationinfo`, and a station's latest report, from `/api/data/metar`.
public struct AviationWeatherClient: Sendable {
    private let baseURL: URL
    private let fetcher: any HTTPFetching
    private let clock: @Sendable () -> Date

    /// The service as messages name it.
    static let service = Service.aviationWeather.entry.name
    /// A report longer than this is cut: `--json` carries it whole, but no station sends more.
    static let maximumRawLength = 400

    public init(baseURL: URL, fetcher: any HTTPFetching, clock: @escaping @Sendable () -> Date = Date.init) {
        self.baseURL = baseURL
        self.fetcher = fetcher
        self.clock = clock
    }

    /// The stations that send METARs within `kilometres` of `coordinate` (the box around that circle).
    public func stations(near coordinate: Coordinate, within kilometres: Double) async throws -> [MetarStation] {
        let latitudeStep = kilometres / 111.2
        let longitudeStep = min(180, latitudeStep / max(0.01, cos(coordinate.latitude * .pi / 180)))
        func text(_ value: Double) -> String { DecimalText.string(value, decimals: 3) }
        let box = [
            max(-90, coordinate.latitude - latitudeStep), max(-180, coordinate.longitude - longitudeStep),
            min(90, coordinate.latitude + latitudeStep), min(180, coordinate.longitude + longitudeStep),
        ].map(text).joined(separator: ",")
        let url = baseURL.appending(servicePath: "/api/data/stationinfo", query: [("bbox", box), ("format", "json")])
        return try Self.decodeStations(try await fetcher.get(url, from: Self.service).body)
    }

    /// The station's latest report; nil where it sent none lately.
    public func latest(at station: MetarStation) async throws -> Observation? {
        let url = baseURL.appending(servicePath: "/api/data/metar", query: [("ids", station.id), ("format", "json")])
        let response = try await fetcher.get(url, from: Self.service)
        return try Self.decodeReports(response.body, now: clock()).max { $0.time < $1.time }
    }

    /// The stations of a `stationinfo` answer that send METARs and have an ICAO id and a place on Earth.
    public static func decodeStations(_ body: Data) throws(FetchError) -> [MetarStation] {
        let decoded = try ServiceJSON.decode([LossyElement<StationInfo>].self, from: body, service: service)
        return decoded.compactMap { element in
            guard let station = element.value, let id = station.icaoId.flatMap(icao), station.siteType?.contains("METAR") ?? true,
                  let coordinate = Plausible.coordinate(latitude: station.lat, longitude: station.lon)
            else { return nil }
            return MetarStation(id: id, coordinate: coordinate)
        }
    }

    /// The reports of a `metar` answer, each decoded from its text; a report without a station, a time or
    /// its text is left out.
    public static func decodeReports(_ body: Data, now: Date) throws(FetchError) -> [Observation] {
        let decoded = try ServiceJSON.decode([LossyElement<Report>].self, from: body, service: service)
        return decoded.compactMap { element in
            guard let report = element.value, let station = report.icaoId.flatMap(icao),
                  let time = Plausible.unixTime(report.obsTime, near: now),
                  let rawText = report.rawOb.map({ TerminalText.sanitize(TerminalText.oneLine($0), maximumLength: maximumRawLength) }), !rawText.isEmpty
            else { return nil }
            let text = MetarText(rawText)
            return Observation(
                station: station, time: time, raw: rawText, temperature: text.temperature, dewPoint: text.dewPoint, wind: text.wind,
                visibility: text.visibility, pressure: text.pressure, isCAVOK: text.isCAVOK, weather: text.weather, clouds: text.clouds,
                isSkyClear: text.isSkyClear, fetchedAt: now
            )
        }
    }

    /// Four letters or digits, as ICAO ids are; anything else is no station's.
    private static func icao(_ text: String) -> String? {
        let id = text.uppercased()
        return id.count == 4 && id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) ? id : nil
    }

    struct StationInfo: Decodable {
        var icaoId: String?
        var lat: Double?
        var lon: Double?
        var siteType: [String]?
    }

    struct Report: Decodable {
        var icaoId: String?
        var obsTime: Double?
        var rawOb: String?
    }
}
