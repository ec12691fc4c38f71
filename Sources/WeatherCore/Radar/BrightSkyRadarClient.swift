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
    /// and the forecast. The latest seen is drawn first and given to `latest` (a loop of that frame
    /// alone) before any other frame is drawn; the others' answers wait for it, and are drawn one at a
    /// time. Throws where no answer came and the reason was the service's.
    public func loop(
        around place: Coordinate, radiusKilometres: Double, past: TimeInterval, now: Date,
        latest: @escaping @Sendable (RadarLoop) -> Void = { _ in }
    ) async throws(FetchError) -> RadarLoop {
        let windows = Self.windows(past: past, now: now)
        let tiles = WebMercator.tiles(covering: place, radiusKilometres: radiusKilometres)
        // Where each tile pixel falls on the box Bright Sky cuts, worked out while the answers travel;
        // an answer with another box has its own.
        let expected = Self.box(around: place, radiusKilometres: radiusKilometres).map { box in
            Task { RadolanReprojection(box: box, tiles: tiles) }
        }
        @Sendable func reprojection(for answer: BrightSkyRadarAnswer) async -> RadolanReprojection {
            if let expected {
                let shared = await expected.value
                if shared.box == answer.box { return shared }
            }
            return RadolanReprojection(box: answer.box, tiles: tiles)
        }
        // The answer that holds the latest composite is asked for first; it is drawn from its latest
        // frame seen, which goes to `latest` at once.
        let head = Task { () -> Result<(answer: BrightSkyRadarAnswer, shown: RadarFrame?), FetchError> in
            let answer: BrightSkyRadarAnswer
            do throws(FetchError) {
                let body = try await self.body(from: windows.head.first, to: windows.head.last, around: place, radiusKilometres: radiusKilometres).get()
                answer = try BrightSkyRadarAnswer.decode(body, now: now, service: Self.service)
            } catch {
                return .failure(error)
            }
            guard let record = answer.records.filter({ $0.kind == .past }).max(by: { $0.time < $1.time }) else { return .success((answer, nil)) }
            let drawn = Self.frames(of: answer, only: [record], on: await reprojection(for: answer))
            if let frame = drawn.frames.first { latest(RadarLoop(source: Self.service, frames: [frame])) }
            return .success((answer, drawn.frames.first))
        }
        typealias Drawn = Result<(frames: [RadarFrame], notes: [String]), FetchError>
        // The other answers are asked for at once, but drawn one after another once the latest frame is
        // out: drawn side by side they took every core just as the terminal had the first frame to show.
        let results = await withTaskCancellationHandler { await withTaskGroup(of: Result<Data, FetchError>.self) { group in
            for window in windows.rest {
                group.addTask { await self.body(from: window.first, to: window.last, around: place, radiusKilometres: radiusKilometres) }
            }
            var results: [Drawn] = []
            switch await head.value {
            case let .success((answer, shown)):
                let rest = answer.records.filter { $0.time != shown?.time }
                let drawn = Self.frames(of: answer, only: rest, on: await reprojection(for: answer))
                results.append(.success((drawn.frames + (shown.map { [$0] } ?? []), answer.notes + drawn.notes)))
            case let .failure(error):
                results.append(.failure(error))
            }
            for await fetched in group {
                do throws(FetchError) {
                    let answer = try BrightSkyRadarAnswer.decode(try fetched.get(), now: now, service: Self.service)
                    let drawn = Self.frames(of: answer, only: answer.records, on: await reprojection(for: answer))
                    results.append(.success((drawn.frames, answer.notes + drawn.notes)))
                } catch {
                    results.append(.failure(error))
                }
            }
            return results
        } } onCancel: {
            head.cancel()
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

    /// `records` of an answer on the tiles, each inflated, drawn and let go before the next.
    static func frames(
        of answer: BrightSkyRadarAnswer, only records: [BrightSkyRadarAnswer.Record], on reprojection: RadolanReprojection
    ) -> (frames: [RadarFrame], notes: [String]) {
        var frames: [RadarFrame] = [], notes: [String] = []
        for record in records {
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

    /// The times asked for, on the 5-minute steps, at most `framesPerRequest` an answer: `head` from the
    /// composite's delay before `now` to `now` (it holds the latest composite), `rest` from `past`
    /// before the head to it, and after `now` to the end of the forecast.
    static func windows(past: TimeInterval, now: Date) -> (head: (first: Date, last: Date), rest: [(first: Date, last: Date)]) {
        let step = Int(frameInterval)
        let current = Int(now.timeIntervalSince1970) / step * step
        let headFirst = current - Int(delay)
        func chunks(from first: Int, through last: Int) -> [(first: Date, last: Date)] {
            guard first <= last else { return [] }
            return stride(from: first, through: last, by: step * framesPerRequest).map { start in
                (Date(timeIntervalSince1970: TimeInterval(start)),
                 Date(timeIntervalSince1970: TimeInterval(min(last, start + step * (framesPerRequest - 1)))))
            }
        }
        let head = (first: Date(timeIntervalSince1970: TimeInterval(headFirst)), last: Date(timeIntervalSince1970: TimeInterval(current)))
        return (head, chunks(from: headFirst - Int(past), through: headFirst - step) + chunks(from: current + step, through: current + Int(forecastSpan)))
    }

    /// The URL of the frames from `first` to `last` (both included) round `place`.
    func url(from first: Date, to last: Date, around place: Coordinate, radiusKilometres: Double) -> URL {
        baseURL.appending(servicePath: "/radar", query: [
            ("lat", place.queryLatitude), ("lon", place.queryLongitude), ("distance", String(Int(radiusKilometres * 1000))),
            ("date", ISO8601Text.string(for: first)), ("last_date", ISO8601Text.string(for: last)), ("format", "compressed"),
        ])
    }

    /// The body of the answer with the frames from `first` to `last`.
    private func body(from first: Date, to last: Date, around place: Coordinate, radiusKilometres: Double) async -> Result<Data, FetchError> {
        do {
            return .success(try await fetcher.get(url(from: first, to: last, around: place, radiusKilometres: radiusKilometres), from: Self.service).body)
        } catch {
            return .failure(error)
        }
    }
}
