import FoundationEssentials
import WeatherCore

/// The `--json` output: the report in the chosen units, with ISO 8601 times carrying the location's offset:
/// what the dashboard shows, for scripts: the rain outlook in the header's words, the 3-hour steps, the
/// 1-hour steps (`h`), the days (`d`) and the air (the header's index). A step's precipitation and its chance are for the interval from
/// its time to the next step's.
public struct JSONReport: Encodable {
    struct Location: Encodable {
        var name: String?
        var region: String?
        var country: String?
        var latitude: Double
        var longitude: Double
        /// Located by IP address: right to a city at best.
        var approximate: Bool
        var timezone: String?
        var utcOffsetSeconds: Int
    }

    struct Units: Encodable {
        var temperature: String
        var windSpeed: String
        var precipitation: String
        var pressure: String
    }

    struct Current: Encodable {
        var time: String
        var temperature: Double
        var feelsLike: Double?
        var condition: String
        var description: String
        var isDay: Bool
        var humidity: Double?
        var windSpeed: Double?
        var windDirection: Double?
        var windGust: Double?
        var pressure: Double?
        var visibilityMetres: Double?
        var precipitation: Double?
        var todayHigh: Double?
        var todayLow: Double?
        /// True where the high and low cover only the rest of today (OpenWeather); absent for the whole day.
        var todayRestOfDay: Bool?
        var sunrise: String?
        var sunset: String?
        /// "polarNight" or "midnightSun" on a day the sun neither rises nor sets (no sunrise or sunset then).
        var polarDay: String?
    }

    struct Step: Encodable {
        var time: String
        var temperature: Double
        var feelsLike: Double?
        var condition: String
        var description: String
        var isDay: Bool
        var precipitationChance: Double?
        var precipitation: Double?
        var windSpeed: Double?
        var windDirection: Double?
        var humidity: Double?
    }

    /// The air where the air service answered: the index on its scale and its category, µg/m³ for the
    /// pollutants, grains/m³ for pollen (only the plants the service had a count for), its own age.
    struct Air: Encodable {
        var indexScale: String?
        var value: Int?
        var category: String?
        var pm2_5: Double?
        var pm10: Double?
        var ozone: Double?
        var uv: Double?
        var pollen: [String: Double]?
        var time: String
        var fetchedAt: String
    }

    struct Day: Encodable {
        /// Local midnight at the start of the day.
        var date: String
        var low: Double
        var high: Double
        var condition: String
        var description: String
        var precipitationChance: Double?
        var precipitation: Double?
        var windSpeed: Double?
        var windDirection: Double?
        /// The day's normal high and low (the 30 years before, a week either side of the date), where
        /// the archive answered.
        var normalHigh: Double?
        var normalLow: Double?
    }

    /// An official warning in force, in the service's words.
    struct Warning: Encodable {
        var source: String
        var event: String
        /// extreme, severe, moderate, minor or unknown.
        var severity: String
        /// The service's own word for the level ("Severe", "Orange").
        var severityLabel: String?
        var onset: String?
        var ends: String?
        var headline: String?
        var description: String?
        var instruction: String?
    }

    /// The service whose forecast this is.
    var provider: String
    /// The chosen service, where it failed and `provider` is its fallback; absent otherwise.
    var fallbackFrom: String?
    /// Why the chosen service's forecast is not the one given, in words ("Open-Meteo did not answer").
    var fallbackReason: String?
    var attribution: String
    var fetchedAt: String
    /// The report is the stored one, given because the load failed.
    var stale: Bool
    var location: Location
    var units: Units
    /// The sea where the marine service answered: `at_sea` false (and nothing else) where it has no sea
    /// within about 10 km of the place; else the high and low tides of the place's today and tomorrow
    /// (`tide_source` `model`: Open-Meteo's, heights in metres against mean sea level; `noaa`: the official
    /// predictions of NOAA's `tide_station`, in metres above mean lower low water), the waves and the sea's
    /// temperature of the current hour.
    struct Sea: Encodable {
        struct TideTurn: Encodable {
            var time: String
            var heightM: Double
            var kind: String
        }

        /// Heights in metres, periods in seconds, directions in degrees the waves come from.
        struct Waves: Encodable {
            var heightM: Double?
            var direction: Double?
            var periodS: Double?
            var swellHeightM: Double?
            var swellDirection: Double?
            var swellPeriodS: Double?
            var windWavesHeightM: Double?
        }

        var atSea: Bool
        var tideSource: String?
        var tideStation: String?
        var tides: [TideTurn]
        var waves: Waves?
        /// In the report's temperature unit.
        var seaTemperature: Double?
        var fetchedAt: String
    }

    var current: Current
    /// The header's sentence, "Rain from 05:00 (1.2 mm)"; nil without steps to read it from.
    var rainOutlook: String?
    var forecast: [Step]
    /// Empty where the service has 3-hour steps only.
    var hourly: [Step]
    var days: [Day]
    /// nil where the air service gave nothing.
    var air: Air?
    /// nil where the marine service gave nothing.
    var marine: Sea?
    /// The nearest METAR station's latest report; nil where none is within 30 km or it did not answer.
    var observation: Observed?
    /// nil where the ensemble service gave nothing.
    var ensemble: Spread?
    /// The warnings in force, most severe first; empty where none are, or no service covers the place.
    var warnings: [Warning]
    /// The warning service that covers the place, as the screen names it; nil where none does.
    var warningsSource: String?
    /// What `warnings` says: `in_force` (at least one), `none` (the service answered with none),
    /// `unknown` (it did not answer), `region_unknown` (the place's region could not be told),
    /// `not_covered` (no service covers the place) or `not_loaded` (a report stored without them).
    var warningsStatus: String
    /// The feed's state for the place, in the words `--waybar` and the `!` panel share: `covered` (it
    /// answered, none in force), `warnings`, `unavailable` (no answer for the place) or `not covered`; absent
    /// from a report stored without warnings.
    var warningsFeed: String?
    /// Where the feed is `unavailable`: when it last answered, where this run knows.
    var warningsLastAnswer: String?

    /// `now`: the time the rain outlook is told from.
    public init(report: WeatherReport, units system: DisplayUnits, language: Language, clock: ClockFormat = .twentyFourHour,
        isStale: Bool = false, now moment: Date = Date(), airIndex: AirIndexScale? = nil
    ) {
        let strings = Strings(language: language)
        let zone = report.timeZone
        func time(_ date: Date) -> String { ISO8601Text.string(for: date, utcOffset: zone.secondsFromGMT(at: date)) }
        let format = UnitFormatter(units: system)
        func temperature(_ celsius: Double) -> Double { Self.round(format.temperatureValue(celsius)) }
        func speed(_ value: Double) -> Double { Self.round(format.windSpeedValue(value)) }
        // Two decimals more than the screen shows, so no amount that falls is a zero: 0.1 mm is 0.0039 in.
        func amount(_ millimetres: Double) -> Double {
            Self.round(format.precipitationValue(millimetres), places: format.precipitationDecimals + 2)
        }
        func pressure(_ hectopascals: Double) -> Double {
            Self.round(format.pressureValue(hectopascals), places: format.pressureDecimals)
        }

        provider = report.provider.rawValue
        fallbackFrom = report.fallback?.from.rawValue
        fallbackReason = report.fallback.map(strings.fallbackNote)
        attribution = report.provider.attribution
        fetchedAt = time(report.fetchedAt)
        stale = isStale
        location = Location(
            name: report.place.name, region: report.place.region, country: report.place.countryCode,
            latitude: report.place.coordinate.latitude, longitude: report.place.coordinate.longitude,
            approximate: report.place.isApproximate, timezone: zone.identifier, utcOffsetSeconds: zone.secondsFromGMT(at: moment)
        )
        units = Units(
            temperature: format.temperatureUnit, windSpeed: format.windSpeedUnit,
            precipitation: format.precipitationUnit, pressure: format.pressureUnit
        )
        let now = report.current
        current = Current(
            time: time(now.time), temperature: temperature(now.temperature), feelsLike: now.feelsLike.map(temperature),
            condition: now.condition.rawValue, description: strings.condition(now.condition), isDay: now.isDaytime,
            humidity: now.humidity, windSpeed: now.windSpeed.map(speed), windDirection: now.windDirection,
            windGust: now.windGust.map(speed), pressure: now.pressure.map(pressure), visibilityMetres: now.visibility,
            precipitation: now.precipitation.map(amount), todayHigh: now.todayHigh.map(temperature),
            todayLow: now.todayLow.map(temperature), todayRestOfDay: now.todayRangeIsRestOfDay == true ? true : nil,
            sunrise: now.sunrise.map(time), sunset: now.sunset.map(time),
            polarDay: now.polarDay?.rawValue
        )
        rainOutlook = RainOutlook(report: report, now: moment).map {
            strings.rainOutlook($0, dates: LocalDateFormatter(language: language, clock: clock, timeZone: report.timeZone), units: format, now: moment)
                .joined(separator: ", ")
        }
        func step(_ item: ForecastItem) -> Step {
            Step(
                time: time(item.time), temperature: temperature(item.temperature), feelsLike: item.feelsLike.map(temperature),
                condition: item.condition.rawValue, description: strings.condition(item.condition), isDay: item.isDaytime,
                precipitationChance: item.precipitationChance.map { Self.round($0, places: 2) },
                precipitation: item.precipitation.map(amount), windSpeed: item.windSpeed.map(speed),
                windDirection: item.windDirection, humidity: item.humidity
            )
        }
        forecast = report.forecast.map(step)
        hourly = report.hourly.map(step)
        days = report.days.map { day in
            let normal = report.normal(on: day.date)
            return Day(
                date: time(day.date), low: temperature(day.low), high: temperature(day.high), condition: day.condition.rawValue,
                description: strings.condition(day.condition),
                precipitationChance: day.precipitationChance.map { Self.round($0, places: 2) },
                precipitation: day.precipitation.map(amount), windSpeed: day.windSpeed.map(speed), windDirection: day.windDirection,
                normalHigh: normal.map { temperature($0.high) }, normalLow: normal.map { temperature($0.low) }
            )
        }
        air = report.air.map { Self.air($0, place: report.place, preferring: airIndex, strings: strings, time: time) }
        marine = report.marine.map { Self.sea($0, now: moment, temperature: temperature, time: time) }
        observation = report.observation.map { observation in
            Self.observed(
                observation, disagreement: ObservationDisagreement(report: report, now: moment), strings: strings,
                summary: ObservationSummary(observation: observation, now: moment, strings: strings, units: format),
                values: (temperature: temperature, speed: speed, pressure: pressure), time: time
            )
        }
        ensemble = Self.ensemble(report, temperature: temperature, time: time)
        warningsSource = report.warnings?.source
        warningsStatus = Self.warningsStatus(report.warnings, now: moment)
        let feed = report.warnings?.feedState(at: moment)
        warningsFeed = feed?.word
        if case let .unavailable(lastAnswered?) = feed { warningsLastAnswer = time(lastAnswered) }
        warnings = (report.warnings?.active(at: moment) ?? []).map { warning in
            Warning(
                source: warning.source, event: warning.event, severity: warning.severity.name, severityLabel: warning.severityLabel,
                onset: warning.onset.map(time), ends: warning.ends.map(time), headline: warning.headline,
                description: warning.description, instruction: warning.instruction
            )
        }
    }

    private static func warningsStatus(_ warnings: WeatherWarnings?, now: Date) -> String {
        guard let warnings else { return "not_loaded" }
        guard warnings.source != nil else { return "not_covered" }
        return switch warnings.status {
        case .answered: warnings.active(at: now).isEmpty ? "none" : "in_force"
        case .unanswered: "unknown"
        case .regionUnknown: "region_unknown"
        }
    }

    private static func air(_ air: AirQuality, place: Place, preferring: AirIndexScale?, strings: Strings, time: (Date) -> String) -> Air {
        let index = AirIndex(air, countryCode: place.countryCode, preferring: preferring)
        let pollen = air.pollen ?? [:]
        return Air(
            indexScale: index?.scale.rawValue, value: index?.value, category: index.map(strings.airCategory),
            pm2_5: air.pm2_5.map { round($0) }, pm10: air.pm10.map { round($0) }, ozone: air.ozone.map { round($0) },
            uv: air.uvIndex.map { round($0) },
            pollen: pollen.isEmpty ? nil : Dictionary(uniqueKeysWithValues: pollen.map { ($0.key.rawValue, round($0.value)) }),
            time: time(air.time), fetchedAt: time(air.fetchedAt)
        )
    }

    private static func sea(_ marine: Marine, now: Date, temperature: (Double) -> Double, time: (Date) -> String) -> Sea {
        guard marine.isAtSea else { return Sea(atSea: false, tides: [], fetchedAt: time(marine.fetchedAt)) }
        let hour = marine.hour(at: now)
        func metres(_ value: Double?) -> Double? { value.map { round($0, places: 2) } }
        let waves = hour.map { hour in
            Sea.Waves(
                heightM: metres(hour.waveHeight), direction: hour.waveDirection, periodS: hour.wavePeriod.map { round($0, places: 1) },
                swellHeightM: metres(hour.swellHeight), swellDirection: hour.swellDirection,
                swellPeriodS: hour.swellPeriod.map { round($0, places: 1) }, windWavesHeightM: metres(hour.windWaveHeight)
            )
        }
        return Sea(
            atSea: true, tideSource: marine.tideStation == nil ? "model" : "noaa", tideStation: marine.tideStation,
            tides: marine.tides.map { Sea.TideTurn(time: time($0.time), heightM: round($0.height, places: 2), kind: $0.kind.rawValue) },
            waves: waves, seaTemperature: hour?.seaTemperature.map(temperature), fetchedAt: time(marine.fetchedAt)
        )
    }

    /// The whole report as pretty-printed JSON. Throws `EncodingError` rather than print partial or empty JSON.
    public func encoded() throws -> String {
        String(decoding: try Self.encoder.encode(self), as: UTF8.self) + "\n"
    }

    /// The reports of several places as one JSON array, in order.
    public static func encoded(_ reports: [JSONReport]) throws -> String {
        String(decoding: try encoder.encode(reports), as: UTF8.self) + "\n"
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return encoder
    }

    static func round(_ value: Double, places: Int = 1) -> Double {
        let factor = [1.0, 10, 100, 1000, 10_000][min(max(0, places), 4)]
        return (value * factor).rounded() / factor
    }
}
