import Foundation

/// A value that threads share behind a lock.
///
/// The standard library's `Mutex` would do, but on Linux its contended path is a futex that
/// ThreadSanitizer does not see, so every contended `Mutex` reads as a race there. `NSLock` is a
/// pthread mutex, which ThreadSanitizer understands.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
