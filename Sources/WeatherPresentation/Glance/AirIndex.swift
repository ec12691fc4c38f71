import WeatherCore

/// The air-quality index the header shows and its category: the European index in Europe, the US
/// index elsewhere (either one where only it was sent), with that index's own bands.
public struct AirIndex: Equatable, Sendable {
    public enum Scale: Sendable {
        case us
        case european
    }

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

    public init?(_ air: AirQuality, countryCode: String?) {
        let inEurope = countryCode.map { Self.europe.contains($0.uppercased()) } ?? false
        let chosen: (scale: Scale, index: Double)? =
            if inEurope, let european = air.europeanIndex { (.european, european) }
            else if let us = air.usIndex { (.us, us) }
            else if let european = air.europeanIndex { (.european, european) }
            else { nil }
        guard let chosen, let value = Int(rounding: chosen.index) else { return nil }
        scale = chosen.scale
        self.value = value
        let bounds = scale == .us ? [50, 100, 150, 200, 300] : [20, 40, 60, 80, 100]
        level = bounds.firstIndex { value <= $0 } ?? bounds.count
    }
}
