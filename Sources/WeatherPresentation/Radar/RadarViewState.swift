import WeatherCore

/// The radar view (`R`): its load under way round a place, the frames loaded, why it failed, or that the
/// source has no frame of the place.
public enum RadarViewState: Equatable, Sendable {
    case loading(around: Coordinate)
    case loaded(RadarPlayback)
    case failed(RadarFailure)
    /// No frame of the place came from the source (its name).
    case noCoverage(source: String)
    /// The demo asks nothing of the network, where the frames come from.
    case needsNetwork

    /// Whether frames are still to come: loading, or the latest frame shown ahead of the others.
    public var isLoading: Bool {
        switch self {
        case .loading: true
        case let .loaded(playback): !playback.isComplete
        case .failed, .noCoverage, .needsNetwork: false
        }
    }
}
