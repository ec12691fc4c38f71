import FoundationEssentials
import Glibc

/// Files that only their owner may read: the cache directory (0700) and what is kept in it (0600).
/// The cache says where the user is; it is nobody else's business.
public enum PrivateFile {
    /// Creates `directory` (and its parents) if needed and makes it 0700.
    public static func prepareDirectory(_ directory: URL) throws {
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]
        )
        var info = stat()
        if lstat(directory.path, &info) == 0, info.st_mode & 0o077 != 0, info.st_uid == getuid() {
            chmod(directory.path, 0o700)
        }
    }

    /// Writes `data` to a new 0600 file beside `url`, then renames it over `url`: a reader sees the old
    /// file or the new one, never half of one, and a link at `url` is replaced, not followed.
    public static func writeAtomically(_ data: Data, to url: URL) throws {
        try prepareDirectory(url.deletingLastPathComponent())
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
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
}
