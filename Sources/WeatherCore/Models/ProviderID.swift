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

    /// The credit each service's terms ask for, in English (machine output; the screen says it in the
    /// user's language around `creditedSource`).
    public var attribution: String { "Weather data by " + creditedSource }

    /// Whom the credit names, with the licence where the terms ask for it.
    public var creditedSource: String {
        switch self {
        case .openMeteo: "Open-Meteo.com (CC BY 4.0)"
        case .metNorway: "MET Norway (CC BY 4.0)"
        case .openWeather: "OpenWeather"
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
