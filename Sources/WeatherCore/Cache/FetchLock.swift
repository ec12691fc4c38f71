import FoundationEssentials
import Glibc

/// One fetch at a time among the processes that share a cache directory: several status bars polling
/// at once send the service one request, and the others read what it stored. An exclusive `flock(2)` on
/// `fetch.lock` (0600) in the cache directory; the kernel releases it when its holder exits, however it
/// exits, so a holder that dies leaves no stale lock behind.
public final class FetchLock {
    static let fileName = "fetch.lock"
    /// How often a waiting process tries again.
    static let pollInterval: TimeInterval = 0.005

    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// The lock for `directory`, waited for at most `timeout` seconds; nil when the wait ran out or the
    /// lock file cannot be made (the caller then fetches without it).
    public static func acquire(in directory: URL, waitingAtMost timeout: TimeInterval) -> FetchLock? {
        try? PrivateFile.prepareDirectory(directory)
        let path = directory.appendingPathComponent(fileName).path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return nil }
        var start = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        while true {
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return FetchLock(descriptor: descriptor) }
            guard errno == EWOULDBLOCK || errno == EINTR else { break }
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            let waited = Double(now.tv_sec - start.tv_sec) + Double(now.tv_nsec - start.tv_nsec) / 1e9
            guard waited < timeout else { break }
            var pause = timespec(tv_sec: 0, tv_nsec: Int(pollInterval * 1e9))
            nanosleep(&pause, nil)
        }
        close(descriptor)
        return nil
    }
}
