import Dispatch
import FoundationEssentials
import Glibc

/// The disk writes a load leaves behind (the stored report, the last and recent places, place names),
/// done one after another on a queue of their own: neither the screen nor `--once`'s output waits for
/// them, and two loads' writes never interleave. `finish()` before the process exits. A write that
/// fails (a full disk, a read-only file system) goes to the handler of `whenAWriteFails`, once for each
/// reason: a full disk is said once, not at every load.
public final class CacheWriter: Sendable {
    private let queue = DispatchQueue(label: "weathertui.cache-writer", qos: .utility)
    private let failures = Locked<(handler: (@Sendable (String) -> Void)?, reported: Set<String>)>((nil, []))
    /// The newest write asked for under each key of `write(replacing:_:)` that has not run yet.
    private let newest = Locked<[String: Int]>([:])

    /// Starts the queue's thread at once, before the services' first request: the report's write then
    /// starts as soon as the answer is decoded, not after a thread start (a one-shot run waits for it).
    public init() {
        queue.async {}
    }

    public func write(_ work: @escaping @Sendable () throws -> Void) {
        queue.async { [self] in
            do {
                try work()
            } catch {
                report(Self.reason(error))
            }
        }
    }

    /// `work`, unless another write under the same `key` is asked for before this one starts: that one
    /// writes everything this one would (a report amended by a feed replaces the report before it), so
    /// a load whose feeds answer together stores its report once, not once a feed.
    public func write(replacing key: String, _ work: @escaping @Sendable () throws -> Void) {
        let ticket = newest.withLock { newest -> Int in
            let ticket = (newest[key] ?? 0) + 1
            newest[key] = ticket
            return ticket
        }
        write { [newest] in
            let isNewest = newest.withLock { newest -> Bool in
                guard newest[key] == ticket else { return false }
                newest[key] = nil
                return true
            }
            if isNewest { try work() }
        }
    }

    /// `handler` is given the system's words for why a write failed ("No space left on device"), on
    /// the writer's queue, the first time each reason comes up.
    public func whenAWriteFails(_ handler: @escaping @Sendable (String) -> Void) {
        failures.withLock { $0.handler = handler }
    }

    /// Returns once every write asked for so far is done.
    public func finish() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            queue.async { done.resume() }
        }
    }

    private func report(_ reason: String) {
        let handler = failures.withLock { failures -> (@Sendable (String) -> Void)? in
            guard failures.reported.insert(reason).inserted else { return nil }
            return failures.handler
        }
        handler?(reason)
    }

    /// The system's words for `error` (`strerror`), or its description.
    public static func reason(_ error: any Error) -> String {
        guard let error = error as? POSIXError else { return String(describing: error) }
        return String(cString: strerror(error.code.rawValue))
    }
}
