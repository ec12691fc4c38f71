import Foundation
import WeatherCore

/// A clock that stands still until the test moves it: a sleep on it ends when `advance(by:)` reaches its
/// deadline, or when its task is cancelled, and never by itself. `sleepers(_:)` waits for the code under
/// test to have started its sleeps, so the test moves the clock only once they are waiting.
final class ManualClock: Clock {
    struct Instant: InstantProtocol {
        var offset: Swift.Duration

        func advanced(by duration: Swift.Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Swift.Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [UUID: Sleeper] = [:]
        /// Tests waiting for this many sleeps to be under way.
        var watchers: [UUID: (count: Int, continuation: CheckedContinuation<Void, Never>)] = [:]

        mutating func dueWatchers() -> [CheckedContinuation<Void, Never>] {
            let due = watchers.filter { $0.value.count <= sleepers.count }
            due.keys.forEach { watchers[$0] = nil }
            return due.values.map(\.continuation)
        }
    }

    private let state = Locked(State())

    var now: Instant { state.withLock { $0.now } }
    var minimumResolution: Swift.Duration { .zero }

    func sleep(until deadline: Instant, tolerance: Swift.Duration?) async throws {
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let (ends, watchers): (Result<Void, any Error>?, [CheckedContinuation<Void, Never>]) = state.withLock { state in
                    if Task.isCancelled { return (.failure(CancellationError()), []) }
                    if deadline <= state.now { return (.success(()), []) }
                    state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    return (nil, state.dueWatchers())
                }
                watchers.forEach { $0.resume() }
                if let ends { continuation.resume(with: ends) }
            }
        } onCancel: {
            state.withLock { $0.sleepers.removeValue(forKey: id) }?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock on by `duration`, ending every sleep whose deadline that reaches.
    func advance(by duration: Swift.Duration) {
        let due = state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let due = state.sleepers.filter { $0.value.deadline <= state.now }
            due.keys.forEach { state.sleepers[$0] = nil }
            return due.values.sorted { $0.deadline < $1.deadline }
        }
        due.forEach { $0.continuation.resume() }
    }

    /// Returns once at least `count` sleeps are under way on the clock, or the test is cancelled.
    func sleepers(_ count: Int) async {
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let ready = state.withLock { state in
                    guard state.sleepers.count < count, !Task.isCancelled else { return true }
                    state.watchers[id] = (count, continuation)
                    return false
                }
                if ready { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.watchers.removeValue(forKey: id) }?.continuation.resume()
        }
    }
}
