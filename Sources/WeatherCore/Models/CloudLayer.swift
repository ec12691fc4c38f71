/// A layer of cloud a station reported: how much of the sky it covers and its base in metres above the
/// ground (nil where the report has none, `FEW///`).
public struct CloudLayer: Hashable, Sendable, Codable {
    /// In oktas, as METAR codes them; ordered from the least covering.
    public enum Cover: String, Hashable, Sendable, Codable, Comparable, CaseIterable {
        /// FEW: 1–2 oktas.
        case few
        /// SCT: 3–4 oktas.
        case scattered
        /// BKN: 5–7 oktas.
        case broken
        /// OVC: 8 oktas.
        case overcast
        /// VV: the sky cannot be seen (fog, snow); the base is the vertical visibility.
        case obscured

        /// How much of the sky is hidden, in the cases' order.
        private var rank: Int {
            switch self {
            case .few: 0
            case .scattered: 1
            case .broken: 2
            case .overcast: 3
            case .obscured: 4
            }
        }

        public static func < (lhs: Cover, rhs: Cover) -> Bool {
            lhs.rank < rhs.rank
        }
    }

    public var cover: Cover
    public var base: Double?

    public init(cover: Cover, base: Double?) {
        self.cover = cover
        self.base = base
    }
}
