/// The parts of a Locationforecast 2.0 answer (`/complete` or `/compact`) the app reads: a GeoJSON
/// Feature whose `properties.timeseries` lists instants in UTC, each with the weather at that instant
/// and summaries of the 1, 6 and 12 hours from it. Every field the service may leave out is optional;
/// one entry that cannot be read costs only itself.
struct MetNorwayForecastResponse: Decodable {
    var properties: Properties?

    struct Properties: Decodable {
        var meta: Meta?
        var timeseries: [LossyElement<Entry>]?
    }

    struct Meta: Decodable {
        var units: [String: String]?
    }

    struct Entry: Decodable {
        var time: String?
        var data: EntryData?
    }

    struct EntryData: Decodable {
        var instant: Instant?
        var next1Hours: Period?
        var next6Hours: Period?

        enum CodingKeys: String, CodingKey {
            case instant
            case next1Hours = "next_1_hours"
            case next6Hours = "next_6_hours"
        }
    }

    struct Instant: Decodable {
        var details: InstantDetails?
    }

    struct InstantDetails: Decodable {
        var airTemperature: Double?
        var airPressureAtSeaLevel: Double?
        var relativeHumidity: Double?
        var windSpeed: Double?
        var windSpeedOfGust: Double?
        var windFromDirection: Double?
        var cloudAreaFraction: Double?

        enum CodingKeys: String, CodingKey {
            case airTemperature = "air_temperature"
            case airPressureAtSeaLevel = "air_pressure_at_sea_level"
            case relativeHumidity = "relative_humidity"
            case windSpeed = "wind_speed"
            case windSpeedOfGust = "wind_speed_of_gust"
            case windFromDirection = "wind_from_direction"
            case cloudAreaFraction = "cloud_area_fraction"
        }
    }

    /// The hours from an entry's time: their weather symbol, and what falls and how likely it is.
    struct Period: Decodable {
        var summary: Summary?
        var details: PeriodDetails?
    }

    struct Summary: Decodable {
        var symbolCode: String?

        enum CodingKeys: String, CodingKey {
            case symbolCode = "symbol_code"
        }
    }

    struct PeriodDetails: Decodable {
        var precipitationAmount: Double?
        /// Percent; only where the service has it (the Nordic area, and only in `/complete`).
        var probabilityOfPrecipitation: Double?
        var airTemperatureMax: Double?
        var airTemperatureMin: Double?

        enum CodingKeys: String, CodingKey {
            case precipitationAmount = "precipitation_amount"
            case probabilityOfPrecipitation = "probability_of_precipitation"
            case airTemperatureMax = "air_temperature_max"
            case airTemperatureMin = "air_temperature_min"
        }
    }
}
