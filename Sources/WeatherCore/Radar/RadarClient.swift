import FoundationEssentials
import Logging

/// Where the radar frames of a place come from: DWD's composite through Bright Sky on its grid
/// (Germany and its neighbours' borders: 1 km, 5-minute frames and a two-hour forecast), RainViewer
/// elsewhere and wherever Bright Sky fails or has no frame.
public struct RadarClient: Sendable {
    private let brightSky: BrightSkyRadarClient
    private let rainViewer: RainViewerClient
    private let logger: Logger

    /// How far back the frames seen go: the last hour, DWD's at 5-minute steps and RainViewer's at 10
    /// (the motion is judged over the latest `RadarAnalysis.motionSpan` of them).
    public static let pastSpan: TimeInterval = 3600

    public init(brightSky: BrightSkyRadarClient, rainViewer: RainViewerClient, logger: Logger) {
        self.brightSky = brightSky
        self.rainViewer = rainViewer
        self.logger = logger
    }

    /// The frames of the region round `place` that `RadarAnalysis` reads: those of the last hour seen,
    /// DWD's and its forecast or RainViewer's (and its nowcast, where the index has one). The latest
    /// frame seen goes to `latest` (a loop of it alone) as soon as it is drawn, before the others.
    public func loop(
        around place: Coordinate, now: Date, latest: @escaping @Sendable (RadarLoop) -> Void = { _ in }
    ) async throws(RadarSourcesFailure) -> RadarLoop {
        var notes: [String] = []
        var earlier: [RadarSourcesFailure.Earlier] = []
        if RadolanGrid.contains(place) {
            do {
                let loop = try await brightSky.loop(
                    around: place, radiusKilometres: RadarAnalysis.regionRadiusKilometres, past: Self.pastSpan, now: now, latest: latest
                )
                if loop.frames.contains(where: { $0.kind == .past }) { return loop }
                notes = loop.notes + ["\(BrightSkyRadarClient.service) sent no frame seen: \(RainViewerClient.service) instead"]
            } catch {
                earlier = [RadarSourcesFailure.Earlier(service: BrightSkyRadarClient.service, error: error)]
                notes = ["\(BrightSkyRadarClient.service) failed (\(TerminalText.sanitize("\(error)"))): \(RainViewerClient.service) instead"]
            }
            logger.notice("radar: \(notes.last ?? "")")
        }
        let loop: RadarLoop
        do {
            loop = try await rainViewer.loop(
                around: place, radiusKilometres: RadarAnalysis.regionRadiusKilometres, past: Self.pastSpan, now: now, latest: latest
            )
        } catch {
            throw RadarSourcesFailure(last: error, earlier: earlier)
        }
        return notes.isEmpty ? loop : loop.adding(notes: notes)
    }
}
