import FoundationEssentials
import Logging

/// DWD's RV radar composite through Bright Sky (`GET /radar?lat=…&lon=…&distance=…&format=compressed`,
/// keyless, DWD open data): 5-minute frames on a 1 km grid of Germany and its neighbours' borders, the
/// next two hours forecast. The frames of `past` before the latest seen and every forecast one are asked
/// for a few at a time, all at once (each answer within the HTTP client's body limit), and drawn again
/// on the Web Mercator tiles that cover the region (`RadolanReprojection`).
public struct BrightSkyRadarClient: Sendable {
    public static let service = Service.brightSky.entry.name
    /// Frames an answer carries: five of up to a 1000 km box each stay within the body limit (2 MiB).
    public static let framesPerRequest = 5
    public static let frameInterval: TimeInterval = 300
    /// How far ahead the composite forecasts.
    public static let forecastSpan: TimeInterval = 2 * 3600
    /// The latest composite is up to this late: the frames asked for begin this much before `past`.
    static let delay: TimeInterval = 15 * 60

    private let baseURL: URL
    private let fetcher: any HTTPFetching
    private let logger: Logger

    public init(baseURL: URL, fetcher: any HTTPFetching, logger: Logger) {
        self.baseURL = baseURL
        self.fetcher = fetcher
        self.logger = logger
    }

    /// The frames round `place` within `radiusKilometres`: those seen within `past` of the latest seen,
    /// and the forecast. Throws where no answer came and the reason was the service's.
    public func loop(around place: Coordinate, radiusKilometres: Double, past: TimeInterval, now: Date) async throws(FetchError) -> RadarLoop {
        let windows = Self.windows(past: past, now: now)
        let tiles = WebMercator.tiles(covering: place, radiusKilometres: radiusKilometres)
        // Where each tile pixel falls on the box Bright Sky cuts, worked out while the answers travel;
        // an answer with another box has its own.
        let expected = Self.box(around: place, radiusKilometres: radiusKilometres).map { box in
            Task { RadolanReprojection(box: box, tiles: tiles) }
        }
        typealias Drawn = Result<(frames: [RadarFrame], notes: [String]), FetchError>
        let results = await withTaskGroup(of: Drawn.self) { group in
            for window in windows {
                group.addTask {
                    let answer = await self.answer(from: window.first, to: window.last, around: place, radiusKilometres: radiusKilometres, now: now)
                    switch answer {
                    case let .success(answer):
                        if let shared = await expected?.value, shared.box == answer.box {
                            return .success(Self.frames(of: answer, on: shared))
                        }
                        return .success(Self.frames(of: answer, on: RadolanReprojection(box: answer.box, tiles: tiles)))
                    case let .failure(error):
                        return .failure(error)
                    }
                }
            }
            var results: [Drawn] = []
            for await result in group { results.append(result) }
            return results
        }
        var frames: [RadarFrame] = [], notes: [String] = [], failure: FetchError?
        for result in results {
            switch result {
            case let .success(drawn):
                frames += drawn.frames
                notes += drawn.notes
            case let .failure(error):
                failure = failure ?? error
                notes.append("frames left out: \(TerminalText.sanitize("\(error)"))")
            }
        }
        if let latest = frames.filter({ $0.kind == .past }).map(\.time).max() {
            frames.removeAll { $0.kind == .past && latest.timeIntervalSince($0.time) > past }
        }
        for note in notes { logger.notice("radar: \(note)") }
        if frames.isEmpty, let failure { throw failure }
        return RadarLoop(source: Self.service, frames: frames, notes: notes)
    }

    /// An answer's frames on the tiles, each inflated, drawn and let go before the next.
    static func frames(of answer: BrightSkyRadarAnswer, on reprojection: RadolanReprojection) -> (frames: [RadarFrame], notes: [String]) {
        var frames: [RadarFrame] = [], notes = answer.notes
        for record in answer.records {
            guard let frame = answer.frame(record) else {
                notes.append("the frame at \(Int(record.time.timeIntervalSince1970)) left out: its precipitation_5 does not inflate to its box")
                continue
            }
            let zoom = reprojection.tiles.first?.zoom ?? 0
            frames.append(RadarFrame(time: frame.time, kind: frame.kind, zoom: zoom, tiles: reprojection.tiles(of: frame)))
        }
        return (frames, notes)
    }

    /// The box Bright Sky cuts round `place` (its `query.radar`: the place's cell, rounded, and
    /// `distance // 1000` cells each way, within the grid); nil off the grid.
    static func box(around place: Coordinate, radiusKilometres: Double) -> RadolanFrame.Box? {
        guard RadolanGrid.contains(place) else { return nil }
        let position = RadolanGrid.position(of: place)
        let column = Int(position.column.rounded()), row = Int(position.row.rounded()), cells = Int(radiusKilometres)
        return RadolanFrame.Box(
            top: max(row - cells, 0), left: max(column - cells, 0),
            bottom: min(row + cells, RadolanGrid.rows - 1), right: min(column + cells, RadolanGrid.columns - 1)
        )
    }

    /// The times asked for, `framesPerRequest` an answer: from `past` and the composite's delay before
    /// `now` to the end of the forecast, on the 5-minute steps.
    static func windows(past: TimeInterval, now: Date) -> [(first: Date, last: Date)] {
        let step = Int(frameInterval)
        let current = Int(now.timeIntervalSince1970) / step * step
        let first = current - Int(past + delay), last = current + Int(forecastSpan)
        return stride(from: first, through: last, by: step * framesPerRequest).map { start in
            (Date(timeIntervalSince1970: TimeInterval(start)),
             Date(timeIntervalSince1970: TimeInterval(min(last, start + step * (framesPerRequest - 1)))))
        }
    }

    /// The URL of the frames from `first` to `last` (both included) round `place`.
    func url(from first: Date, to last: Date, around place: Coordinate, radiusKilometres: Double) -> URL {
        baseURL.appending(servicePath: "/radar", query: [
            ("lat", place.queryLatitude), ("lon", place.queryLongitude), ("distance", String(Int(radiusKilometres * 1000))),
            ("date", ISO8601Text.string(for: first)), ("last_date", ISO8601Text.string(for: last)), ("format", "compressed"),
        ])
    }

    private func answer(
        from first: Date, to last: Date, around place: Coordinate, radiusKilometres: Double, now: Date
    ) async -> Result<BrightSkyRadarAnswer, FetchError> {
        do {
            let body = try await fetcher.get(url(from: first, to: last, around: place, radiusKilometres: radiusKilometres), from: Self.service).body
            return .success(try BrightSkyRadarAnswer.decode(body, now: now, service: Self.service))
        } catch {
            return .failure(error)
        }
    }
}
