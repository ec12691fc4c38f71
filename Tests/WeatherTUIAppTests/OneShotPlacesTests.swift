import ArgumentParser
import Foundation
import Testing
import WeatherCore
import WeatherPresentation
@testable import WeatherTUIApp

/// Several `--location`s in the one-shot modes: the command line (and its memo), what each output
/// prints for several places, and a place that fails beside one that loads.
@MainActor
@Suite struct OneShotPlacesTests {
    let captured = CapturedStreams()
    static let busan = Place(name: "Busan", countryCode: "KR", coordinate: Coordinate(latitude: 35.18, longitude: 129.08)!)

    @Test func repeatedLocationsAndTheSeparatorAreParsedAndRoundTripThroughTheMemo() throws {
        let arguments = ["--format", "%l %t", "--location", "Seoul", "--location", "-33.9,151.2", "--separator", " | "]
        let command = try #require(try WeatherTUICommand.parseAsRoot(arguments) as? WeatherTUICommand)
        let options = command.options
        #expect(options.locations == ["Seoul", "-33.9,151.2"])
        #expect(options.separator == " | ")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("command-lines.json")
        CommandLineMemo<CommandLineOptions>(file: file, binary: "build").remember(options, for: arguments)
        #expect(CommandLineMemo<CommandLineOptions>(file: file, binary: "build").options(for: arguments) == options)
        let settings = try Runs.settings(options)
        #expect(settings.locations == [.name("Seoul"), .coordinate(Coordinate(latitude: -33.9, longitude: 151.2)!)])
    }

    @Test func severalPlacesAreForTheOneShotModesAndTheSeparatorForFormat() {
        #expect(throws: ValidationError.self) { try CommandLineOptions(locations: ["Seoul", "Busan"]).validate() }
        #expect(throws: ValidationError.self) { try CommandLineOptions(locations: ["Seoul"], separator: ", ", output: .once).validate() }
        #expect(throws: ValidationError.self) { try CommandLineOptions(separator: ", ").validate() }
        #expect(throws: Never.self) { try CommandLineOptions(locations: ["Seoul", "Busan"], output: .json).validate() }
        #expect(throws: Never.self) { try CommandLineOptions(locations: ["Seoul", "Busan"], separator: ", ", format: "%t").validate() }
    }

    /// Two reports of the sample, one moved to Busan.
    private func reports() throws -> [WeatherReport] {
        let weather = try DemoWeatherProvider.weather(from: TestProvider.sample, now: Date())
        let seoul = WeatherReport(
            place: Place(name: "Seoul", countryCode: "KR", coordinate: Runs.seoul), timeZone: weather.timeZone, current: weather.current,
            forecast: weather.forecast, hourly: weather.hourly, days: weather.days, provider: .openMeteo, fetchedAt: Date()
        )
        var busan = seoul
        busan.place = Self.busan
        busan.current.temperature = 12
        return [seoul, busan]
    }

    private func write(_ options: CommandLineOptions, stale: Bool = false) throws {
        let settings = try Runs.settings(options)
        guard case let .oneShot(format) = try options.runMode(template: settings.format, glyphs: Glyphs(settings.icons)) else {
            throw CocoaError(.featureUnsupported)
        }
        let output = OneShotOutput(settings: settings, format: format, separator: options.separator, streams: captured.streams)
        #expect(output.write(try reports().map { OneShotOutput.Shown(report: $0, isStale: stale) }) == 0)
    }

    @Test func formatPrintsALinePerPlaceOrJoinsThem() throws {
        try write(CommandLineOptions(locations: ["a", "b"], format: "%l %t"))
        let lines = captured.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines[2].isEmpty, "\(captured.output)")
        #expect(lines[0].hasPrefix("Seoul, KR ") && lines[1] == "Busan, KR 12°C", "\(captured.output)")
        let joined = CapturedStreams()
        let settings = try Runs.settings(CommandLineOptions(locations: ["a", "b"], format: "%l %t"))
        let output = OneShotOutput(
            settings: settings, format: .statusLine(try StatusLineTemplate(parsing: "%l %t", glyphs: .unicode)), separator: " | \u{1b}[31m",
            streams: joined.streams
        )
        _ = output.write(try reports().map { OneShotOutput.Shown(report: $0, isStale: false) })
        // The separator stays on one line and no escape sequence gets through.
        #expect(joined.output.hasSuffix("°C | Busan, KR 12°C\n") && joined.output.hasPrefix("Seoul, KR "), "\(joined.output)")
    }

    @Test func jsonIsAnArrayOfOneObjectPerPlace() throws {
        try write(CommandLineOptions(locations: ["a", "b"], output: .json))
        let array = try #require(try JSONSerialization.jsonObject(with: Data(captured.output.utf8)) as? [[String: Any]])
        #expect(array.count == 2)
        #expect((array[1]["location"] as? [String: Any])?["name"] as? String == "Busan", "\(array[1].keys.sorted())")
    }

    @Test func onceIsABlockPerPlace() throws {
        try write(CommandLineOptions(locations: ["a", "b"], output: .once))
        #expect(captured.output.hasPrefix("Seoul"), "\(captured.output)")
        #expect(captured.output.contains("\n\nBusan"), "\(captured.output)")
    }

    @Test func waybarShowsTheFirstPlaceAndEveryPlaceInTheTooltip() throws {
        try write(CommandLineOptions(locations: ["a", "b"], output: .waybar, format: "%l %t"), stale: true)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(captured.output.utf8)) as? [String: Any])
        #expect((object["text"] as? String)?.hasPrefix("Seoul, KR ") == true, "\(object)")
        let tooltip = try #require(object["tooltip"] as? String)
        #expect(tooltip.contains("<b>Seoul, KR</b>") && tooltip.contains("<b>Busan, KR</b>"), "\(tooltip)")
        #expect((object["class"] as? [String])?.contains("stale") == true, "\(object)")
    }

    /// A name that finds nothing beside one that loads: the one is printed, the other said on
    /// standard error, and the exit status says the output is short of a place.
    @Test func aPlaceThatFailsIsSaidAndTheOthersPrinted() async throws {
        let options = CommandLineOptions(locations: ["Busan", "Atlantis"], format: "%l %t")
        let settings = try Runs.settings(options)
        let (stored, directory) = try Runs.stored(age: nil)
        defer { try? FileManager.default.removeItem(at: directory) }
        let provider = TestProvider()
        let report = OneShotPlacesReport(
            settings: settings, places: settings.locations,
            services: .test(provider: provider, places: [Self.busan], location: .name("Busan")),
            stored: StoredReports(store: stored.store, keys: settings.locations.map(ReportStore.Key.query), language: settings.language),
            output: try Runs.output(options, settings: settings, to: captured)
        )
        #expect(await report.run() == 1)
        #expect(captured.output.hasPrefix("Busan, KR ") && captured.output.hasSuffix("°C\n"), "\(captured.output)")
        #expect(captured.errors.count == 1, "\(captured.errors)")
        #expect(captured.errors.first?.hasPrefix("weathertui: Atlantis: No place called 'Atlantis' was found") == true, "\(captured.errors)")
        #expect(provider.questions == 1)
        #expect(report.failure == nil)
    }
}
