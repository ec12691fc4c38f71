/// Which air-quality index is shown (`air_index`, `--air-index`): the US EPA's (0–500) or the European
/// Environment Agency's.
public enum AirIndexScale: String, Sendable, Codable, CaseIterable {
    case us
    case european
}
