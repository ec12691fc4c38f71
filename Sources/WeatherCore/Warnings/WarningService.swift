import FoundationEssentials

/// One official warning service: its `Service` (name, base-URL variable and default, `User-Agent`
/// demand) and its `WarningTerms` (where it speaks, how long its answer is used without asking again,
/// and its source), both from its entry in the service table.
public struct WarningService: Sendable {
    public let service: Service
    let terms: WarningTerms

    init(_ service: Service, terms: WarningTerms) {
        self.service = service
        self.terms = terms
    }

    /// The service's warning role; nil for a service that gives no warnings.
    init?(_ service: Service) {
        guard let terms = service.warnings else { return nil }
        self.init(service, terms: terms)
    }

    public var coverage: WarningCoverage { terms.coverage }

    /// How long a stored answer is used without a request.
    public var freshFor: TimeInterval { terms.freshFor }

    /// The name the screen gives it.
    public var name: String { service.entry.name }

    /// The source that asks it at `endpoints`' address for it.
    public func source(at endpoints: Endpoints) -> any WarningSource {
        terms.makeSource(endpoints[service], endpoints: endpoints)
    }

    /// Every warning service of the service table, in its order.
    public static let all: [WarningService] = Service.allCases.compactMap(WarningService.init)

    /// Every country and territory (ISO 3166-1) a warning service covers.
    public static var countries: Set<String> {
        all.reduce(into: []) { $0.formUnion($1.coverage.countryCodes) }
    }

    /// Which of `services` covers `place`: the closest match (`WarningCoverage.match`), the first listed
    /// among equals; nil where none does.
    public static func covering(_ place: Place, among services: [WarningService]) -> WarningService? {
        var best: (service: WarningService, match: WarningCoverage.Match)?
        for service in services {
            guard let match = service.coverage.match(place) else { continue }
            if let current = best, match <= current.match { continue }
            best = (service, match)
        }
        return best?.service
    }
}
