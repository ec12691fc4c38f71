import Foundation
import Testing
@testable import WeatherCore

/// The lock and the next-try record that let many status bars share one request.
@Suite struct FetchCoordinationTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fetch-\(UUID().uuidString)")

    @Test func oneHolderAtATimeAndTheNextGetsItOnRelease() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        var first = FetchLock.acquire(in: directory, waitingAtMost: 1)
        #expect(first != nil)
        // flock belongs to the open file: a second open, even in this process, must wait.
        #expect(FetchLock.acquire(in: directory, waitingAtMost: 0.05) == nil)
        first = nil
        #expect(FetchLock.acquire(in: directory, waitingAtMost: 0.05) != nil)
        var info = stat()
        lstat(directory.appendingPathComponent(FetchLock.fileName).path, &info)
        #expect(info.st_mode & 0o777 == 0o600)
    }

    @Test func aFailureSetsTheNextTryWithTheDashboardsBackoffAndASuccessClearsIt() {
        defer { try? FileManager.default.removeItem(at: directory) }
        let start = Date(timeIntervalSince1970: 1_763_768_400)
        let backoff = backoff(clock: { start })
        #expect(backoff.nextTry == nil && !backoff.hasRecordedFailures)
        backoff.recordFailure(retryAfter: nil)
        let first = try? #require(backoff.nextTry).timeIntervalSince(start)
        #expect((24...36).contains(first ?? 0), "30 s ± a fifth: \(String(describing: first))")
        backoff.recordFailure(retryAfter: nil)
        let second = try? #require(backoff.nextTry).timeIntervalSince(start)
        #expect((48...72).contains(second ?? 0), "doubled: \(String(describing: second))")
        backoff.recordFailure(retryAfter: 900)
        #expect(backoff.nextTry == start.addingTimeInterval(900) || (backoff.nextTry ?? start) > start.addingTimeInterval(899))
        #expect(self.backoff(clock: { start.addingTimeInterval(901) }).nextTry == nil, "due again")
        #expect(self.backoff(clock: { start.addingTimeInterval(901) }).hasRecordedFailures, "due again, the failures still count")
        backoff.recordSuccess()
        #expect(backoff.nextTry == nil && !backoff.hasRecordedFailures)
    }

    /// The wait a rate-limited service asked for binds every mode, `--fresh-for 0` too: it is kept apart
    /// from the status bars' own backoff, outlives later failures that asked for none, and ends on time.
    @Test func aRetryAfterIsKeptApartFromTheBackoff() {
        defer { try? FileManager.default.removeItem(at: directory) }
        let start = Date(timeIntervalSince1970: 1_763_768_400)
        let backoff = backoff(clock: { start })
        backoff.recordFailure(retryAfter: nil)
        #expect(backoff.nextTry != nil && backoff.askedNextTry == nil, "the app's own backoff is not the service's wait")
        backoff.recordFailure(retryAfter: 900)
        #expect(backoff.askedNextTry == start.addingTimeInterval(900))
        backoff.recordFailure(retryAfter: nil)
        #expect(backoff.askedNextTry == start.addingTimeInterval(900), "a later failure that asked for nothing keeps the wait")
        #expect((backoff.nextTry ?? start) >= start.addingTimeInterval(900), "the next try is never inside the wait")
        #expect(self.backoff(clock: { start.addingTimeInterval(901) }).askedNextTry == nil, "over")
        backoff.recordFailure(retryAfter: 1_000_000_000)
        #expect(backoff.askedNextTry == start.addingTimeInterval(Double(FetchBackoff.longestAskedWait)), "a wait of years is taken for a day")
        backoff.recordSuccess()
        #expect(backoff.askedNextTry == nil)
    }

    @Test func aDamagedRecordIsNoRecord() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(FetchBackoff.fileName)
        try PrivateFile.writeAtomically(Data("{\"version\": 2, \"sources\": ".utf8), to: file)
        #expect(backoff().nextTry == nil)
        let later = Date().timeIntervalSince1970 + 300
        try PrivateFile.writeAtomically(Data("{\"version\": 1, \"failures\": 1, \"nextTry\": \(later)}".utf8), to: file)
        #expect(backoff().nextTry == nil, "the record of an earlier version, one for every source")
    }

    @Test func eachSourceBacksOffAlone() {
        defer { try? FileManager.default.removeItem(at: directory) }
        let start = Date(timeIntervalSince1970: 1_763_768_400)
        let seoul = backoff(place: .query(.name("Seoul")), clock: { start })
        let here = backoff(place: .lastPlace, clock: { start })
        let openWeather = backoff(provider: .openWeather, place: .query(.name("Seoul")), clock: { start })
        here.recordFailure(retryAfter: nil)
        #expect(here.nextTry != nil)
        #expect(seoul.nextTry == nil && openWeather.nextTry == nil)
        openWeather.recordFailure(retryAfter: 600)
        #expect(seoul.nextTry == nil)
        #expect(backoff(place: .query(.name("  SEOUL ")), clock: { start }).nextTry == nil)
        #expect(backoff(provider: .openWeather, place: .query(.name("  SEOUL ")), clock: { start }).nextTry != nil, "a name as the index finds it")
        seoul.recordSuccess()
        here.recordSuccess()
        #expect(here.nextTry == nil)
        #expect(openWeather.nextTry != nil, "another source's success cleared it")
    }

    @Test func aSourceLongPastItsNextTryIsForgotten() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let start = Date(timeIntervalSince1970: 1_763_768_400)
        backoff(place: .lastPlace, clock: { start }).recordFailure(retryAfter: nil)
        let dayLater = start.addingTimeInterval(FetchBackoff.forgottenAfter + 3600)
        let seoul = backoff(place: .query(.name("Seoul")), clock: { dayLater })
        seoul.recordFailure(retryAfter: nil)
        let text = try String(contentsOf: directory.appendingPathComponent(FetchBackoff.fileName), encoding: .utf8)
        #expect(!text.contains("automatic") && text.contains("seoul"), "\(text)")
        seoul.recordSuccess()
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent(FetchBackoff.fileName).path))
    }

    private func backoff(
        provider: ProviderID = .openMeteo, place: ReportStore.Key = .query(.name("Seoul")), clock: @escaping @Sendable () -> Date = Date.init
    ) -> FetchBackoff {
        FetchBackoff(directory: directory, provider: provider, place: place, clock: clock)
    }
}
