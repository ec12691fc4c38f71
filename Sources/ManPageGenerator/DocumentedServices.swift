import FoundationEssentials
import WeatherCore

/// A service as the ENVIRONMENT section documents it.
struct DocumentedService {
    /// How the template names it: the service's id (`open-meteo`).
    var id: String
    var name: String
    /// What it is asked for, in a few words ("official warnings in SE").
    var askedFor: String
    var variable: String
    var defaultURL: String
}

/// The services whose variables the ENVIRONMENT section documents: the one place the generator reads the
/// service table.
func documentedServices() -> [DocumentedService] {
    Service.allCases.map { service in
        DocumentedService(
            id: service.id, name: service.entry.name, askedFor: service.roles.map(askedFor).joined(separator: "; "),
            variable: service.entry.variable, defaultURL: service.entry.defaultURL.absoluteString
        )
    }
}

private func askedFor(_ role: ServiceRole) -> String {
    guard case let .warnings(terms) = role else { return role.summary }
    return role.summary + " in " + terms.coverage.countryCodes.sorted().joined(separator: ", ")
}
