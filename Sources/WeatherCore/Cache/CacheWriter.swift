import Dispatch

/// The disk writes a load leaves behind (the stored report, the last and recent places, place names),
/// done one after another on a queue of their own: neither the screen nor `--once`'s output waits for
/// them, and two loads' writes never interleave. `finish()` before the process exits.
public final class CacheWriter: Sendable {
    private let queue = DispatchQueue(label: "weathertui.cache-writer", qos: .utility)

    /// Starts the queue's thread at once, before the services' first request: the report's write then
    /// starts as soon as the answer is decoded, not after a thread start (a one-shot run waits for it).
    public init() {
        queue.async {}
    }

    public func write(_ work: @escaping @Sendable () -> Void) {
        queue.async(execute: work)
    }

    /// Returns once every write asked for so far is done.
    public func finish() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            queue.async { done.resume() }
        }
    }
}
