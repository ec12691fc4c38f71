import FoundationEssentials

/// The one check every value from a service passes where it enters the models. A value outside what
/// the world allows, or not a finite number, counts as missing: nil.
enum Plausible {
    /// How far from now a time may be: forecasts and sun tables cover days, never years.
    static let timeWindow: TimeInterval = 366 * 86_400
    /// The widest offset from UTC a time zone can have (Foundation's own limit; real zones stay within −12…+14 h).
    static let utcOffsetLimit = 18 * 3600

    /// The value if it is a plausible reading of `quantity` (−0 becomes 0, so no "-0" is ever shown).
    static func value(_ value: Double?, as quantity: Quantity) -> Double? {
        guard let value, value.isFinite, quantity.plausibleRange.contains(value) else { return nil }
        return value == 0 ? 0 : value
    }

    static func time(_ date: Date?, near now: Date) -> Date? {
        guard let date, abs(date.timeIntervalSince(now)) <= timeWindow else { return nil }
        return date
    }

    static func unixTime(_ seconds: Double?, near now: Date) -> Date? {
        guard let seconds, seconds.isFinite else { return nil }
        return time(Date(timeIntervalSince1970: seconds), near: now)
    }

    /// Whole seconds east of UTC.
    static func utcOffset(_ seconds: Double?) -> Int? {
        guard let seconds, let whole = Int(exactly: seconds), (-utcOffsetLimit...utcOffsetLimit).contains(whole)
        else { return nil }
        return whole
    }

    static func coordinate(latitude: Double?, longitude: Double?) -> Coordinate? {
        guard let latitude, let longitude else { return nil }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// People living in a place: a whole number, at most about the world's.
    static func population(_ value: Double) -> Int? {
        guard let whole = Int(exactly: value.rounded()), (1...10_000_000_000).contains(whole) else { return nil }
        return whole
    }

    /// A WMO weather code Open-Meteo documents.
    static func wmoCode(_ value: Double?) -> Int? {
        guard let value, let code = Int(exactly: value), WeatherCondition(wmoCode: code) != .unknown else { return nil }
        return code
    }

    /// The condition of a documented OpenWeather condition id; `.unknown` for anything else.
    static func condition(openWeatherID value: Double?) -> WeatherCondition {
        guard let value, let id = Int(exactly: value) else { return .unknown }
        return WeatherCondition(openWeatherID: id)
    }

    /// Open-Meteo's `is_day`: 1 is day, 0 night.
    static func isDay(_ value: Double?) -> Bool? {
        switch value {
        case 1?: true
        case 0?: false
        default: nil
        }
    }
}
