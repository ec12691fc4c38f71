import FoundationEssentials

/// One external service weathertui can ask, as the service table (`ServiceTable.swift`) describes it:
/// what the app knows of it before asking (`entry`), what it is asked for (`roles`) and, for a forecast
/// or warning service, what each role needs. Services are told apart by their `id`.
public struct Service: Sendable, Hashable, Identifiable, CustomStringConvertible {
    /// The service's name in settings, logs and files ("open-meteo").
    public let id: String
    public let entry: ServiceEntry
    public let roles: [ServiceRole]

    public var description: String { id }

    /// Its terms as a forecast service; nil where it gives no forecast.
    public var forecast: ForecastTerms? {
        roles.lazy.compactMap { if case let .forecast(terms) = $0 { terms } else { nil } }.first
    }

    /// Its terms as a warning service, with the countries it covers; nil where it gives no warnings.
    public var warnings: WarningTerms? {
        roles.lazy.compactMap { if case let .warnings(terms) = $0 { terms } else { nil } }.first
    }

    public static func == (lhs: Service, rhs: Service) -> Bool { lhs.id == rhs.id }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}
