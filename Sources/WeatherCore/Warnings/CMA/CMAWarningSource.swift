import FoundationEssentials
import Logging

/// China's warnings from the China Meteorological Administration's national centre (nmc.cn
/// `/rest/findAlarm`, keyless): the country's list, read for the place by the office that issued each
/// warning (`CMAWarningList`). The list names offices by their codes and the table names them in
/// Chinese, so the place's county and city are asked of reverse geocoding in Chinese, beside the list
/// and once a place; where that fails, the names the place came with are used, and those that cannot
/// say leave the province's warnings "area unclear". A place whose province none of them tells has its
/// warnings unknown.
public struct CMAWarningSource: WarningSource {
    public let accept = "application/json"
    private let baseURL: URL
    private let reverseGeocodingURL: URL
    private let areas = Locked<[String: PlaceArea]>([:])

    /// The list is one page; a day has about 300 to 400 warnings in force at once.
    static let pageSize = 1_000

    public init(baseURL: URL, reverseGeocodingURL: URL) {
        self.baseURL = baseURL
        self.reverseGeocodingURL = reverseGeocodingURL
    }

    public func request(for query: WarningQuery) -> URL? {
        baseURL.appending(servicePath: "/rest/findAlarm", query: [("pageNo", "1"), ("pageSize", String(Self.pageSize))])
    }

    public func decode(_ body: Data, for query: WarningQuery, now: Date) throws(FetchError) -> WarningFinding {
        guard let area = query.place.area, let found = try CMAWarningList.decode(body, for: area, now: now) else { return .regionUnknown }
        return .warnings(found.covering)
    }

    public func finding(
        for query: WarningQuery, fetcher: any HTTPFetching, logger: Logger, now: Date
    ) async throws(FetchError) -> (covering: [WeatherWarning], areaUnclear: [WeatherWarning])? {
        guard let request = request(for: query) else { return nil }
        async let answer = list(request, fetcher: fetcher)
        let looked = await chineseArea(of: query.place, fetcher: fetcher)
        let body = try await answer.get().body
        let own = query.place.area ?? PlaceArea(state: query.place.region)
        if case let .failure(error) = looked { logger.info("warnings: CMA: the place's names in Chinese were not had: \(error)") }
        guard let found = try CMAWarningList.decode(body, for: (try? looked.get()) ?? own, now: now) else {
            // A place whose province cannot be told (its names in Chinese not had, or none of the table's:
            // Macao where a map files it under China) has its warnings unknown, asked again next load.
            if case let .failure(error) = looked { throw error }
            logger.info("warnings: CMA: no province of China holds \(query.place.coordinate.formatted)")
            throw .badData(service: Service.reverseGeocoding.entry.name, problem: .missing("address.state"))
        }
        return found
    }

    private func list(_ request: URL, fetcher: any HTTPFetching) async -> Result<HTTPResponse, FetchError> {
        do {
            return .success(try await fetcher.get(request, from: Service.cma.entry.name, accept: accept))
        } catch {
            return .failure(error)
        }
    }

    /// The place's province, city and county as reverse geocoding names them in Chinese, with the codes
    /// the place came with; asked once a place.
    private func chineseArea(of place: Place, fetcher: any HTTPFetching) async -> Result<PlaceArea, FetchError> {
        let key = place.coordinate.roundedKey
        if let known = areas.withLock({ $0[key] }) { return .success(known) }
        let geocoder = NominatimReverseGeocoder(baseURL: reverseGeocodingURL, language: .simplifiedChinese, fetcher: fetcher)
        let found: Place?
        do {
            found = try await geocoder.place(at: place.coordinate)
        } catch let error as FetchError {
            return .failure(error)
        } catch {
            return .failure(.badData(service: Service.reverseGeocoding.entry.name, problem: .missing("address")))
        }
        guard let names = found?.area else { return .failure(.badData(service: Service.reverseGeocoding.entry.name, problem: .missing("address"))) }
        let area = PlaceArea(state: names.state, districts: names.districts, codes: names.codes + (place.area?.codes ?? []), locality: names.locality)
        areas.withLock { $0[key] = area }
        return .success(area)
    }
}
