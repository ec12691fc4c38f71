/// The weather services weathertui can read.
public enum ProviderID: String, Sendable, Codable, CaseIterable {
    case openMeteo = "open-meteo"
    case metNorway = "met-norway"
    case openWeather = "openweather"

    public var displayName: String {
        switch self {
        case .openMeteo: "Open-Meteo"
        case .metNorway: "MET Norway"
        case .openWeather: "OpenWeather"
        }
    }

    /// The credit each service's terms ask for.
    public var attribution: String {
        switch self {
        case .openMeteo: "Weather data by Open-Meteo.com (CC BY 4.0)"
        case .metNorway: "Weather data by MET Norway (CC BY 4.0)"
        case .openWeather: "Weather data by OpenWeather"
        }
    }

    /// The keyless service asked when this one fails: the other keyless one, or Open-Meteo for
    /// OpenWeather.
    public var fallback: ProviderID {
        switch self {
        case .openMeteo: .metNorway
        case .metNorway, .openWeather: .openMeteo
        }
    }
}
