import WeatherCore

/// What came of a radar load (`DashboardEffect.loadRadar`): the frames round the place and the base map
/// to draw them on, or why there are none.
public enum RadarLoadEvent: Sendable {
    /// The latest frame seen, drawn ahead of the others: the whole loop follows as `loaded`.
    case latest(RadarLoop, baseMap: SharedBaseMap)
    case loaded(RadarLoop, baseMap: SharedBaseMap)
    case failed(RadarFailure)
}
