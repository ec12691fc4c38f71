import WeatherCore

/// Why the radar view has no picture: the frames could not be had, or the base map could not be read.
public enum RadarFailure: Hashable, Sendable {
    case frames(FetchError)
    case baseMap
}
