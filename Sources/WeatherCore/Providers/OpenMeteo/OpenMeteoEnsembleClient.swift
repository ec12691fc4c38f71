import FoundationEssentials

/// Open-Meteo's ensemble API (`/v1/ensemble`, keyless): every member of one model family's ensemble,
/// an hour a step, its temperature and precipitation, for the place's next week in one request. The
/// control run comes as `temperature_2m`, the others as `temperature_2m_member01` …; each is a member.
public struct OpenMeteoEnsembleClient: Sendable {
    private let baseURL: URL
    private let fetcher: any HTTPFetching
    private let clock: @Sendable () -> Date

    /// ECMWF's IFS ensemble at 0.25°: 50 members and the control, worldwide.
    static let model = "ecmwf_ifs025"
    public static let modelName = "ECMWF IFS"
    static let forecastDays = 7
    /// The hours before the current one kept: the graph starts at the current step.
    static let hoursBefore = 1
    /// The service as messages name it.
    static let service = Service.ensemble.entry.name

    public init(baseURL: URL, fetcher: any HTTPFetching, clock: @escaping @Sendable () -> Date = Date.init) {
        self.baseURL = baseURL
        self.fetcher = fetcher
        self.clock = clock
    }

    public func ensemble(at coordinate: Coordinate) async throws -> Ensemble {
        let url = baseURL.appending(servicePath: "/v1/ensemble", query: [
            ("latitude", coordinate.queryLatitude),
            ("longitude", coordinate.queryLongitude),
            ("models", Self.model),
            ("hourly", Column.allCases.map(\.rawValue).joined(separator: ",")),
            ("forecast_days", String(Self.forecastDays)),
            ("timezone", "auto"),
            ("timeformat", "unixtime"),
        ])
        let response = try await fetcher.get(url, from: Self.service)
        return try Self.decode(response.body, now: clock())
    }

    /// Decodes a `/v1/ensemble` body; every value through the plausibility gate. An answer without hours
    /// or without any temperature column is bad data; one whose members have no value at all is a place
    /// the model does not cover (no hours, no days). The days are the place's, on its clock as the answer gives it.
    public static func decode(_ body: Data, now: Date) throws(FetchError) -> Ensemble {
        try ensemble(from: .decode(body, service: service, hourly: Hourly.init(reading:)), now: now)
    }

    /// The ensemble of a decoded answer, as `decode(_:now:)` gives it.
    static func ensemble(from decoded: OpenMeteoHourlyAnswer<Hourly>, now: Date) throws(FetchError) -> Ensemble {
        guard let hourly = decoded.hourly, let times = hourly.times else { throw .badData(service: service, problem: .missing("hourly")) }
        guard let temperatureColumns = hourly.members[.temperature], !temperatureColumns.isEmpty else {
            throw .badData(service: service, problem: .missing(Column.temperature.rawValue))
        }
        let offset = Plausible.utcOffset(decoded.utcOffsetSeconds) ?? 0
        let units = decoded.hourlyUnits ?? OpenMeteoUnits()
        func members(_ column: Column, _ quantity: Quantity) -> [[Double?]] {
            (hourly.members[column] ?? []).map { member in
                units.modelValues(member.values, label: member.key, quantity: quantity).map { Plausible.value($0, as: quantity) }
            }
        }
        let temperatures = members(.temperature, .temperature)
        let precipitation = members(.precipitation, .precipitation)
        var rows: (times: [Date], temperatures: [[Double?]], precipitation: [[Double?]]) = ([], [], [])
        for index in times.indices {
            guard let time = Plausible.time(times[index].date(utcOffset: offset), near: now) else { continue }
            rows.times.append(time)
            rows.temperatures.append(temperatures.map { index < $0.count ? $0[index] : nil })
            rows.precipitation.append(precipitation.map { index < $0.count ? $0[index] : nil })
        }
        let summary = EnsembleSummary(times: rows.times, temperatures: rows.temperatures, precipitation: rows.precipitation, utcOffset: offset)
        let firstKept = now.addingTimeInterval(-Double(hoursBefore) * 3600)
        return Ensemble(
            model: modelName, memberCount: temperatureColumns.count, hours: summary.hours.filter { $0.time >= firstKept },
            days: summary.days, fetchedAt: now
        )
    }

    /// The hourly variables asked for, by the names the service gives the control run's.
    enum Column: String, CaseIterable {
        case temperature = "temperature_2m"
        case precipitation

        /// Whether `key` is one of this variable's members: the control run's name, or it with
        /// `_member` and a number.
        func names(_ key: String) -> Bool {
            guard key.hasPrefix(rawValue) else { return false }
            let rest = key.dropFirst(rawValue.count)
            guard !rest.isEmpty else { return true }
            guard rest.hasPrefix("_member") else { return false }
            let number = rest.dropFirst("_member".count)
            return !number.isEmpty && number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber)
        }
    }

    /// The hourly block: its times and, for each variable, a column of numbers a member (in the order of
    /// their names: the control run first). A column that is not numbers is left out.
    struct Hourly: Decodable, Equatable {
        var times: [ServiceTime]?
        var members: [Column: [Member]] = [:]

        struct Member: Equatable {
            var key: String
            var values: [Double?]
        }

        /// The block of `times` and of the answer's columns of numbers by name.
        init(times: [ServiceTime]?, columns: [String: [Double?]]) {
            self.times = times
            let keys = columns.keys.sorted()
            for column in Column.allCases {
                members[column] = keys.filter(column.names).compactMap { key in columns[key].map { Member(key: key, values: $0) } }
            }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            var columns: [String: [Double?]] = [:]
            for key in container.allKeys where Column.allCases.contains(where: { $0.names(key.stringValue) }) {
                columns[key.stringValue] = (try? container.decodeNumbersIfPresent(forKey: key)).flatMap { $0 }
            }
            self.init(times: try container.decodeTimesIfPresent(forKey: AnyCodingKey(stringValue: "time")), columns: columns)
        }

        /// The block read by `PlainJSONReader` (`hourlyColumns(where:)`), as JSONDecoder reads it; nil
        /// when it is not of the plain shape.
        init?(reading reader: inout PlainJSONReader) {
            guard let block = reader.hourlyColumns(where: { key in Column.allCases.contains { $0.names(key) } }) else { return nil }
            self.init(times: block.times, columns: block.columns)
        }
    }
}
