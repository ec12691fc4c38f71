/// What the places view knows of one place: its weather at a glance or why there is none, and the
/// official warnings stored with its last report, where there is one.
public struct PlaceRow: Hashable, Sendable {
    public var glance: Result<PlaceGlance, LoadFailure>
    public var warnings: WeatherWarnings?

    public init(glance: Result<PlaceGlance, LoadFailure>, warnings: WeatherWarnings? = nil) {
        self.glance = glance
        self.warnings = warnings
    }
}
