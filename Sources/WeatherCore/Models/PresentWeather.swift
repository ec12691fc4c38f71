/// One group of a METAR's present weather ("-SHRA", "BR", "VCTS"): its intensity, where, its
/// descriptor and its phenomena, as the WMO's code table 4678 has them.
public struct PresentWeather: Hashable, Sendable, Codable {
    public enum Intensity: String, Hashable, Sendable, Codable {
        case light, moderate, heavy
    }

    /// The METAR descriptors, by their codes.
    public enum Descriptor: String, Hashable, Sendable, Codable, CaseIterable {
        case shallow = "MI", patches = "BC", partial = "PR", lowDrifting = "DR", blowing = "BL", showers = "SH", thunderstorm = "TS",
             freezing = "FZ"
    }

    /// The METAR phenomena, by their codes: precipitation, obscurations and the others.
    public enum Phenomenon: String, Hashable, Sendable, Codable, CaseIterable {
        case drizzle = "DZ", rain = "RA", snow = "SN", snowGrains = "SG", iceCrystals = "IC", icePellets = "PL", hail = "GR", smallHail = "GS",
             unknownPrecipitation = "UP"
        case mist = "BR", fog = "FG", smoke = "FU", volcanicAsh = "VA", dust = "DU", sand = "SA", haze = "HZ", spray = "PY"
        case dustWhirls = "PO", squalls = "SQ", funnelCloud = "FC", sandstorm = "SS", duststorm = "DS"

        public var isPrecipitation: Bool {
            switch self {
            case .drizzle, .rain, .snow, .snowGrains, .iceCrystals, .icePellets, .hail, .smallHail, .unknownPrecipitation: true
            default: false
            }
        }
    }

    public var intensity: Intensity
    /// VC: within 8 km of the station, not at it.
    public var isNearby: Bool
    public var descriptor: Descriptor?
    public var phenomena: [Phenomenon]

    public init(intensity: Intensity = .moderate, isNearby: Bool = false, descriptor: Descriptor? = nil, phenomena: [Phenomenon]) {
        self.intensity = intensity
        self.isNearby = isNearby
        self.descriptor = descriptor
        self.phenomena = phenomena
    }

    /// Whether it falls: precipitation, or a shower or thunderstorm whose kind is not said.
    public var isPrecipitation: Bool {
        phenomena.contains(where: \.isPrecipitation)
    }

    /// Reads one group of the report ("+TSRA", "VCSH", "FZFG"); nil for anything else.
    public init?(code: Substring) {
        var rest = code
        var intensity = Intensity.moderate
        var isNearby = false
        if rest.hasPrefix("-") {
            intensity = .light
            rest = rest.dropFirst()
        } else if rest.hasPrefix("+") {
            intensity = .heavy
            rest = rest.dropFirst()
        }
        if rest.hasPrefix("VC") {
            isNearby = true
            rest = rest.dropFirst(2)
        }
        var descriptor: Descriptor?
        if rest.count >= 2, let found = Descriptor(rawValue: String(rest.prefix(2))) {
            descriptor = found
            rest = rest.dropFirst(2)
        }
        var phenomena: [Phenomenon] = []
        while rest.count >= 2 {
            guard let phenomenon = Phenomenon(rawValue: String(rest.prefix(2))) else { return nil }
            phenomena.append(phenomenon)
            rest = rest.dropFirst(2)
        }
        // TS and SH stand alone ("VCSH", "TS"); any other group names what it describes.
        guard rest.isEmpty, !phenomena.isEmpty || descriptor == .thunderstorm || descriptor == .showers else { return nil }
        self.init(intensity: intensity, isNearby: isNearby, descriptor: descriptor, phenomena: phenomena)
    }
}
