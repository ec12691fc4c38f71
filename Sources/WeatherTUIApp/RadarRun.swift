import FoundationEssentials
import Logging
import WeatherCore
import WeatherPresentation

/// `weathertui radar`: finds the place as a run does (coordinates as given, a name searched for, the IP
/// lookup, the place used last), reads the latest radar frames round it (`RainViewerClient`, tiles kept
/// in the cache directory) and prints the sentence and the frames' times, or the numbers as JSON.
/// Exit status 0 with an answer, 1 where the place or the frames could not be had.
struct RadarRun {
    let settings: ResolvedSettings
    let directories: AppDirectories
    let environment: [String: String]
    let json: Bool

    @MainActor
    func run() async -> Int32 {
        let strings = Strings(language: settings.language, glyphs: Glyphs(settings.icons))
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
        let client = RainViewerClient(
            baseURL: settings.endpoints[.rainViewer], fetcher: fetcher, cache: RadarTileCache(cacheDirectory: directories.cacheDirectory), logger: logger
        )
        let loop: RadarLoop
        do {
            loop = try await client.loop(
                around: place.coordinate, radiusKilometres: RadarAnalysis.regionRadiusKilometres, pastFrames: RadarAnalysis.motionFrames
            )
        } catch {
            StandardStreams.writeError("weathertui: " + strings.line(explaining: .weather(error)))
            return 1
        }
        guard !loop.frames.isEmpty else {
            StandardStreams.writeError("weathertui: " + strings.radarNoFrames(source: loop.source))
            return 1
        }
        let outlook = RadarAnalysis.outlook(place: place.coordinate, frames: loop.frames, now: Date())
        if json {
            StandardStreams.writeOutput(RadarJSONReport(loop: loop, outlook: outlook).text + "\n", strings: strings)
        } else {
            let zone = PlaceTimeZone.known(for: place, database: timeZones, now: Date()) { nil }
            let dates = LocalDateFormatter(language: settings.language, clock: settings.clock, timeZone: zone ?? .utc)
            let units = UnitFormatter(units: settings.units, glyphs: Glyphs(settings.icons), catalog: strings.catalog)
            StandardStreams.writeOutput(
                strings.radarSentence(outlook, units: units) + "\n" + strings.radarFrames(loop, dates: dates, zoneKnown: zone != nil) + "\n", strings: strings
            )
        }
        return 0
    }

    /// The place, found as a run finds it: the coordinates or name asked for, else the IP lookup (where
    /// allowed), else the place used last.
    private func locate(clients: ServiceClients, fetcher: AsyncHTTPFetcher) async throws(LocationError) -> Place {
        let lastPlace = JSONFileStore<Place>(url: directories.cacheDirectory.appendingPathComponent(AppDirectories.lastPlaceName))
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
