import FoundationEssentials

/// One fetch at a time among the processes that share a cache directory: several status bars polling
/// at once send the service one request, and the others read what it stored. A `DirectoryLock` on
/// `fetch.lock`, held through the whole request.
public enum FetchLock {
    static let fileName = "fetch.lock"

    /// The lock for `directory`, waited for at most `timeout` seconds; nil when the wait ran out or the
    /// lock file cannot be made (the caller then fetches without it).
    public static func acquire(in directory: URL, waitingAtMost timeout: TimeInterval) -> DirectoryLock? {
        DirectoryLock.acquire(fileName, in: directory, waitingAtMost: timeout)
    }
}
