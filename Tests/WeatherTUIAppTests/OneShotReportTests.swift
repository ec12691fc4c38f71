import Foundation
import Testing
import WeatherCore
@testable import WeatherTUIApp

/// A one-shot mode that asks the service, against a test value of the services: what it prints, where,
/// and its exit status, when the load succeeds, fails with a stored report to stand in, or fails without.
@MainActor
@Suite struct OneShotReportTests {
    let captured = CapturedStreams()

    private func run(
        _ options: CommandLineOptions, provider: TestProvider, places: [Place] = [], storedAge: TimeInterval? = nil
    ) async throws -> (status: Int32, failure: LoadFailure?) {
        let settings = try Runs.settings(options)
        let (stored, directory) = try Runs.stored(age: storedAge)
        defer { try? FileManager.default.removeItem(at: directory) }
        let location = try #require(settings.location)
        let report = OneShotReport(
            settings: settings, services: .test(provider: provider, places: places, location: location), stored: stored,
            output: try Runs.output(options, settings: settings, to: captured)
        )
        let status = await report.run()
        return (status, report.failure)
    }

    @Test func aLoadedReportIsPrintedAndTheRunSucceeds() async throws {
        let (status, failure) = try await run(CommandLineOptions(locations: ["37.57,126.98"], output: .once), provider: TestProvider())
        #expect(status == 0)
        #expect(failure == nil)
        #expect(captured.output.contains("Seoul") || captured.output.contains("37.57"), "\(captured.output)")
        #expect(captured.output.contains("°C"), "\(captured.output)")
        #expect(captured.errors.isEmpty)
    }

    /// Offline with a report stored 10 minutes ago: the report, marked as stored, and the reason on
    /// standard error; a script still gets its data (exit 0).
    @Test func aFailedLoadFallsBackToTheStoredReport() async throws {
        let (status, failure) = try await run(
            CommandLineOptions(locations: ["37.57,126.98"], output: .json), provider: TestProvider(failing: .offline), storedAge: 600
        )
        #expect(status == 0)
        #expect(failure == .weather(.offline))
        #expect(captured.output.contains("\"stale\" : true") || captured.output.contains("\"stale\":true"), "\(captured.output)")
        #expect(captured.errors.first?.contains("No internet connection") == true, "\(captured.errors)")
        #expect(captured.errors.contains { $0.contains("Offline: stored data from") }, "\(captured.errors)")
    }

    @Test func aStoredReportOlderThanMaxAgeIsNoData() async throws {
        let (status, _) = try await run(
            CommandLineOptions(locations: ["37.57,126.98"], maxAge: 300, format: "%t"), provider: TestProvider(failing: .timedOut),
            storedAge: 600
        )
        #expect(status == 1)
        // A status bar shows what is on standard output: an empty line, not the last text it showed.
        #expect(captured.output == "\n")
        #expect(captured.errors.contains { $0.contains("older than --max-age 300 s") }, "\(captured.errors)")
    }

    /// A place that does not exist is not papered over with the report stored for another.
    @Test func aPlaceThatIsNotFoundIsNoDataWhateverIsStored() async throws {
        let (status, failure) = try await run(
            CommandLineOptions(locations: ["Atlantis"], format: "%t"), provider: TestProvider(), storedAge: 60
        )
        #expect(status == 1)
        #expect(failure == .location(.noMatch("Atlantis")))
        #expect(captured.output == "\n")
    }

    /// A name that matches several places: the first is loaded, and standard error says which and how to
    /// choose another.
    @Test func aNameWithSeveralMatchesUsesTheFirst() async throws {
        let springfields = [
            Place(name: "Springfield", region: "Illinois", countryCode: "US", coordinate: Coordinate(latitude: 39.8, longitude: -89.6)!),
            Place(name: "Springfield", region: "Missouri", countryCode: "US", coordinate: Coordinate(latitude: 37.2, longitude: -93.3)!),
        ]
        let provider = TestProvider()
        let (status, _) = try await run(
            CommandLineOptions(locations: ["Springfield"], output: .once), provider: provider, places: springfields
        )
        #expect(status == 0)
        #expect(provider.questions == 1)
        #expect(captured.errors.count == 1)
        #expect(captured.errors.first?.contains("matched 2 places; using Springfield, Illinois") == true, "\(captured.errors)")
    }
}
