import FoundationEssentials

/// What the radar says of a place: the nearest rain, where the rain is heading, and when it comes
/// (`RadarAnalysis` works it out; the sentence above the map and `radar --json` say it).
public struct RadarOutlook: Sendable, Hashable {
    /// The rain nearest the place, in the latest frame seen.
    public struct NearestRain: Sendable, Hashable {
        /// From the place to the rain's nearest edge; 0 where it rains at the place.
        public let distanceKilometres: Double
        /// From the place to that edge, clockwise from north.
        public let bearingDegrees: Double
        /// The rate there, in mm/h.
        public let intensity: Double
        /// Whether the radar paints it as snow.
        public let isSnow: Bool

        public init(distanceKilometres: Double, bearingDegrees: Double, intensity: Double, isSnow: Bool = false) {
            self.distanceKilometres = distanceKilometres
            self.bearingDegrees = bearingDegrees
            self.intensity = intensity
            self.isSnow = isSnow
        }
    }

    /// How the rain area moves.
    public struct Motion: Sendable, Hashable {
        /// The direction it moves toward, clockwise from north.
        public let towardDegrees: Double
        public let speedKilometresPerHour: Double

        public init(towardDegrees: Double, speedKilometresPerHour: Double) {
            self.towardDegrees = towardDegrees
            self.speedKilometresPerHour = speedKilometresPerHour
        }
    }

    /// Nil where no rain lies within the radius.
    public let nearest: NearestRain?
    /// Nil where the motion cannot be judged (fewer than two frames with rain, or rain standing still).
    public let motion: Motion?
    /// Minutes until the rain's edge, moving as it does, reaches the place: 0 where it rains there, nil
    /// where no rain comes (none near, moving away or past, or no motion to judge by).
    public let arrivalMinutes: Int?
    /// The radius looked in, in km.
    public let radiusKilometres: Double
    /// Whether tiles of the latest frame seen did not come: rain there is not seen, so "no rain" and
    /// the nearest rain hold only where the map loaded.
    public let isPartial: Bool

    public init(nearest: NearestRain?, motion: Motion?, arrivalMinutes: Int?, radiusKilometres: Double, isPartial: Bool = false) {
        self.nearest = nearest
        self.motion = motion
        self.arrivalMinutes = arrivalMinutes
        self.radiusKilometres = radiusKilometres
        self.isPartial = isPartial
    }
}
