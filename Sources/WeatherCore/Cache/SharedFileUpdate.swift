import FoundationEssentials

/// The files that every process of a cache directory shares (the recent and last places, the pinned
/// places, the stored reports and their index, the place names, the places view's rows, the normals)
/// are changed by reading them, merging this process's change into what they hold, and writing them
/// back, all under a `DirectoryLock` on `update.lock`: a process never writes back a copy it read
/// before another process changed the file. The lock is held for the change alone; it is not
/// `FetchLock`, which a one-shot run holds through its whole request while its own changes are written.
public enum SharedFileUpdate {
    static let lockName = "update.lock"
    /// A change takes milliseconds; a holder that takes longer (a stopped process) is not waited for.
    static let patience: TimeInterval = 2

    /// The directories whose lock this thread (or task) holds: a change made inside another, such as
    /// the recent places and the stored report saved together, takes the lock once.
    @TaskLocal private static var held: Set<String> = []

    /// `change` run under `directory`'s lock.
    public static func locked<Result>(in directory: URL, _ change: () throws -> Result) rethrows -> Result {
        let path = directory.standardizedFileURL.path
        if held.contains(path) { return try change() }
        let lock = DirectoryLock.acquire(lockName, in: directory, waitingAtMost: patience)
        defer { withExtendedLifetime(lock) {} }
        return try $held.withValue(held.union([path])) { try change() }
    }
}
