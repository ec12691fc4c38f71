import WeatherCore

/// The air-quality index shown and its category: the one asked for (`air_index`), else the European
/// index in Europe and the US index elsewhere; either one where only it was sent; with that index's
/// own bands.
public struct AirIndex: Equatable, Sendable {
    public typealias Scale = AirIndexScale

    public let scale: Scale
    public let value: Int
    /// 0 (good) … 5 (hazardous, extremely poor): the index's six bands.
    public let level: Int

    /// ISO codes of the countries the European index is made for (the EEA's members and neighbours).
    static let europe: Set<String> = [
        "AD", "AL", "AT", "BA", "BE", "BG", "CH", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GB", "GR", "HR", "HU",
        "IE", "IS", "IT", "LI", "LT", "LU", "LV", "MC", "MD", "ME", "MK", "MT", "NL", "NO", "PL", "PT", "RO", "RS", "SE",
        "SI", "SK", "SM", "UA", "VA", "XK",
    ]

    /// The scale shown at a place when none is asked for.
    public static func scale(for countryCode: String?, preferring preferred: Scale?) -> Scale {
        if let preferred { return preferred }
        return countryCode.map { europe.contains($0.uppercased()) } ?? false ? .european : .us
    }

    public init?(_ air: AirQuality, countryCode: String?, preferring preferred: Scale? = nil) {
        self.init(air.current, countryCode: countryCode, preferring: preferred)
    }

    public init?(_ reading: AirReading, countryCode: String?, preferring preferred: Scale? = nil) {
        let wanted = Self.scale(for: countryCode, preferring: preferred)
        let other: Scale = wanted == .us ? .european : .us
        func index(_ scale: Scale) -> Double? { scale == .us ? reading.usIndex : reading.europeanIndex }
        let chosen: (scale: Scale, index: Double)? =
            if let value = index(wanted) { (wanted, value) }
            else if let value = index(other) { (other, value) }
            else { nil }
        guard let chosen, let value = Int(rounding: chosen.index) else { return nil }
        self.init(scale: chosen.scale, value: value)
    }

    public init(scale: Scale, value: Int) {
        self.scale = scale
        self.value = value
        let bounds = scale == .us ? [50, 100, 150, 200, 300] : [20, 40, 60, 80, 100]
        level = bounds.firstIndex { value <= $0 } ?? bounds.count
    }
}

extension AirIndex {
    /// The bands' colours as the indices use them (green, yellow, orange, red, purple, maroon), from
    /// the theme's roles.
    static func role(of index: AirIndex) -> ColorRole {
        [.mild, .sun, .warm, .hot, .thunder, .error][min(index.level, 5)]
    }
}
