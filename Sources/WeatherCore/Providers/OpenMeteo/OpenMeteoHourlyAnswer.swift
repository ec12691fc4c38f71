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
        try ServiceJSON.decode(Self.self, from: body, service: service) { read(&$0, hourly: hourly) }
    }

    /// The answer read by `PlainJSONReader`, its hourly block by `hourly`, as JSONDecoder reads it; nil
    /// when it is not of the plain shape (a repeated key among those read, a value of another type, and
    /// whatever the plain reader gives up on).
    static func plain(_ body: Data, hourly: (inout PlainJSONReader) -> Hourly?) -> Self? {
        PlainJSONReader.read(body) { read(&$0, hourly: hourly) }
    }

    private static func read(_ reader: inout PlainJSONReader, hourly: (inout PlainJSONReader) -> Hourly?) -> Self? {
        reader.fields(of: Self(), CodingKeys.self) { reader, key, answer in
            switch key {
            case .utcOffsetSeconds: reader.number(into: &answer.utcOffsetSeconds)
            case .hourlyUnits: reader.value(into: &answer.hourlyUnits) { $0.units() }
            case .hourly: reader.value(into: &answer.hourly, hourly)
            }
        }
    }
}

extension OpenMeteoHourlyAnswer: Equatable where Hourly: Equatable {}
