import FoundationEssentials
import Glibc

/// Files that only their owner may read: the cache directory (0700) and what is kept in it (0600).
/// The cache says where the user is; it is nobody else's business.
public enum PrivateFile {
    /// Creates `directory` (and its parents) if needed and makes it 0700. A directory it creates is 0700
    /// from the start (mkdir's mode, not a change after it), so there is no moment in which others may
    /// look in; a failure is the system's (`POSIXError`: read-only, full, not permitted).
    public static func prepareDirectory(_ directory: URL) throws {
        let path = directory.path
        if mkdir(path, 0o700) != 0 {
            var failure = errno
            if failure == ENOENT {
                try FileManager.default.createDirectory(at: directory.deletingLastPathComponent(), withIntermediateDirectories: true)
                failure = mkdir(path, 0o700) == 0 ? 0 : errno
            }
            if failure != 0, failure != EEXIST { throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO) }
        }
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { throw POSIXError(.ENOTDIR) }
        if lstat(path, &info) == 0, info.st_mode & 0o077 != 0, info.st_uid == getuid() {
            chmod(path, 0o700)
        }
    }

    /// Writes `data` to a new 0600 file beside `url`, then renames it over `url`: a reader sees the old
    /// file or the new one, never half of one, and a link at `url` is replaced, not followed. A private
    /// file that already holds `data` is left as it is: a status bar polling one place would otherwise
    /// rewrite the same last place, recent places and index on every poll.
    /// The directory is made (0700) only when it is missing.
    public static func writeAtomically(_ data: Data, to url: URL) throws {
        if holds(data, at: url) { return }
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp", isDirectory: false)
        var descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if descriptor < 0, errno == ENOENT {
            try prepareDirectory(url.deletingLastPathComponent())
            descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        }
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var failure: Int32?
        data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary.path, url.path) != 0 { failure = errno }
        if let failure {
            unlink(temporary.path)
            throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO)
        }
    }

    /// The file at `url` as `fstat` saw it once opened (never through a link), and its bytes when it is
    /// a regular file of at most `limit` bytes, read whole; nil when it cannot be opened.
    public static func read(_ url: URL, limit: Int = 4 << 20) -> (info: stat, data: Data?)? {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        guard info.st_mode & S_IFMT == S_IFREG, info.st_size <= limit else { return (info, nil) }
        var data = Data(count: Int(info.st_size))
        let complete = data.withUnsafeMutableBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return buffer.count == 0 }
            var offset = 0
            while offset < buffer.count {
                let count = Glibc.read(descriptor, base + offset, buffer.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        return (info, complete ? data : nil)
    }

    /// Whether `url` is a regular 0600 file of ours (not a link) whose bytes are exactly `data`.
    static func holds(_ data: Data, at url: URL) -> Bool {
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_mode & 0o777 == 0o600,
              info.st_uid == getuid(), info.st_size == data.count
        else { return false }
        var existing = [UInt8](repeating: 0, count: data.count + 1)
        var filled = 0
        while filled < existing.count {
            let count = existing.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        return filled == data.count && existing.prefix(filled).elementsEqual(data)
    }
}
