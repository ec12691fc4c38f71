import FoundationEssentials

/// One official warning service: its `Service` (name, base-URL variable and default, `User-Agent`
/// demand), where it speaks, how long its answer is used without asking again, and its source (request
/// and decoder). Every service the app asks is one entry of `all`.
public struct WarningService: Sendable {
    public let service: Service
    public let coverage: WarningCoverage
    /// How long a stored answer is used without a request.
    public let freshFor: TimeInterval
    let makeSource: @Sendable (URL) -> any WarningSource

    init(_ service: Service, coverage: WarningCoverage, freshFor: TimeInterval = 5 * 60, source: @escaping @Sendable (URL) -> any WarningSource) {
        self.service = service
        self.coverage = coverage
        self.freshFor = freshFor
        self.makeSource = source
    }

    /// The name the screen gives it.
    public var name: String { service.entry.name }

    /// The source that asks it at `endpoints`' address for it.
    public func source(at endpoints: Endpoints) -> any WarningSource {
        makeSource(endpoints[service])
    }

    /// Every service, one entry each. A country is covered by one entry only (Germany by DWD, not a
    /// pan-European service): `WarningServiceRegistryTests` holds the list to that.
    public static let all: [WarningService] = [
        WarningService(.nws, coverage: WarningCoverage(countries: ["US", "PR", "VI", "GU", "MP", "AS", "UM"], outlines: NWSAlertSource.outlines)) {
            NWSAlertSource(baseURL: $0)
        },
        WarningService(.metNorway, coverage: WarningCoverage(countries: ["NO", "SJ"], outlines: MetNorwayAlertSource.outlines)) {
            MetNorwayAlertSource(baseURL: $0)
        },
        WarningService(.eccc, coverage: WarningCoverage(countries: ["CA"])) { ECCCAlertSource(baseURL: $0) },
        WarningService(.brightSky, coverage: WarningCoverage(countries: ["DE"])) { BrightSkyAlertSource(baseURL: $0) },
        // Germany is DWD's, Ireland Met Éireann's, Norway MET Norway's: MeteoAlarm has the rest of the
        // countries whose regions it can match.
        WarningService(.meteoAlarm, coverage: WarningCoverage(countries: Set(MeteoAlarmWarningSource.feeds.keys))) {
            MeteoAlarmWarningSource(baseURL: $0)
        },
        WarningService(.jma, coverage: WarningCoverage(countries: ["JP"])) { JMAWarningSource(baseURL: $0) },
        WarningService(.metEireann, coverage: WarningCoverage(countries: ["IE"])) { MetEireannWarningSource(baseURL: $0) },
        // Hong Kong inside China, as a geocoder that files it under China names it (CN-91 before 2017).
        WarningService(.hko, coverage: WarningCoverage(countries: ["HK"], subdivisions: ["CN-HK", "CN-91"])) { HKOWarningSource(baseURL: $0) },
    ]

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
