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

    private enum CodingKeys: String, CodingKey {
        case latitude, longitude
    }

    /// Reads a coordinate file or answer; values out of range are refused like any other bad data.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let latitude = try container.decode(Double.self, forKey: .latitude)
        let longitude = try container.decode(Double.self, forKey: .longitude)
        guard let coordinate = Coordinate(latitude: latitude, longitude: longitude) else {
            throw DecodingError.dataCorruptedError(forKey: .latitude, in: container, debugDescription: "not a coordinate on Earth")
        }
        self = coordinate
    }

    /// Parses latitude and longitude separated by a comma, each a signed decimal number or one with a
    /// hemisphere: `"37.57,126.98"`, `"-33.9, 151.2"`, `"37.57°N, 126.98°E"`, `"33.9 S, 151.2 E"`.
    /// Returns nil for anything else, and for values out of range.
    public init?(parsing text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let first = HemisphereValue(parsing: parts[0]),
              let second = HemisphereValue(parsing: parts[1])
        else { return nil }
        // "126.98°E, 37.57°N" names its axes: the order does not matter then.
        let (latitude, longitude) = first.isLongitude && second.isLatitude ? (second, first) : (first, second)
        guard !latitude.isLongitude, !longitude.isLatitude else { return nil }
        self.init(latitude: latitude.value, longitude: longitude.value)
    }

    /// `37.57°N 126.98°E`, for places without a name.
    public var formatted: String {
        let lat = DecimalText.string(abs(latitude), decimals: 2) + (latitude >= 0 ? "°N" : "°S")
        let lon = DecimalText.string(abs(longitude), decimals: 2) + (longitude >= 0 ? "°E" : "°W")
        return "\(lat) \(lon)"
    }

    /// The same text for points about a kilometre apart or closer: two decimals of a degree.
    public var roundedKey: String {
        DecimalText.string(latitude, decimals: 2) + "," + DecimalText.string(longitude, decimals: 2)
    }

    /// The value sent to the services: four decimals is about 11 m, plenty for weather.
    public var queryLatitude: String { DecimalText.string(latitude, decimals: 4) }
    public var queryLongitude: String { DecimalText.string(longitude, decimals: 4) }
}

/// One half of a typed coordinate: `-33.9`, `+151.2`, `37.57°N`, `33.9 S`.
private struct HemisphereValue {
    var value: Double
    var isLatitude = false
    var isLongitude = false

    init?(parsing text: Substring) {
        var body = text.trimmed()
        var sign = 1.0
        if let last = body.last?.uppercased(), let hemisphere = ["N", "S", "E", "W"].first(where: { $0 == last }) {
            body = String(body.dropLast()).trimmed()
            isLatitude = hemisphere == "N" || hemisphere == "S"
            isLongitude = !isLatitude
            if hemisphere == "S" || hemisphere == "W" { sign = -1 }
        }
        if body.hasSuffix("°") { body = String(body.dropLast()).trimmed() }
        let signed = body.first == "-" || body.first == "+"
        // A sign and a hemisphere together ("-33.9°S") say the same thing twice, maybe differently.
        if signed, isLatitude || isLongitude { return nil }
        guard !body.isEmpty, body.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.".contains($0)) }),
              let number = Double(body), number.isFinite
        else { return nil }
        value = sign * number
    }
}
