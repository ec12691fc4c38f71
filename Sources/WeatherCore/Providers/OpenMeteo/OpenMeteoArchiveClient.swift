import FoundationEssentials

/// Open-Meteo's historical weather archive (`/v1/archive`, keyless, ERA5 reanalysis): the daily highs
/// and lows at one place over several date ranges, in one request. Given lists of start and end dates,
/// the service answers with one object per range, in order.
public struct OpenMeteoArchiveClient: Sendable {
    private let baseURL: URL
    private let fetcher: any HTTPFetching

    static let variables = "temperature_2m_max,temperature_2m_min"
    /// The service as messages name it.
    static let service = Service.archive.entry.name
    /// ERA5 alone, not the service's default blend, whose sources change over the years: a mean over
    /// 30 years needs the same source throughout.
    static let model = "era5"

    public init(baseURL: URL, fetcher: any HTTPFetching) {
        self.baseURL = baseURL
        self.fetcher = fetcher
    }

    /// The request for `ranges` at `coordinate`: local days (`timezone=auto`), °C.
    public func request(at coordinate: Coordinate, ranges: [ClosedRange<CalendarDay>]) -> URL {
        baseURL.appending(servicePath: "/v1/archive", query: [
            ("latitude", coordinate.queryLatitude),
            ("longitude", coordinate.queryLongitude),
            ("start_date", ranges.map(\.lowerBound.text).joined(separator: ",")),
            ("end_date", ranges.map(\.upperBound.text).joined(separator: ",")),
            ("daily", Self.variables),
            ("timezone", "auto"),
            ("models", Self.model),
        ])
    }

    /// The days of `ranges` by day number (`CalendarDay.dayNumber`).
    public func days(at coordinate: Coordinate, ranges: [ClosedRange<CalendarDay>]) async throws(FetchError) -> [Int: DailyExtremes] {
        let response = try await fetcher.get(request(at: coordinate, ranges: ranges), from: Self.service)
        return try Self.decode(response.body)
    }

    /// Decodes a `/v1/archive` body, an array of answers (one per range) or a single one, into its days
    /// by day number. Every value goes through the plausibility gate; a day whose date cannot be read is
    /// left out. An answer with no day at all is bad data.
    public static func decode(_ body: Data) throws(FetchError) -> [Int: DailyExtremes] {
        let ranges: [Range]
        if let plain = PlainAnswerReader.ranges(in: body) {
            ranges = plain
        } else {
            ranges = try ServiceJSON.decode(Answer.self, from: body, service: service).ranges
        }
        return try days(in: ranges)
    }

    /// The days of an answer's ranges by day number, as `decode(_:)` gives them.
    static func days(in ranges: [Range]) throws(FetchError) -> [Int: DailyExtremes] {
        var days: [Int: DailyExtremes] = [:]
        days.reserveCapacity(ranges.reduce(0) { $0 + ($1.daily?.times?.count ?? 0) })
        for range in ranges {
            guard let daily = range.daily, let times = daily.times else { continue }
            let units = range.dailyUnits ?? OpenMeteoUnits()
            func column(_ values: [Double?]?, _ key: String) -> [Double?] {
                units.modelValues(values ?? [], label: key, quantity: .temperature).map { Plausible.value($0, as: .temperature) }
            }
            let highs = column(daily.highs, "temperature_2m_max")
            let lows = column(daily.lows, "temperature_2m_min")
            for (index, time) in times.enumerated() {
                guard let time, let day = CalendarDay(parsing: time) else { continue }
                days[day.dayNumber] = DailyExtremes(
                    high: index < highs.count ? highs[index] : nil, low: index < lows.count ? lows[index] : nil
                )
            }
        }
        guard !days.isEmpty else { throw .badData(service: service, problem: .missing("daily.time")) }
        return days
    }

    /// The whole body: a list of answers, or one.
    struct Answer: Decodable {
        var ranges: [Range]

        init(from decoder: any Decoder) throws {
            if var list = try? decoder.unkeyedContainer() {
                var ranges: [Range] = []
                while !list.isAtEnd {
                    if let range = try list.decode(LossyElement<Range>.self).value { ranges.append(range) }
                }
                self.ranges = ranges
            } else {
                ranges = [try Range(from: decoder)]
            }
        }
    }

    struct Range: Decodable {
        var dailyUnits: OpenMeteoUnits?
        var daily: Daily?

        enum CodingKeys: String, CodingKey {
            case dailyUnits = "daily_units"
            case daily
        }
    }

    /// The daily block: local dates ("2024-02-29") and the highs and lows, `null` where the archive has none.
    struct Daily: Decodable {
        var times: [String?]?
        var highs: [Double?]?
        var lows: [Double?]?

        enum CodingKeys: String, CodingKey {
            case times = "time"
            case highs = "temperature_2m_max"
            case lows = "temperature_2m_min"
        }

        init(times: [String?]?, highs: [Double?]?, lows: [Double?]?) {
            self.times = times
            self.highs = highs
            self.lows = lows
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            times = try? Self.dates(in: container)
            highs = try? container.decodeNumbersIfPresent(forKey: .highs)
            lows = try? container.decodeNumbersIfPresent(forKey: .lows)
        }

        /// The dates read straight from the column, as `decodeNumbersIfPresent` reads numbers: an element
        /// that is neither text nor `null` makes the whole column unreadable.
        private static func dates(in container: KeyedDecodingContainer<CodingKeys>) throws -> [String?]? {
            guard container.contains(.times), try !container.decodeNil(forKey: .times) else { return nil }
            var column = try container.nestedUnkeyedContainer(forKey: .times)
            var dates: [String?] = []
            dates.reserveCapacity(column.count ?? 0)
            while !column.isAtEnd {
                dates.append(try column.decodeNil() ? nil : column.decode(String.self))
            }
            return dates
        }
    }
}
