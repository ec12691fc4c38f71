import FoundationEssentials

/// NOAA CO-OPS (keyless, US coasts): the stations with tide predictions, from its metadata API, and a
/// station's official high and low waters, from its data API.
public struct NOAATidesClient: Sendable {
    private let baseURL: URL
    private let fetcher: any HTTPFetching

    /// The service as messages name it.
    static let service = Service.coops.entry.name
    /// A station name longer than this is cut: it is a label in the header and the `m` view.
    static let maximumNameLength = 40

    public init(baseURL: URL, fetcher: any HTTPFetching) {
        self.baseURL = baseURL
        self.fetcher = fetcher
    }

    public func stations() async throws -> [TideStation] {
        let url = baseURL.appending(servicePath: "/mdapi/prod/webapi/stations.json", query: [("type", "tidepredictions")])
        return try Self.decodeStations(try await fetcher.get(url, from: Self.service).body)
    }

    /// The high and low waters of `station` over the UTC days that hold `from` and `until`.
    public func tides(at station: TideStation, from: Date, until: Date) async throws -> [Tide] {
        guard let first = CalendarDay(from, utcOffset: 0), let last = CalendarDay(until, utcOffset: 0) else { return [] }
        let url = baseURL.appending(servicePath: "/api/prod/datagetter", query: [
            ("product", "predictions"), ("application", "weathertui"), ("datum", "MLLW"), ("interval", "hilo"),
            ("format", "json"), ("units", "english"), ("time_zone", "gmt"), ("station", station.id),
            ("begin_date", String(first.text.filter { $0 != "-" })),
            ("end_date", String(last.text.filter { $0 != "-" })),
        ])
        return try Self.decodeTides(try await fetcher.get(url, from: Self.service).body)
    }

    /// The stations of a `stations.json` answer that have an id, a name and a place on Earth.
    public static func decodeStations(_ body: Data) throws(FetchError) -> [TideStation] {
        let decoded = try ServiceJSON.decode(StationList.self, from: body, service: service)
        guard let stations = decoded.stations else { throw .badData(service: service, problem: .missing("stations")) }
        return stations.compactMap { element in
            guard let station = element.value, let id = station.id.map(TerminalText.oneLine), !id.isEmpty, id.count <= 16,
                  let name = station.name.map({ TerminalText.sanitize(TerminalText.oneLine($0), maximumLength: maximumNameLength) }), !name.isEmpty,
                  let coordinate = Plausible.coordinate(latitude: station.lat, longitude: station.lng)
            else { return nil }
            return TideStation(id: id, name: name, coordinate: coordinate)
        }
    }

    /// The high and low waters of a `datagetter` answer (`hilo`, GMT, feet above MLLW), in metres; an
    /// answer with an `error` is bad data, as is one without predictions.
    public static func decodeTides(_ body: Data) throws(FetchError) -> [Tide] {
        let decoded = try ServiceJSON.decode(Predictions.self, from: body, service: service)
        if decoded.error != nil { throw .badData(service: service, problem: .unusable("error")) }
        guard let predictions = decoded.predictions else { throw .badData(service: service, problem: .missing("predictions")) }
        return predictions.compactMap { prediction in
            guard let time = prediction.t.flatMap(Self.time), let feet = prediction.v.flatMap(Double.init),
                  let metres = Plausible.value(feet * 0.3048, as: .seaLevel), let type = prediction.type
            else { return nil }
            let kind: Tide.Kind? = switch type {
            case "H", "HH": .high
            case "L", "LL": .low
            default: nil
            }
            return kind.map { Tide(time: time, height: metres, kind: $0) }
        }
        .sorted { $0.time < $1.time }
    }

    /// "2026-03-05 05:50" in UTC.
    static func time(_ text: String) -> Date? {
        let parts = text.split(separator: " ")
        guard parts.count == 2, let day = CalendarDay(parsing: String(parts[0])) else { return nil }
        let clock = parts[1].split(separator: ":")
        guard clock.count == 2, let hour = Int(clock[0]), let minute = Int(clock[1]), (0..<24).contains(hour), (0..<60).contains(minute)
        else { return nil }
        return Date(timeIntervalSince1970: Double(day.dayNumber * 86_400 + hour * 3600 + minute * 60))
    }

    struct StationList: Decodable {
        struct Station: Decodable {
            var id: String?
            var name: String?
            var lat: Double?
            var lng: Double?
        }

        var stations: [LossyElement<Station>]?
    }

    struct Predictions: Decodable {
        /// Time, value and type, as NOAA names them.
        struct Prediction: Decodable {
            var t: String?
            var v: String?
            var type: String?
        }

        struct Problem: Decodable {
            var message: String?
        }

        var predictions: [Prediction]?
        var error: Problem?
    }
}
