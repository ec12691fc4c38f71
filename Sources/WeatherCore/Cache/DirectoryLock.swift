import FoundationEssentials
import Glibc

/// An exclusive `flock(2)` on a 0600 file in a cache directory, held as long as the value lives. The
/// kernel releases it when its holder exits, however it exits, so a holder that dies leaves no stale
/// lock behind. `flock` belongs to the open file: a second acquire waits even in the same process.
public final class DirectoryLock {
    /// How often a waiting process tries again.
    static let pollInterval: TimeInterval = 0.005

    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// The lock on `fileName` in `directory`, waited for at most `timeout` seconds; nil when the wait ran
    /// out or the lock file cannot be made (the caller then goes on without it).
    public static func acquire(_ fileName: String, in directory: URL, waitingAtMost timeout: TimeInterval) -> DirectoryLock? {
        try? PrivateFile.prepareDirectory(directory)
        let path = directory.appendingPathComponent(fileName, isDirectory: false).path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return nil }
        var start = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        while true {
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return DirectoryLock(descriptor: descriptor) }
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
