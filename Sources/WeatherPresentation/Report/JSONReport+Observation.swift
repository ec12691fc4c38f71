import FoundationEssentials
import WeatherCore

extension JSONReport {
    /// The nearest METAR station's report: its ICAO id, its time, its text as sent, and the values read
    /// from it in the report's units (`visibility_metres` and cloud bases in metres).
    struct Observed: Encodable {
        struct Wind: Encodable {
            /// Degrees; absent where the wind varies.
            var direction: Double?
            var variable: Bool
            var speed: Double
            var gust: Double?
        }

        struct Weather: Encodable {
            /// The group as the report codes it: "-RA", "VCSH".
            var code: String
            /// light, moderate or heavy.
            var intensity: String
            var nearby: Bool
            var descriptor: String?
            var phenomena: [String]
            var description: String
        }

        struct Cloud: Encodable {
            /// few, scattered, broken, overcast or obscured.
            var cover: String
            var baseMetres: Double?
        }

        var station: String
        var time: String
        var raw: String
        var temperature: Double?
        var dewPoint: Double?
        var wind: Wind?
        var visibilityMetres: Double?
        var pressure: Double?
        var cavok: Bool
        var weather: [Weather]
        var clouds: [Cloud]
        /// The header's line, in the report's language and units.
        var description: String?
        /// `wet_observed_dry_forecast` or `dry_observed_wet_forecast` where the station and the forecast
        /// disagree about now; absent where they agree.
        var disagreement: String?
        var fetchedAt: String
    }

    static func observed(
        _ observation: Observation, disagreement: ObservationDisagreement?, strings: Strings, summary: ObservationSummary?,
        values: (temperature: (Double) -> Double, speed: (Double) -> Double, pressure: (Double) -> Double), time: (Date) -> String
    ) -> Observed {
        let weather = observation.weather.map { group in
            Observed.Weather(
                code: code(group), intensity: group.intensity.rawValue, nearby: group.isNearby, descriptor: group.descriptor.map { "\($0)" },
                phenomena: group.phenomena.map { "\($0)" }, description: strings.presentWeather(group)
            )
        }
        let disagreementWord: String? = switch disagreement {
        case .wetObservedDryForecast?: "wet_observed_dry_forecast"
        case .dryObservedWetForecast?: "dry_observed_wet_forecast"
        case nil: nil
        }
        return Observed(
            station: observation.station, time: time(observation.time), raw: observation.raw,
            temperature: observation.temperature.map(values.temperature), dewPoint: observation.dewPoint.map(values.temperature),
            wind: observation.wind.map { wind in
                Observed.Wind(
                    direction: wind.direction, variable: wind.direction == nil && !wind.isCalm, speed: values.speed(wind.speed),
                    gust: wind.gust.map(values.speed)
                )
            },
            visibilityMetres: observation.visibility, pressure: observation.pressure.map(values.pressure), cavok: observation.isCAVOK,
            weather: weather, clouds: observation.clouds.map { Observed.Cloud(cover: $0.cover.rawValue, baseMetres: $0.base.map { round($0) }) },
            description: summary?.line, disagreement: disagreementWord, fetchedAt: time(observation.fetchedAt)
        )
    }

    /// The group written back as METAR codes it.
    private static func code(_ weather: PresentWeather) -> String {
        let intensity = switch weather.intensity {
        case .light: "-"
        case .heavy: "+"
        case .moderate: ""
        }
        return intensity + (weather.isNearby ? "VC" : "") + (weather.descriptor?.rawValue ?? "") + weather.phenomena.map(\.rawValue).joined()
    }
}
