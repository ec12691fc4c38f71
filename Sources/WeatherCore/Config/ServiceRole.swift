import FoundationEssentials

/// What the app asks a service for.
public enum ServiceRole: Sendable {
    case forecast(ForecastTerms)
    case warnings(WarningTerms)
    case placeSearch
    case reverseGeocoding
    case ipLookup
    case airQuality
    /// The waves, the sea's temperature and the tides near a coast.
    case marine
    /// Official tide predictions at stations on a coast.
    case tidePredictions
    /// What the nearest airport's weather station reports (METAR).
    case observation
    /// Many runs of one model: how sure the forecast is.
    case ensemble
    /// The past years' weather the normals are made from.
    case archive
    /// Rain radar frames: where the rain is now and where it goes.
    case radar
    /// A mirror of national services' CAP warning feeds (their `ServiceEntry.mirror`).
    case capMirror

    /// The role in a few English words, for documentation (the README's list of services).
    public var summary: String {
        switch self {
        case .forecast: "forecast"
        case .warnings: "official warnings"
        case .placeSearch: "place search"
        case .reverseGeocoding: "place names"
        case .ipLookup: "IP location"
        case .airQuality: "air quality"
        case .marine: "waves and tides"
        case .tidePredictions: "official tides on US coasts"
        case .observation: "the nearest station's observation"
        case .ensemble: "how sure the forecast is"
        case .archive: "normals"
        case .radar: "rain radar"
        case .capMirror: "CAP warning feeds' indexes"
        }
    }
}
