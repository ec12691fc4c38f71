import FoundationEssentials

/// What an Open-Meteo feed that asks only hourly columns reads of its answer (the marine and ensemble
/// APIs): the place's UTC offset, the columns' units and the hourly block, read as `Hourly` reads it.
struct OpenMeteoHourlyAnswer<Hourly: Decodable>: Decodable {
    var utcOffsetSeconds: Double?
    var hourlyUnits: OpenMeteoUnits?
    var hourly: Hourly?

    enum CodingKeys: String, CodingKey {
        case utcOffsetSeconds = "utc_offset_seconds"
        case hourlyUnits = "hourly_units"
        case hourly
    }

    /// The answer of `body`: read by `plain(_:hourly:)` when it can, else by JSONDecoder, which says what
    /// is wrong with it.
    static func decode(_ body: Data, service: String, hourly: (inout PlainJSONReader) -> Hourly?) throws(FetchError) -> Self {
        if let answer = plain(body, hourly: hourly) { return answer }
        return try ServiceJSON.decode(Self.self, from: body, service: service)
    }

    /// The answer read by `PlainJSONReader`, its hourly block by `hourly`, as JSONDecoder reads it; nil
    /// when it is not of the plain shape (a repeated key among those read, a value of another type, and
    /// whatever the plain reader gives up on).
    static func plain(_ body: Data, hourly: (inout PlainJSONReader) -> Hourly?) -> Self? {
        PlainJSONReader.read(body) { reader in
            var answer = Self()
            var seen: Set<CodingKeys> = []
            let read = reader.object { reader, key in
                guard let field = CodingKeys(rawValue: key) else { return reader.skipValue() }
                guard seen.insert(field).inserted else { return false }
                if reader.null() { return true }
                switch field {
                case .utcOffsetSeconds:
                    answer.utcOffsetSeconds = reader.number()
                    return answer.utcOffsetSeconds != nil
                case .hourlyUnits:
                    answer.hourlyUnits = reader.units()
                    return answer.hourlyUnits != nil
                case .hourly:
                    answer.hourly = hourly(&reader)
                    return answer.hourly != nil
                }
            }
            return read ? answer : nil
        }
    }
}

extension OpenMeteoHourlyAnswer: Equatable where Hourly: Equatable {}
