/// Provider-neutral weather conditions, fine enough to pick an icon and a description.
public enum WeatherCondition: String, Sendable, Codable, CaseIterable {
    case clear
    case mainlyClear
    case partlyCloudy
    case cloudy
    case fog
    case haze
    case drizzle
    case freezingDrizzle
    case rain
    case heavyRain
    case freezingRain
    case showers
    case snow
    case heavySnow
    case sleet
    case snowShowers
    case thunderstorm
    case thunderstormWithHail
    case dust
    case squalls
    case tornado
    case unknown

    /// World Meteorological Organization weather interpretation codes, as Open-Meteo reports them.
    public init(wmoCode: Int) {
        switch wmoCode {
        case 0: self = .clear
        case 1: self = .mainlyClear
        case 2: self = .partlyCloudy
        case 3: self = .cloudy
        case 45, 48: self = .fog
        case 51, 53, 55: self = .drizzle
        case 56, 57: self = .freezingDrizzle
        case 61, 63: self = .rain
        case 65: self = .heavyRain
        case 66, 67: self = .freezingRain
        case 71, 73, 77: self = .snow
        case 75: self = .heavySnow
        case 80, 81, 82: self = .showers
        case 85, 86: self = .snowShowers
        case 95: self = .thunderstorm
        case 96, 99: self = .thunderstormWithHail
        default: self = .unknown
        }
    }

    /// OpenWeather condition ids (2xx thunderstorm … 8xx clouds); only the documented ones, anything else is `.unknown`.
    public init(openWeatherID id: Int) {
        switch id {
        case 200, 201, 202, 210, 211, 212, 221, 230, 231, 232: self = .thunderstorm
        case 300, 301, 302, 310, 311, 312, 313, 314, 321: self = .drizzle
        case 500, 501: self = .rain
        case 502, 503, 504: self = .heavyRain
        case 511: self = .freezingRain
        case 520, 521, 522, 531: self = .showers
        case 600, 601, 620, 621: self = .snow
        case 602, 622: self = .heavySnow
        case 611, 612, 613, 615, 616: self = .sleet
        case 701, 741: self = .fog
        case 711, 721: self = .haze
        case 731, 751, 761, 762: self = .dust
        case 771: self = .squalls
        case 781: self = .tornado
        case 800: self = .clear
        case 801: self = .mainlyClear
        case 802: self = .partlyCloudy
        case 803, 804: self = .cloudy
        default: self = .unknown
        }
    }
}
