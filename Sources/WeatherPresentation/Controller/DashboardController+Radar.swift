import FoundationEssentials
import WeatherCore

/// The radar view (`R`): its load, its keys through its key map, and the loop's playing on the
/// `radarFrame` timer.
extension DashboardController {
    /// `R` on the main screen: the view opens on a spinner and the frames round the place on screen (or
    /// the place whose first forecast is loading, or failed to) are asked for, in place of any radar
    /// load before.
    /// While the place is still being found, the view opens once it is. The demo asks nothing of the
    /// network: the view says the radar needs it.
    mutating func openRadar() {
        guard let place = state.report?.place.coordinate ?? placeBeingLoaded else {
            if case .locating = state.phase { radarWanted = true }
            return
        }
        guard !state.isDemo else {
            state.overlay = .radar(.needsNetwork)
            return
        }
        radarLoad += 1
        state.overlay = .radar(.loading(around: place))
        effects.append(.loadRadar(place, load: radarLoad))
    }

    /// The view closes: a load under way is called off, and the loop stops playing.
    mutating func closeRadar() {
        if case let .radar(view) = state.overlay, view.isLoading { effects.append(.cancelRadarLoad) }
        radarLoad += 1
        cancel(.radarFrame)
        state.overlay = nil
    }

    mutating func handleRadarKey(_ key: Key, view: RadarViewState) -> KeyOutcome {
        guard let command = KeyMaps.radar.command(for: key) else { return .ignored }
        switch command {
        case .quit:
            return .quit
        case .close:
            closeRadar()
        case .radar:
            if case .failed = view {
                closeRadar()
                openRadar()
            } else {
                closeRadar()
            }
        case .previousFrame, .nextFrame, .play, .zoomIn, .zoomOut:
            guard case var .loaded(playback) = view else { return .ignored }
            switch command {
            case .previousFrame, .nextFrame:
                playback.isPlaying = false
                cancel(.radarFrame)
                playback.step(by: command == .nextFrame ? 1 : -1)
            case .play:
                playback.isPlaying.toggle()
                if playback.isPlaying, let now = state.now {
                    arm(.radarFrame, at: now.addingTimeInterval(RadarPlayback.frameInterval), now: now)
                } else {
                    cancel(.radarFrame)
                }
            default:
                playback.zoom(inward: command == .zoomIn)
            }
            state.overlay = .radar(.loaded(playback))
        }
        return .handled
    }

    /// What radar load number `load` brought, dropped where a later load replaced it or the view closed:
    /// the latest frame seen, drawn ahead (the view shows it while the others load), the loop on "now"
    /// with the sentence made of its frames, that the source has no frame of the place, or why it failed.
    mutating func radarDidLoad(_ event: RadarLoadEvent, load: Int, at now: Date) {
        guard load == radarLoad, case let .radar(view) = state.overlay, view.isLoading else { return }
        switch event {
        case let .latest(loop, baseMap):
            guard case let .loading(place) = view, !loop.frames.isEmpty else { return }
            let outlook = RadarAnalysis.outlook(place: place, frames: loop.frames, now: now)
            state.overlay = .radar(.loaded(RadarPlayback(
                loop: loop, baseMap: baseMap, place: place, sentence: radarSentence(outlook), outlook: outlook, isComplete: false
            )))
        case let .loaded(loop, baseMap):
            guard !loop.frames.isEmpty else {
                state.overlay = .radar(.noCoverage(source: loop.source))
                return
            }
            switch view {
            case let .loading(place):
                let outlook = RadarAnalysis.outlook(place: place, frames: loop.frames, now: now)
                state.overlay = .radar(.loaded(RadarPlayback(
                    loop: loop, baseMap: baseMap, place: place, sentence: radarSentence(outlook), outlook: outlook
                )))
            case let .loaded(ahead):
                let outlook = RadarAnalysis.outlook(place: ahead.place, frames: loop.frames, now: now)
                state.overlay = .radar(.loaded(ahead.completed(by: loop, sentence: radarSentence(outlook), outlook: outlook)))
            case .failed, .noCoverage, .needsNetwork:
                return
            }
        case let .failed(failure):
            state.overlay = .radar(.failed(failure))
        }
    }

    private func radarSentence(_ outlook: RadarOutlook) -> String {
        strings.radarSentence(outlook, units: UnitFormatter(units: state.units, glyphs: state.glyphs, catalog: strings.catalog))
    }

    /// The frame timer went off: the playing loop shows its next frame for the frame's time.
    mutating func showNextRadarFrame(at now: Date) {
        guard case .radar(.loaded(var playback)) = state.overlay, playback.isPlaying else { return }
        playback.advance()
        state.overlay = .radar(.loaded(playback))
        arm(.radarFrame, at: now.addingTimeInterval(playback.frameDuration), now: now)
    }
}
