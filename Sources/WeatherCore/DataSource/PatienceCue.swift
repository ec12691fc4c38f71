/// The end of each load's patience when the caller times it (`PatienceKeeper.caller`): `wait(for:)`
/// returns once `end(for:)` has been called for its load, before or after, or once its task is cancelled.
final class PatienceCue: Sendable {
    private struct State {
        var ended: Set<Int> = []
        var waiters: [Int: (load: Int, continuation: CheckedContinuation<Void, Never>)] = [:]
        var nextToken = 0
    }

    private let state = Locked(State())

    func end(for load: Int) {
        let resumed = state.withLock { state in
            state.ended.insert(load)
            let ending = state.waiters.filter { $0.value.load == load }
            ending.keys.forEach { state.waiters[$0] = nil }
            return ending.values.map(\.continuation)
        }
        resumed.forEach { $0.resume() }
    }

    /// Forgets the loads before `load`: their patience can no longer matter.
    func forget(before load: Int) {
        state.withLock { state in state.ended = state.ended.filter { $0 >= load } }
    }

    func wait(for load: Int) async {
        let token = state.withLock { state in
            defer { state.nextToken += 1 }
            return state.nextToken
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let hasEnded = state.withLock { state in
                    if state.ended.contains(load) || Task.isCancelled { return true }
                    state.waiters[token] = (load, continuation)
                    return false
                }
                if hasEnded { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: token) }?.continuation.resume()
        }
    }
}
