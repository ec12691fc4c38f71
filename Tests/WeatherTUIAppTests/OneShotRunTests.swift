import Foundation
import Testing
import WeatherCore
@testable import WeatherTUIApp

/// A status bar's poll: a stored report younger than `--fresh-for` is printed and nothing else starts.
@MainActor
@Suite struct OneShotRunTests {
    let captured = CapturedStreams()

    private func poll(storedAge: TimeInterval?) async throws -> (status: Int32, servicesMade: Int, provider: TestProvider) {
        let options = CommandLineOptions(locations: ["37.57,126.98"], format: "%t")
        let settings = try Runs.settings(options)
        let (stored, directory) = try Runs.stored(age: storedAge)
        defer { try? FileManager.default.removeItem(at: directory) }
        let provider = TestProvider()
        var made = 0
        let output = try Runs.output(options, settings: settings, to: captured)
        let status = await OneShotRun(
            settings: settings, cacheDirectory: directory, stored: stored, places: [], output: output,
            freshFor: OneShotRun.defaultFreshFor(output.format),
            makeServices: {
                made += 1
                return .test(provider: provider, location: .coordinate(Runs.seoul))
            }
        ).run()
        return (status, made, provider)
    }

    @Test func aFreshStoredReportIsPrintedWithoutStartingTheServices() async throws {
        let (status, made, provider) = try await poll(storedAge: 120)
        #expect(status == 0)
        #expect(made == 0)
        #expect(provider.questions == 0)
        #expect(captured.output.hasSuffix("°C\n"), "\(captured.output)")
    }

    @Test func anOldStoredReportIsFetchedAgain() async throws {
        let (status, made, provider) = try await poll(storedAge: 3600)
        #expect(status == 0)
        #expect(made == 1)
        #expect(provider.questions == 1)
        #expect(captured.output.hasSuffix("°C\n"), "\(captured.output)")
    }
}
