import Foundation
import Testing
import WeatherCore
@testable import WeatherTUIApp

/// A status bar's poll: a stored report younger than `--fresh-for` is printed and nothing else starts.
@MainActor
@Suite struct OneShotRunTests {
    let captured = CapturedStreams()

    private func poll(
        storedAge: TimeInterval?, storedFrom storedProvider: ProviderID = .openMeteo, fallback: ProviderFallback? = nil,
        asking asked: ProviderID? = nil
    ) async throws -> (status: Int32, servicesMade: Int, provider: TestProvider) {
        var options = CommandLineOptions(locations: ["37.57,126.98"], format: "%t")
        options.provider = asked
        let settings = try Runs.settings(options)
        let (stored, directory) = try Runs.stored(age: storedAge, provider: storedProvider, fallback: fallback)
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

    /// `--provider met-norway` after an Open-Meteo run: Open-Meteo's report has what MET Norway does not
    /// (feels-like, UV), so MET Norway is asked, however young the report.
    @Test func aFreshReportOfAnotherProviderIsFetchedAgainFromTheOneAsked() async throws {
        let (status, made, provider) = try await poll(storedAge: 120, storedFrom: .openMeteo, asking: .metNorway)
        #expect(status == 0)
        #expect(made == 1)
        #expect(provider.questions == 1)
    }

    /// The fallback's report while the provider asked failed is that provider's answer: not asked again.
    @Test func aFreshReportOfTheFallbackStandsForTheProviderAsked() async throws {
        let fallback = ProviderFallback(from: .metNorway, reason: .noAnswer)
        let (status, made, _) = try await poll(storedAge: 120, storedFrom: .openMeteo, fallback: fallback, asking: .metNorway)
        #expect(status == 0)
        #expect(made == 0)
    }
}
