import FoundationEssentials
import Logging

/// What the load of several places made of one of them.
public struct PlaceLoad: Sendable {
    public var query: LocationQuery
    public var result: Result<WeatherReport, LoadFailure>
    /// Every place a name matched, best first, when it matched several and the best was taken.
    public var matches: [Place] = []
}

extension WeatherDataSource {
    /// The weather at several places at once, with every feed's part, for the one-shot modes. Each place
    /// is found as a fixed `--location` is (a name found before is not searched again; of several matches
    /// the best is taken); the weather of all of them comes from one call to the provider, one request
    /// with Open-Meteo (the fallback asked for the places it failed), while the feeds of each place run
    /// beside it. Each report is stored as its place's
    /// last good report, under the name that found it, and the places become the recent places, the
    /// first the most recent. One result per query, in order.
    public func reports(for queries: [LocationQuery]) async -> [PlaceLoad] {
        var loads = queries.map { PlaceLoad(query: $0, result: .failure(.weather(.cancelled))) }
        var located: [(index: Int, place: Place)] = []
        await withTaskGroup(of: (Int, Result<[Place], LocationError>).self) { group in
            for (index, query) in queries.enumerated() {
                group.addTask { [resolver, reportStore] in
                    switch query {
                    case let .coordinate(coordinate):
                        return (index, .success([Place(coordinate: coordinate)]))
                    case let .name(name):
                        if let known = reportStore?.place(foundBy: name) { return (index, .success([known])) }
                        do throws(LocationError) {
                            let matches = try await resolver.search(name)
                            return (index, matches.isEmpty ? .failure(.noMatch(name)) : .success(matches))
                        } catch {
                            return (index, .failure(error))
                        }
                    }
                }
            }
            for await (index, result) in group {
                switch result {
                case let .success(matches):
                    located.append((index, matches[0]))
                    if matches.count > 1 { loads[index].matches = matches }
                case let .failure(error):
                    logger.notice("location failed: \(error)")
                    loads[index].result = .failure(.location(error))
                }
            }
        }
        located.sort { $0.index < $1.index }
        let places = located.map(\.place)
        async let parts = amendments(for: places)
        let weathers = await failover.weather(at: places) { [timeZones, clock] place in
            PlaceTimeZone.known(for: place, database: timeZones, now: clock()) { nil }
        }
        let amendments = await parts
        var stored: [(report: WeatherReport, name: String?)] = []
        for (position, (index, place)) in located.enumerated() {
            switch position < weathers.count ? weathers[position] : .failure(.cancelled) {
            case let .success(answer):
                var report = makeReport(place, answer)
                amendments[position].forEach { $0.apply(to: &report) }
                loads[index].result = .success(report)
                let name: String? = if case let .name(name) = queries[index] { name } else { nil }
                stored.append((report, name))
            case let .failure(error):
                logger.notice("weather failed for \(place.coordinate.formatted): \(error)")
                loads[index].result = .failure(.weather(error))
            }
        }
        keep(stored)
        return loads
    }

    /// Every feed's part for each of `places`, in order; a feed that fails leaves its part out.
    private func amendments(for places: [Place]) async -> [[ReportAmendment]] {
        await withTaskGroup(of: (Int, ReportAmendment?).self) { group in
            for (index, place) in places.enumerated() {
                for feed in feeds {
                    group.addTask { [logger] in
                        do {
                            return (index, try await feed.amendment(for: place))
                        } catch {
                            logger.info("\(feed.name) failed: \(FetchError(error))")
                            return (index, nil)
                        }
                    }
                }
            }
            var parts = [[ReportAmendment]](repeating: [], count: places.count)
            for await (index, amendment) in group {
                if let amendment { parts[index].append(amendment) }
            }
            return parts
        }
    }

    /// The reports stored as their places' last good reports, and their places made the recent ones.
    private func keep(_ stored: [(report: WeatherReport, name: String?)]) {
        guard !stored.isEmpty else { return }
        for (report, _) in stored.reversed() {
            recentPlaces = recentPlaces.inserting(report.place)
        }
        let keys = Set(stored.map(\.report.place.coordinate.roundedKey))
        cacheWriter.write { [resolver, reportStore] in
            try Self.store(stored, alsoKeeping: keys, resolver: resolver, reportStore: reportStore)
        }
    }
}
