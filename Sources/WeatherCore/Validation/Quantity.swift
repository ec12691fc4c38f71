/// A physical quantity a service reports, in the unit the models hold it in, with the range a real
/// reading stays within.
enum Quantity: CaseIterable, Sendable {
    /// °C: air, feels-like, daily high and low.
    case temperature
    /// Relative humidity, %.
    case humidity
    /// %.
    case cloudCover
    /// m/s: wind speed and gusts.
    case windSpeed
    /// Degrees the wind comes from.
    case windDirection
    /// hPa.
    case pressure
    /// mm over an hour or a forecast step.
    case precipitation
    /// 0…1.
    case probability
    /// Metres.
    case visibility
    /// The UV index (WHO scale; 11 and above is extreme).
    case uvIndex
    /// An air-quality index, US (0…500) or European (0 up, over 100 extremely poor).
    case airQualityIndex
    /// µg/m³ of a pollutant in the air (PM2.5, PM10, ozone).
    case concentration
    /// Grains of pollen per m³ of air.
    case pollen
    /// Metres from trough to crest (significant wave height).
    case waveHeight
    /// Seconds between crests.
    case wavePeriod
    /// Degrees the waves come from.
    case waveDirection
    /// Metres above or below mean sea level, tides and surge included.
    case seaLevel
    /// °C at the sea's surface.
    case seaTemperature

    var plausibleRange: ClosedRange<Double> {
        switch self {
        case .temperature: -100...70
        case .humidity, .cloudCover: 0...100
        case .windSpeed: 0...150
        case .windDirection: 0...360
        case .pressure: 800...1100
        case .precipitation: 0...500
        case .probability: 0...1
        case .visibility: 0...100_000
        case .uvIndex: 0...20
        case .airQualityIndex: 0...500
        case .concentration: 0...2000
        case .pollen: 0...50_000
        case .waveHeight: 0...40
        case .wavePeriod: 0...40
        case .waveDirection: 0...360
        case .seaLevel: -15...15
        case .seaTemperature: -3...40
        }
    }
}
