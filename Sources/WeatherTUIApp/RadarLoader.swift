import FoundationEssentials
import Logging
import WeatherCore
import WeatherPresentation

/// The radar view's loads (`DashboardEffect.loadRadar`): the frames round a place (`RadarClient`: DWD's through Bright Sky, else RainViewer's) and,
/// the first time, the base map, read off the main actor and kept for the run. Each load tells what
/// came of it once, with the number it was asked for under; a load replaced or called off tells nothing.
@MainActor
final class RadarLoader {
    /// Hears what came of each load, with its number.
    var onEvent: ((RadarLoadEvent, _ load: Int) -> Void)?

    private let client: RadarClient
    private let baseMapFile: BaseMapFile
    private let logger: Logger
    private var baseMap: SharedBaseMap?
    private var task: Task<Void, Never>?

    init(client: RadarClient, baseMapFile: BaseMapFile, logger: Logger) {
        self.client = client
        self.baseMapFile = baseMapFile
        self.logger = logger
    }

    /// Loads the frames round `place` (the region `RadarAnalysis` reads, the last hour's frames) as load
    /// number `load`, calling off the load before. The latest frame seen is told (`RadarLoadEvent.latest`)
    /// as soon as it and the base map are in, ahead of the rest.
    func load(around place: Coordinate, as load: Int) {
        task?.cancel()
        let map = Task.detached { [baseMapFile, logger, baseMap] in
            if let baseMap { return baseMap }
            return try await Self.read(baseMapFile, logger: logger)
        }
        task = Task { [client] in
            let event: RadarLoadEvent
            do {
                let loop = try await client.loop(around: place, now: Date()) { latest in
                    Task { @MainActor [weak self] in
                        guard let map = try? await map.value else { return }
                        self?.deliver(.latest(latest, baseMap: map), load: load)
                    }
                }
                event = try await .loaded(loop, baseMap: map.value)
            } catch let error as RadarSourcesFailure {
                event = .failed(.frames(error))
            } catch {
                event = .failed(.baseMap)
            }
            guard !Task.isCancelled else { return }
            self.deliver(event, load: load)
        }
    }

    func cancel() {
        task?.cancel()
        task = nil
    }

    private func deliver(_ event: RadarLoadEvent, load: Int) {
        switch event {
        case let .latest(_, map), let .loaded(_, map): baseMap = map
        case .failed: break
        }
        onEvent?(event, load)
    }

    /// The base map, read off the main actor: a file of some megabytes.
    private nonisolated static func read(_ file: BaseMapFile, logger: Logger) async throws -> SharedBaseMap {
        try await Task.detached {
            do {
                return SharedBaseMap(try file.map())
            } catch {
                logger.error("radar: the base map could not be read: \(error)")
                throw error
            }
        }.value
    }
}
