import Foundation
import Testing
@testable import WeatherCore

@Suite struct ReportStoreTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reports-\(UUID().uuidString)")
    private var store: ReportStore { ReportStore(directory: directory) }

    private static let fetched = Date(timeIntervalSince1970: 1_763_768_400)

    private static func report(_ name: String, latitude: Double, longitude: Double, temperature: Double = 6) -> WeatherReport {
        let coordinate = Coordinate(latitude: latitude, longitude: longitude)!
        let steps = (0..<4).map { step in
            ForecastItem(time: fetched.addingTimeInterval(Double(step) * 3 * 3600), temperature: temperature + Double(step), condition: .clear)
        }
        return WeatherReport(
            place: Place(name: name, countryCode: "KR", coordinate: coordinate),
            timeZone: LocalTimeZone(identifier: "Asia/Seoul", secondsFromGMT: 9 * 3600),
            current: CurrentConditions(time: fetched, temperature: temperature, condition: .fog),
            forecast: steps, provider: .openMeteo, fetchedAt: fetched
        )
    }

    private let seoul = report("Seoul", latitude: 37.5665, longitude: 126.978)
    private let busan = report("Busan", latitude: 35.1796, longitude: 129.0756)

    private func mode(_ url: URL) -> mode_t {
        var info = stat()
        lstat(url.path, &info)
        return info.st_mode & 0o777
    }

    private func files() -> Set<String> {
        Set((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
    }

    @Test func theCurrentConditionsAloneAreReadWithoutTheSteps() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        var observed = seoul
        observed.observation = Observation(
            station: "RKSS", time: observed.fetchedAt, raw: "METAR RKSS 061200Z 27005KT 9999 FEW030 08/M02 Q1021", temperature: 8,
            fetchedAt: observed.fetchedAt
        )
        try store.save(observed, foundBy: nil, keeping: RecentPlaces([observed.place]))
        var expected = observed
        expected.forecast = []
        // A status line's %v and %V read the observation with the current conditions.
        #expect(store.report(for: .lastPlace, extent: .currentConditions) == expected)
        #expect(store.report(for: .lastPlace, extent: .full) == observed)
    }

    /// A waiting status bar reads the store again only when its stamp moved: it must move with every
    /// report stored for the key, and with nothing else.
    @Test func theStampMovesWhenAReportIsStoredForTheKeyAndOnlyThen() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let seoulKey = ReportStore.Key.query(.coordinate(seoul.place.coordinate))
        let nothing = store.read(seoulKey)
        #expect(nothing.report == nil)
        #expect(store.stamp(for: seoulKey) == nothing.stamp)

        try store.save(seoul, foundBy: nil, keeping: RecentPlaces([seoul.place]))
        let stored = store.read(seoulKey)
        let last = store.read(.lastPlace)
        #expect(stored.report == seoul && last.report == seoul)
        #expect(stored.stamp != nothing.stamp)
        #expect(store.stamp(for: seoulKey) == stored.stamp)
        #expect(store.stamp(for: .lastPlace) == last.stamp)

        try store.save(busan, foundBy: nil, keeping: RecentPlaces([busan.place, seoul.place]))
        #expect(store.stamp(for: seoulKey) == stored.stamp)
        #expect(store.stamp(for: .lastPlace) != last.stamp)

        var warmer = seoul
        warmer.fetchedAt = Self.fetched.addingTimeInterval(600)
        try store.save(warmer, foundBy: nil, keeping: RecentPlaces([seoul.place, busan.place]))
        #expect(store.stamp(for: seoulKey) != stored.stamp)
        #expect(store.read(seoulKey).report == warmer)
    }

    /// A `--location` name is searched once: its place comes back from the store, by the name as typed.
    @Test func aNameFoundBeforeGivesItsPlace() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(store.place(foundBy: "Seoul") == nil)
        try store.save(seoul, foundBy: "Seoul", keeping: RecentPlaces([seoul.place]))
        try store.save(busan, foundBy: nil, keeping: RecentPlaces([busan.place, seoul.place]))
        #expect(store.place(foundBy: " seoul  ") == seoul.place)
        #expect(store.place(foundBy: "Busan") == nil, "a place loaded by coordinates was found by no name")
        try store.save(busan, foundBy: nil, keeping: RecentPlaces([busan.place]))
        #expect(store.place(foundBy: "Seoul") == nil, "a place no longer among the recent ones is searched again")
    }

    @Test func aSavedReportComesBackForItsPlaceItsNameAndAsTheLastPlace() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(store.report(for: .lastPlace) == nil)
        try store.save(seoul, foundBy: "  SEOUL ", keeping: RecentPlaces([seoul.place]))
        #expect(store.report(for: .query(.coordinate(seoul.place.coordinate))) == seoul)
        #expect(store.report(for: .query(.name("seoul"))) == seoul)
        #expect(store.report(for: .lastPlace) == seoul)
        #expect(store.report(for: .query(.name("Busan"))) == nil)
        #expect(store.report(for: .query(.coordinate(busan.place.coordinate))) == nil)
        let file = store.fileURL(forKey: seoul.place.coordinate.roundedKey)
        #expect(mode(file) == 0o600)
        #expect(mode(directory) == 0o700)
        #expect(!files().contains { $0.hasSuffix(".tmp") })
    }

    @Test func aNewerReportReplacesTheOlderOneAndTheLastPlaceFollows() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try store.save(seoul, foundBy: nil, keeping: RecentPlaces([seoul.place]))
        try store.save(busan, foundBy: nil, keeping: RecentPlaces([busan.place, seoul.place]))
        #expect(store.report(for: .lastPlace) == busan)
        var warmer = ReportStoreTests.report("Seoul", latitude: 37.5665, longitude: 126.978, temperature: 12)
        warmer.fetchedAt = Self.fetched.addingTimeInterval(600)
        try store.save(warmer, foundBy: nil, keeping: RecentPlaces([seoul.place, busan.place]))
        #expect(store.report(for: .query(.coordinate(seoul.place.coordinate))) == warmer)
        #expect(store.report(for: .lastPlace) == warmer)
    }

    @Test func aFileOfAnotherVersionIsIgnoredAndReplaced() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try store.save(seoul, foundBy: nil, keeping: RecentPlaces([seoul.place]))
        let file = store.fileURL(forKey: seoul.place.coordinate.roundedKey)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("\"version\":1"))
        try Data(text.replacingOccurrences(of: "\"version\":1", with: "\"version\":99").utf8).write(to: file)
        #expect(store.report(for: .query(.coordinate(seoul.place.coordinate))) == nil)
        #expect(store.report(for: .lastPlace) == nil)
        try store.save(seoul, foundBy: nil, keeping: RecentPlaces([seoul.place]))
        #expect(store.report(for: .lastPlace) == seoul)
    }

    @Test(arguments: ["", "{", "null", "{\"version\":1}", "{\"version\":1,\"report\":{\"place\":7}}", "\u{FF}\u{FE}garbage"])
    func aCorruptFileIsIgnoredAndReplaced(_ content: String) throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try store.save(seoul, foundBy: "Seoul", keeping: RecentPlaces([seoul.place]))
        let file = store.fileURL(forKey: seoul.place.coordinate.roundedKey)
        try Data(content.utf8).write(to: file)
        #expect(store.report(for: .query(.name("Seoul"))) == nil)
        try Data(content.utf8).write(to: directory.appendingPathComponent(ReportStore.indexName))
        #expect(store.report(for: .lastPlace) == nil)
        #expect(store.report(for: .query(.coordinate(seoul.place.coordinate))) == nil)
        try store.save(seoul, foundBy: "Seoul", keeping: RecentPlaces([seoul.place]))
        #expect(store.report(for: .query(.name("Seoul"))) == seoul)
        #expect(store.report(for: .lastPlace) == seoul)
    }

    @Test func anUnreadableFileOrADirectoryInItsPlaceIsIgnored() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try store.save(seoul, foundBy: nil, keeping: RecentPlaces([seoul.place]))
        let file = store.fileURL(forKey: seoul.place.coordinate.roundedKey)
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        #expect(store.report(for: .lastPlace) == nil)
    }

    @Test func reportsOfPlacesNoLongerRecentArePruned() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try store.save(seoul, foundBy: "Seoul", keeping: RecentPlaces([seoul.place]))
        try store.save(busan, foundBy: "Busan", keeping: RecentPlaces([busan.place, seoul.place]))
        let seoulFile = store.fileURL(forKey: seoul.place.coordinate.roundedKey).lastPathComponent
        let busanFile = store.fileURL(forKey: busan.place.coordinate.roundedKey).lastPathComponent
        #expect(files().isSuperset(of: [seoulFile, busanFile]))
        // Seoul has dropped out of the recent places: its report and its name go.
        try store.save(busan, foundBy: nil, keeping: RecentPlaces([busan.place]))
        #expect(!files().contains(seoulFile))
        #expect(files().contains(busanFile))
        #expect(store.report(for: .query(.name("Seoul"))) == nil)
        #expect(store.report(for: .query(.name("Busan"))) == busan)
    }

    @Test func otherFilesInTheCacheAreLeftAlone() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try PrivateFile.prepareDirectory(directory)
        try Data("{}".utf8).write(to: directory.appendingPathComponent("recent-places.json"))
        try Data("log".utf8).write(to: directory.appendingPathComponent("weathertui.log"))
        try store.save(seoul, foundBy: nil, keeping: RecentPlaces([]))
        #expect(files().isSuperset(of: ["recent-places.json", "weathertui.log", ReportStore.indexName]))
        #expect(store.report(for: .lastPlace) == seoul)
    }

    @Test func stepsThatHaveEndedAreDropped() {
        let report = seoul
        #expect(report.droppingPastSteps(at: Self.fetched).forecast == report.forecast)
        // Into the first step: it has not ended yet.
        #expect(report.droppingPastSteps(at: Self.fetched.addingTimeInterval(3 * 3600 - 1)).forecast == report.forecast)
        #expect(report.droppingPastSteps(at: Self.fetched.addingTimeInterval(3 * 3600)).forecast == Array(report.forecast.dropFirst()))
        // The last step lasts as long as the one before it.
        #expect(report.droppingPastSteps(at: Self.fetched.addingTimeInterval(12 * 3600 - 1)).forecast.count == 1)
        #expect(report.droppingPastSteps(at: Self.fetched.addingTimeInterval(12 * 3600)).forecast.isEmpty)
    }

    @Test func hoursAndDaysThatHaveEndedAreDroppedToo() {
        var report = seoul
        report.hourly = (0..<3).map { ForecastItem(time: Self.fetched.addingTimeInterval(Double($0) * 3600), temperature: 5, condition: .clear) }
        report.days = (0..<3).map { DayForecast(date: Self.fetched.addingTimeInterval(Double($0) * 86_400), low: 1, high: 9, condition: .clear) }
        let later = report.droppingPastSteps(at: Self.fetched.addingTimeInterval(86_400 + 1))
        #expect(later.hourly.isEmpty)
        #expect(later.days == Array(report.days.dropFirst()))
        let soon = report.droppingPastSteps(at: Self.fetched.addingTimeInterval(3600))
        #expect(soon.hourly == Array(report.hourly.dropFirst()))
        #expect(soon.days == report.days)
    }
}

@Suite struct ReportStoreEveryPartTests {
    /// Every optional part of a value that is nil, and every empty list, by path.
    private func gaps(in value: Any, path: String = "report") -> [String] {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return [path] }
            return gaps(in: wrapped, path: path)
        }
        if mirror.displayStyle == .collection || mirror.displayStyle == .dictionary {
            guard let first = mirror.children.first?.value else { return [path + " (empty)"] }
            return gaps(in: first, path: path + "[0]")
        }
        guard mirror.displayStyle == .struct else { return [] }
        return mirror.children.flatMap { child in gaps(in: child.value, path: path + "." + (child.label ?? "?")) }
    }

    /// A report with every part, none left out, comes back from the store as it went in.
    @Test func aReportWithEveryPartComesBackWhole() throws {
        let sample = Self.reportWithEveryPart
        #expect(gaps(in: sample) == [])
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reports-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = ReportStore(directory: directory)
        try store.save(sample, foundBy: nil, keeping: RecentPlaces([sample.place]))
        #expect(store.report(for: .query(.coordinate(sample.place.coordinate))) == sample)
    }

    /// A report with one of everything: no optional part left out, no list empty.
    static var reportWithEveryPart: WeatherReport {
        let time = Date(timeIntervalSince1970: 0)
        let reading = AirReading(
            time: time, usIndex: 1, europeanIndex: 1, pm2_5: 1, pm10: 1, ozone: 1, uvIndex: 1, pollen: [.birch: 1]
        )
        let step = ForecastItem(
            time: time, temperature: 0, feelsLike: 0, condition: .clear, precipitationChance: 0, precipitation: 0,
            windSpeed: 0, windDirection: 0, humidity: 0
        )
        var report = WeatherReport(
            place: Place(
                name: "a", region: "a", countryCode: "a", country: "a", area: PlaceArea(state: "a", districts: ["a"], codes: ["a"], locality: "a"),
                population: 1, isApproximate: true,
                coordinate: Coordinate(latitude: 0, longitude: 0)!, timeZoneIdentifier: "UTC", utcOffset: 0
            ),
            timeZone: LocalTimeZone(identifier: "UTC", secondsFromGMT: 0, changes: [OffsetChange(time: time, secondsFromGMT: 0)]),
            current: CurrentConditions(
                time: time, temperature: 0, feelsLike: 0, condition: .clear, humidity: 0, windSpeed: 0, windDirection: 0,
                windGust: 0, pressure: 0, visibility: 0, precipitation: 0, cloudCover: 0, uvIndex: 0, todayHigh: 0,
                todayLow: 0, sunrise: time, sunset: time, temperatureYesterday: 0, polarDay: .polarNight
            ),
            forecast: [step],
            hourly: [step],
            days: [
                DayForecast(
                    date: time, low: 0, high: 0, condition: .clear, precipitationChance: 0, precipitation: 0, windSpeed: 0,
                    windDirection: 0
                ),
            ],
            quarterHours: [QuarterHour(time: time, precipitation: 0, condition: .clear)],
            provider: .openMeteo, fetchedAt: time
        )
        report.current.todayRangeIsRestOfDay = true
        report.air = AirQuality(current: reading, hours: [reading], fetchedAt: time)
        var wording = WarningWording(event: "a", headline: "a", severityLabel: "a")
        wording.description = "a"
        wording.instruction = "a"
        var warning = WeatherWarning(
            source: "a", event: "a", headline: "a", severity: .minor, severityLabel: "a", onset: time, ends: time,
            wordings: ["a": wording]
        )
        warning.description = "a"
        warning.instruction = "a"
        report.warnings = WeatherWarnings(source: "a", warnings: [warning], areaUnclear: [warning], fetchedAt: time, lastAnswered: time)
        report.normals = [DayNormal(month: 1, day: 1, high: 0, low: 0)]
        report.marine = Marine(
            hours: [
                SeaHour(
                    time: time, waveHeight: 0, waveDirection: 0, wavePeriod: 0, swellHeight: 0, swellDirection: 0, swellPeriod: 0,
                    windWaveHeight: 0, seaTemperature: 0, seaLevel: 0
                ),
            ],
            tides: [Tide(time: time, height: 0, kind: .high)], tideDays: time..<time, fetchedAt: time
        )
        report.marine?.tideStation = "a"
        report.observation = Observation(
            station: "a", time: time, raw: "a", temperature: 0, dewPoint: 0, wind: ObservedWind(direction: 0, speed: 0, gust: 0), visibility: 0,
            pressure: 0, isCAVOK: true, weather: [PresentWeather(intensity: .light, isNearby: true, descriptor: .showers, phenomena: [.rain])],
            clouds: [CloudLayer(cover: .few, base: 0)], isSkyClear: true, fetchedAt: time
        )
        report.ensemble = Ensemble(
            model: "a", memberCount: 1, hours: [EnsembleHour(time: time, low: 0, high: 0, rainShare: 0)],
            days: [EnsembleDay(date: time, highLow: 0, highHigh: 0, rainShare: 0)], fetchedAt: time
        )
        report.partsAsked = Set(ReportPart.allCases)
        report.fallback = ProviderFallback(from: .openMeteo, reason: .status(500))
        return report
    }
}

