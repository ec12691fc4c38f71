import WeatherCore

/// Why the radar view has no picture: the frames could not be had (the last source's failure, after
/// those of the sources asked before it), or the base map could not be read.
public enum RadarFailure: Hashable, Sendable {
    case frames(FetchError, earlier: [RadarSourcesFailure.Earlier] = [])
    case baseMap
}
