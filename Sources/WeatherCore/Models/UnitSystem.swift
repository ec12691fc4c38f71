/// How values are shown; the models always hold metric values.
public enum UnitSystem: String, Sendable, Codable, CaseIterable {
    case metric
    case imperial

    public var toggled: UnitSystem { self == .metric ? .imperial : .metric }
}
