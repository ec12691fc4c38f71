/// Why the base map could not be read.
public enum BaseMapError: Error, Equatable, Sendable {
    /// No file at the path, or no permission to read it.
    case unreadable(path: String)
    /// Not a base map, a version this build cannot read, or a file cut short.
    case malformed(path: String)
}
