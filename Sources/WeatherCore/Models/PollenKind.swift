/// The plants Open-Meteo forecasts pollen for (CAMS Europe: in Europe, in season; null elsewhere).
public enum PollenKind: String, CaseIterable, Hashable, Sendable, Codable, CodingKeyRepresentable {
    case alder
    case birch
    case grass
    case mugwort
    case olive
    case ragweed

    /// The service's variable: `birch_pollen`.
    public var variable: String { rawValue + "_pollen" }
}
