import WeatherCore

/// What came of a radar load (`DashboardEffect.loadRadar`): the frames round the place and the base map
/// to draw them on, or why there are none.
public enum RadarLoadEvent: Sendable {
    case loaded(RadarLoop, baseMap: SharedBaseMap)
    case failed(RadarFailure)
}
