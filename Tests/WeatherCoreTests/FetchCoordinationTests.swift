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
        let backoff = FetchBackoff(directory: directory, clock: { start })
        #expect(backoff.nextTry == nil)
        backoff.recordFailure(retryAfter: nil)
        let first = try? #require(backoff.nextTry).timeIntervalSince(start)
        #expect((24...36).contains(first ?? 0), "30 s ± a fifth: \(String(describing: first))")
        backoff.recordFailure(retryAfter: nil)
        let second = try? #require(backoff.nextTry).timeIntervalSince(start)
        #expect((48...72).contains(second ?? 0), "doubled: \(String(describing: second))")
        backoff.recordFailure(retryAfter: 900)
        #expect(backoff.nextTry == start.addingTimeInterval(900) || (backoff.nextTry ?? start) > start.addingTimeInterval(899))
        #expect(FetchBackoff(directory: directory, clock: { start.addingTimeInterval(901) }).nextTry == nil, "due again")
        backoff.recordSuccess()
        #expect(backoff.nextTry == nil)
    }

    @Test func aDamagedRecordIsNoRecord() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try PrivateFile.writeAtomically(Data("{\"version\": 1, \"failures\": ".utf8), to: directory.appendingPathComponent(FetchBackoff.fileName))
        #expect(FetchBackoff(directory: directory).nextTry == nil)
    }
}
