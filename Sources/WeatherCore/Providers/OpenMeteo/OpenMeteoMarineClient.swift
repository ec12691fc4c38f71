import FoundationEssentials

/// Open-Meteo's marine API (`/v1/marine`, keyless): the waves, the sea's temperature and its level
/// (tides and surge included) an hour a step, for the place's today and the next two days, in one
/// request. Inland its values are all null: the place has no sea.
public struct OpenMeteoMarineClient: Sendable {
    private let baseURL: URL
    private let fetcher: any HTTPFetching
    private let clock: @Sendable () -> Date

    static let variables = Column.allCases.map(\.rawValue).joined(separator: ",")
    /// Local days asked for: today and tomorrow, whose tides are shown, and the day after, so that a
    /// tide just after midnight is found from the hours either side of it.
    static let forecastDays = 3
    /// The hours before the current one kept: the tide curve shows where the sea came from.
    public static let hoursBefore = 6
    /// The service as messages name it.
    static let service = Service.marine.entry.name

    public init(baseURL: URL, fetcher: any HTTPFetching, clock: @escaping @Sendable () -> Date = Date.init) {
        self.baseURL = baseURL
        self.fetcher = fetcher
        self.clock = clock
    }

    public func marine(at coordinate: Coordinate) async throws -> Marine {
        let url = baseURL.appending(servicePath: "/v1/marine", query: [
            ("latitude", coordinate.queryLatitude),
            ("longitude", coordinate.queryLongitude),
            ("hourly", Self.variables),
            ("forecast_days", String(Self.forecastDays)),
            ("timezone", "auto"),
            ("timeformat", "unixtime"),
        ])
        let response = try await fetcher.get(url, from: Self.service)
        return try Self.decode(response.body, now: clock())
    }

    /// Decodes a `/v1/marine` body; every value through the plausibility gate. An answer without hours
    /// is bad data; one whose hours have no value at all is a place with no sea (`Marine.inland`); an hour
    /// without a value is left out. The tides are those of the place's today and tomorrow, on its clock as
    /// the answer gives it.
    public static func decode(_ body: Data, now: Date) throws(FetchError) -> Marine {
        let decoded = try OpenMeteoHourlyAnswer.decode(body, service: service, hourly: Hourly.init(reading:))
        guard let hourly = decoded.hourly, let times = hourly.times else { throw .badData(service: service, problem: .missing("hourly")) }
        let offset = Plausible.utcOffset(decoded.utcOffsetSeconds) ?? 0
        let units = decoded.hourlyUnits ?? OpenMeteoUnits()
        func column(_ column: Column, _ quantity: Quantity) -> [Double?] {
            units.modelValues(hourly.columns[column] ?? [], label: column.rawValue, quantity: quantity).map { Plausible.value($0, as: quantity) }
        }
        let columns = (
            waveHeight: column(.waveHeight, .waveHeight), waveDirection: column(.waveDirection, .waveDirection),
            wavePeriod: column(.wavePeriod, .wavePeriod), swellHeight: column(.swellHeight, .waveHeight),
            swellDirection: column(.swellDirection, .waveDirection), swellPeriod: column(.swellPeriod, .wavePeriod),
            windWaveHeight: column(.windWaveHeight, .waveHeight), seaTemperature: column(.seaTemperature, .seaTemperature),
            seaLevel: column(.seaLevel, .seaLevel)
        )
        func value(_ values: [Double?], _ index: Int) -> Double? { index < values.count ? values[index] : nil }
        let all: [SeaHour] = times.indices.compactMap { index in
            guard let time = Plausible.time(times[index].date(utcOffset: offset), near: now) else { return nil }
            return SeaHour(
                time: time, waveHeight: value(columns.waveHeight, index), waveDirection: value(columns.waveDirection, index),
                wavePeriod: value(columns.wavePeriod, index), swellHeight: value(columns.swellHeight, index),
                swellDirection: value(columns.swellDirection, index), swellPeriod: value(columns.swellPeriod, index),
                windWaveHeight: value(columns.windWaveHeight, index), seaTemperature: value(columns.seaTemperature, index),
                seaLevel: value(columns.seaLevel, index)
            )
        }
        guard all.contains(where: { !$0.isEmpty }) else { return .inland(fetchedAt: now) }
        let today = Date(timeIntervalSince1970: ((now.timeIntervalSince1970 + Double(offset)) / 86_400).rounded(.down) * 86_400 - Double(offset))
        let tomorrowEnds = today.addingTimeInterval(2 * 86_400)
        let tides = TideTurns.turns(in: all.map { ($0.time, $0.seaLevel) }).filter { $0.time >= today && $0.time < tomorrowEnds }
        let firstKept = now.addingTimeInterval(-Double(hoursBefore + 1) * 3600)
        return Marine(hours: all.filter { $0.time > firstKept && !$0.isEmpty }, tides: tides, tideDays: today..<tomorrowEnds, fetchedAt: now)
    }

    /// The hourly variables asked for, by the names the service gives them.
    enum Column: String, CaseIterable {
        case waveHeight = "wave_height"
        case waveDirection = "wave_direction"
        case wavePeriod = "wave_period"
        case swellHeight = "swell_wave_height"
        case swellDirection = "swell_wave_direction"
        case swellPeriod = "swell_wave_period"
        case windWaveHeight = "wind_wave_height"
        case seaTemperature = "sea_surface_temperature"
        case seaLevel = "sea_level_height_msl"
    }

    /// The hourly block: its times and a column of numbers for each variable asked for (a column that
    /// is not numbers is missing).
    struct Hourly: Decodable, Equatable {
        var times: [ServiceTime]?
        var columns: [Column: [Double?]] = [:]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            times = try container.decodeTimesIfPresent(forKey: AnyCodingKey(stringValue: "time"))
            for column in Column.allCases {
                columns[column] = try? container.decodeNumbersIfPresent(forKey: AnyCodingKey(stringValue: column.rawValue))
            }
        }

        /// The block read by `PlainJSONReader` (`hourlyColumns(where:)`), as JSONDecoder reads it; nil
        /// when it is not of the plain shape.
        init?(reading reader: inout PlainJSONReader) {
            guard let block = reader.hourlyColumns(where: { Column(rawValue: $0) != nil }) else { return nil }
            times = block.times
            columns = Dictionary(uniqueKeysWithValues: block.columns.compactMap { key, values in Column(rawValue: key).map { ($0, values) } })
        }
    }
}
