import FoundationEssentials

/// Several places in one request: `/v1/forecast` takes comma-separated lists of latitudes and
/// longitudes and answers with a JSON array, one object per place in the order asked (a single place
/// is a single object, as ever).
extension OpenMeteoClient: PlaceGlanceSource {
    /// What a row of the places view shows, and no more: the conditions now and today's summary.
    static let glanceQuery = [
        ("current", "temperature_2m,weather_code,is_day"),
        ("daily", "temperature_2m_max,temperature_2m_min,precipitation_probability_max,weather_code"),
        ("timezone", "auto"),
        ("forecast_days", "1"),
        ("timeformat", "unixtime"),
    ]

    public func glances(at coordinates: [Coordinate]) async -> [Result<PlaceGlance, FetchError>] {
        let results = await answers(at: coordinates, query: Self.glanceQuery)
        let fetchedAt = clock()
        return results.map { result in result.map { PlaceGlance(weather: $0, provider: id, fetchedAt: fetchedAt) } }
    }

    public func weather(at coordinates: [Coordinate]) async -> [Result<ProviderWeather, FetchError>] {
        await answers(at: coordinates, query: Self.forecastQuery)
    }

    private func answers(at coordinates: [Coordinate], query: [(String, String)]) async -> [Result<ProviderWeather, FetchError>] {
        guard !coordinates.isEmpty else { return [] }
        let url = Self.forecastURL(baseURL, at: coordinates, query: query)
        async let prepared: Void = Self.prepareDecoder()
        do {
            let response = try await fetcher.get(url, from: ProviderID.openMeteo.displayName)
            await prepared
            return Self.decodePlaces(response.body, count: coordinates.count, now: clock(), timeZones: timeZones)
        } catch {
            await prepared
            return Array(repeating: .failure(FetchError(error)), count: coordinates.count)
        }
    }

    /// Decodes the answer for `count` places: an array of `/v1/forecast` objects (or one object for one
    /// place). Each place is decoded on its own, so one the answer lacks or garbles fails alone; an
    /// object that says which place it is (`location_id`) is taken for that place.
    static func decodePlaces(
        _ body: Data, count: Int, now: Date, timeZones: TimeZoneDatabase? = TimeZoneDatabase()
    ) -> [Result<ProviderWeather, FetchError>] {
        let service = ProviderID.openMeteo.displayName
        let answers: [PlaceAnswer]
        do {
            answers = try ServiceJSON.decode(PlaceAnswers.self, from: body, service: service).answers
        } catch {
            return Array(repeating: .failure(error), count: count)
        }
        var results = [Result<ProviderWeather, FetchError>?](repeating: nil, count: count)
        for (position, answer) in answers.enumerated() {
            let claimed = answer.locationID.flatMap { (0..<count).contains($0) && results[$0] == nil ? $0 : nil }
            guard let index = claimed ?? (position < count && results[position] == nil ? position : nil) else { continue }
            results[index] = answer.response.flatMap { response in
                let zone = OpenMeteoTimeZone(
                    identifier: response.timezone, utcOffsetSeconds: response.utcOffsetSeconds, now: now, database: timeZones
                )
                do throws(FetchError) {
                    return .success(try OpenMeteoForecastMapper(now: now, zone: zone).weather(from: response))
                } catch {
                    return .failure(error)
                }
            }
        }
        // A place the answer has no object for.
        return results.enumerated().map { index, result in result ?? .failure(.badData(service: service, problem: .missing("[\(index)]"))) }
    }

    /// The answer for several places, or the object that answers for one.
    private struct PlaceAnswers: Decodable {
        var answers: [PlaceAnswer]

        init(from decoder: any Decoder) throws {
            if var list = try? decoder.unkeyedContainer() {
                var answers: [PlaceAnswer] = []
                while !list.isAtEnd {
                    answers.append(try list.decode(PlaceAnswer.self))
                }
                self.answers = answers
            } else {
                answers = [try PlaceAnswer(from: decoder)]
            }
        }
    }

    /// One place's object, or what is wrong with it.
    private struct PlaceAnswer: Decodable {
        var locationID: Int?
        var response: Result<OpenMeteoForecastResponse, FetchError>

        private enum CodingKeys: String, CodingKey {
            case locationID = "location_id"
        }

        init(from decoder: any Decoder) throws {
            locationID = try? decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(Int.self, forKey: .locationID)
            do {
                response = .success(try OpenMeteoForecastResponse(from: decoder))
            } catch {
                response = .failure(.badData(service: ProviderID.openMeteo.displayName, problem: ServiceJSON.problem(error)))
            }
        }
    }
}
