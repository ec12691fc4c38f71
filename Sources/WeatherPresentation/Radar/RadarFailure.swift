import WeatherCore

/// Why the radar view has no picture: the frames could not be had (every source asked failed), or the
/// base map could not be read.
public enum RadarFailure: Hashable, Sendable {
    case frames(RadarSourcesFailure)
    case baseMap
}
