/// A forecast service weathertui can read: a service of the service table with a forecast role, named
/// in settings and files by the service's `id`.
public struct ProviderID: Sendable, Hashable, CaseIterable, RawRepresentable, Codable, CustomStringConvertible {
    public let rawValue: String

    /// The table's forecast service of that `id`; nil where there is none.
    public init?(rawValue: String) {
        guard Service.allCases.contains(where: { $0.id == rawValue && $0.forecast != nil }) else { return nil }
        self.rawValue = rawValue
    }

    /// The forecast role of `service`; nil for a service that gives no forecast.
    public init?(_ service: Service) {
        self.init(rawValue: service.id)
    }

    public static let openMeteo = ProviderID(.openMeteo)!
    public static let metNorway = ProviderID(.metNorway)!
    public static let openWeather = ProviderID(.openWeather)!

    /// Every forecast service of the service table, in its order.
    public static let allCases: [ProviderID] = Service.allCases.compactMap(ProviderID.init)

    /// Its entry in the service table (there is one: the initialisers make sure).
    public var service: Service { Service.allCases.first { $0.id == rawValue }! }

    private var terms: ForecastTerms { service.forecast! }

    public var description: String { rawValue }
    public var displayName: String { service.entry.name }

    /// The credit each service's terms ask for, in English (machine output; the screen says it in the
    /// user's language around `creditedSource`).
    public var attribution: String { "Weather data by " + creditedSource }

    /// Whom the credit names, with the licence where the terms ask for it.
    public var creditedSource: String { terms.credit }

    /// The short credit in the key bar.
    public var creditLine: String { terms.creditLine }

    /// The keyless service asked when this one fails: the keyless one after it in the table (the first
    /// after the last), or the first keyless one for a service that needs a key.
    public var fallback: ProviderID {
        let keyless = Self.allCases.filter(\.terms.isKeyless)
        guard let index = keyless.firstIndex(of: self) else { return keyless[0] }
        return keyless[(index + 1) % keyless.count]
    }
}
