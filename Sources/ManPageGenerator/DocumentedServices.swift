import FoundationEssentials
import WeatherCore

/// A service as the ENVIRONMENT section documents it.
struct DocumentedService {
    /// How the template names it: the service's id (`open-meteo`).
    var id: String
    var variable: String
    var defaultURL: String
}

/// The services whose variables the ENVIRONMENT section documents: the one place the generator reads the
/// service table.
func documentedServices() -> [DocumentedService] {
    Service.allCases.map { DocumentedService(id: $0.rawValue, variable: $0.entry.variable, defaultURL: $0.entry.defaultURL.absoluteString) }
}
