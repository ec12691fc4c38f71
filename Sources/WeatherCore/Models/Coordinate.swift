import FoundationEssentials

/// A point on Earth in decimal degrees.
public struct Coordinate: Hashable, Sendable, Codable {
    public let latitude: Double
    public let longitude: Double

    /// Returns nil when either value is not finite or out of range.
    public init?(latitude: Double, longitude: Double) {
        guard latitude.isFinite, longitude.isFinite,
              (-90.0...90.0).contains(latitude), (-180.0...180.0).contains(longitude)
        else { return nil }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Parses `"37.57,126.98"` (spaces allowed around the comma). Returns nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let latitude = Double(parts[0].trimmed()),
              let longitude = Double(parts[1].trimmed())
        else { return nil }
        self.init(latitude: latitude, longitude: longitude)
    }

    /// `37.57°N 126.98°E`, for places without a name.
    public var formatted: String {
        let lat = DecimalText.string(abs(latitude), decimals: 2) + (latitude >= 0 ? "°N" : "°S")
        let lon = DecimalText.string(abs(longitude), decimals: 2) + (longitude >= 0 ? "°E" : "°W")
        return "\(lat) \(lon)"
    }

    /// The value sent to the services: four decimals is about 11 m, plenty for weather.
    public var queryLatitude: String { DecimalText.string(latitude, decimals: 4) }
    public var queryLongitude: String { DecimalText.string(longitude, decimals: 4) }
}
