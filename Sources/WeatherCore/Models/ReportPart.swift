/// A part of a report that a service other than the weather provides, each from a `ReportFeed`.
public enum ReportPart: String, Hashable, Sendable, Codable, CaseIterable {
    case placeName
    case air
    case warnings
    case normals
    case marine
    case observation
    case ensemble
}
