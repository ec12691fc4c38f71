import FoundationEssentials
import Glibc
import Logging
import TerminalBackend
import WeatherCore
import WeatherPresentation

/// `weathertui radar`: finds the place as a run does (coordinates as given, a name searched for, the IP
/// lookup, the place used last), reads the latest radar frames round it (`RadarClient`: DWD's composite
/// through Bright Sky in and round Germany, else RainViewer's tiles, kept in the cache directory) and prints the sentence, the latest frame on the base map and the frames' times,
/// the sentence and the times as a screen reader speaks them, or the numbers as JSON.
/// Exit status 0 with an answer, 1 where the place or the frames could not be had.
struct RadarRun {
    let settings: ResolvedSettings
    let directories: AppDirectories
    let environment: [String: String]
    let json: Bool

    private var glyphs: Glyphs { Glyphs(settings.icons) }

    @MainActor
    func run() async -> Int32 {
        let strings = Strings(language: settings.language, glyphs: glyphs)
        StandardStreams.requireOutput(strings: strings)
        let logger = Services.logger(directories: directories, environment: environment)
        let fetcher = Services.httpClient(for: settings, logger: logger)
        let status = await run(fetcher: fetcher, strings: strings, logger: logger)
        await fetcher.shutdown()
        return status
    }

    @MainActor
    private func run(fetcher: AsyncHTTPFetcher, strings: Strings, logger: Logger) async -> Int32 {
        let timeZones = TimeZoneDatabase(environment: environment)
        let clients = ServiceClients(settings: settings, timeZones: timeZones, cache: directories.cacheDirectory, logger: logger)
        let place: Place
        do {
            place = try await locate(clients: clients, fetcher: fetcher)
        } catch {
            StandardStreams.writeError("weathertui: " + strings.line(explaining: .location(error)))
            return 1
        }
        let client = Services.radarClient(settings: settings, fetcher: fetcher, cacheDirectory: directories.cacheDirectory, logger: logger)
        let loop: RadarLoop
        do {
            loop = try await client.loop(around: place.coordinate, now: Date())
        } catch {
            StandardStreams.writeError("weathertui: " + strings.line(explainingRadar: error))
            return 1
        }
        guard !loop.frames.isEmpty else {
            StandardStreams.writeError("weathertui: " + strings.radarNoFrames(source: loop.source))
            return 1
        }
        let outlook = RadarAnalysis.outlook(place: place.coordinate, frames: loop.frames, now: Date())
        guard !json else {
            StandardStreams.writeOutput(RadarJSONReport(loop: loop, outlook: outlook).text + "\n", strings: strings)
            return 0
        }
        let zone = PlaceTimeZone.known(for: place, database: timeZones, now: Date()) { nil }
        let dates = LocalDateFormatter(language: settings.language, clock: settings.clock, timeZone: zone ?? .utc)
        let frames = strings.radarFrames(loop, dates: dates, zoneKnown: zone != nil)
        if settings.screenReader {
            let sentence = strings.spokenRadarSentence(outlook, spoken: SpokenUnits(units: settings.units, strings: strings))
            StandardStreams.writeOutput([sentence, frames].map(strings.spokenSentence).joined(separator: "\n") + "\n", strings: strings)
        } else {
            let units = UnitFormatter(units: settings.units, glyphs: glyphs, catalog: strings.catalog)
            let sentence = strings.radarSentence(outlook, units: units)
            // The map's hatch, where the latest frame's tiles did not come, explained where the frames are listed.
            let gaps = (loop.latest?.missingTiles ?? 0) > 0 ? " \(glyphs.separator) " + strings.radarTilesMissing(hatch: glyphs.map.gap) : ""
            StandardStreams.writeOutput(
                picture(of: loop, around: place, outlook: outlook, sentence: sentence, frames: frames + gaps, units: units, strings: strings, logger: logger),
                strings: strings
            )
        }
        return 0
    }

    /// The latest frame on the base map, as large as the terminal (`COLUMNS` × `LINES`, else 80 × 24,
    /// where the output is not one), in colour on a terminal that takes it; the sentence and the frames
    /// alone where the base map cannot be read (said on standard error).
    private func picture(
        of loop: RadarLoop, around place: Place, outlook: RadarOutlook, sentence: String, frames: String, units: UnitFormatter,
        strings: Strings, logger: Logger
    ) -> String {
        let baseMap: BaseMap
        do {
            baseMap = try DataFiles.baseMap(environment: environment).map()
        } catch {
            logger.error("radar: the base map could not be read: \(error)")
            StandardStreams.writeError("weathertui: " + strings.text(.radarNoBaseMap))
            return sentence + "\n" + frames + "\n"
        }
        let isTerminal = isatty(STDOUT_FILENO) != 0
        let theme = isTerminal ? ThemeResolver.resolve(settings.theme, environment: environment) : .mono
        let canvas = MapCanvas(
            baseMap: baseMap, center: place.coordinate, widthKilometres: Self.mapWidthKilometres(for: outlook), glyphs: glyphs,
            ramp: RainRamp(unit: settings.units.precipitation, glyphs: glyphs, theme: theme), rain: loop.latest.map { $0.intensity(at:) },
            gap: loop.latest.map { $0.isMissing(at:) }
        )
        let size = TerminalProbe.outputSize() ?? Self.pipeSize(environment)
        let grid = RadarStillView(sentence: sentence, canvas: canvas, units: units, frames: frames).grid(size: size)
        let palette = theme.usesColor ? Palette(theme: theme) : nil
        return StyledText.lines(of: grid, palette: palette).joined(separator: "\n") + "\n"
    }

    /// How much ground the picture spans: the whole region searched where no rain is near, else enough to
    /// show the nearest rain beside the place, and the ground round it (from 100 km across).
    static func mapWidthKilometres(for outlook: RadarOutlook) -> Double {
        let region = 2 * outlook.radiusKilometres
        guard let nearest = outlook.nearest else { return region }
        return min(region, max(100, nearest.distanceKilometres * 4))
    }

    /// The picture's size where standard output is not a terminal: `COLUMNS` and `LINES` where set (as a
    /// shell exports them), else 80 × 24; never smaller than the sentence's row and a few of the map's.
    static func pipeSize(_ environment: [String: String]) -> TerminalSize {
        let columns = environment["COLUMNS"].flatMap { Int($0) }.map { min(max($0, 20), 500) } ?? 80
        let rows = environment["LINES"].flatMap { Int($0) }.map { min(max($0, 6), 300) } ?? 24
        return TerminalSize(columns: columns, rows: rows)
    }

    /// The place, found as a run finds it: the coordinates or name asked for, else the IP lookup (where
    /// allowed), else the place used last.
    private func locate(clients: ServiceClients, fetcher: AsyncHTTPFetcher) async throws(LocationError) -> Place {
        let lastPlace = JSONFileStore<Place>(url: directories.cacheDirectory.appendingPathComponent(AppDirectories.lastPlaceName, isDirectory: false))
        let resolver = LocationResolver(
            geocoder: clients.geocoder(fetcher: fetcher), ipLocator: clients.ipLocator(fetcher: fetcher), lastPlace: lastPlace, recentPlaces: nil
        )
        switch settings.location {
        case let .coordinate(coordinate)?:
            return Place(coordinate: coordinate)
        case let .name(name)?:
            guard let place = try await resolver.search(name).first else { throw .noMatch(name) }
            return place
        case nil:
            var failure = LocationError.noLocation
            if settings.ipLookup {
                do {
                    return try await resolver.locateByIPAddress()
                } catch {
                    failure = error
                }
            }
            guard let place = resolver.lastPlace() else { throw failure }
            return place
        }
    }
}
