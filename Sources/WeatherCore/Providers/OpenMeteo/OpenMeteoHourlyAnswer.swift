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
}
