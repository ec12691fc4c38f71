/// The weather services weathertui can read.
public enum ProviderID: String, Sendable, Codable, CaseIterable {
    case openMeteo = "open-meteo"
    case openWeather = "openweather"

    public var displayName: String {
        switch self {
        case .openMeteo: "Open-Meteo"
        case .openWeather: "OpenWeather"
        }
    }

    /// The credit each service's terms ask for.
    public var attribution: String {
        switch self {
        case .openMeteo: "Weather data by Open-Meteo.com (CC BY 4.0)"
        case .openWeather: "Weather data by OpenWeather"
        }
    }
}
