import FoundationEssentials
import Glibc

/// What `weathertui doctor` says of the cache directory: whether it is there, its permissions and owner,
/// and whether this user can write in it (or create it, where it is not there yet), told apart from a
/// file system mounted read-only or full. Looked at, never written to.
public enum CacheDirectoryStatus: Hashable, Sendable {
    /// `mode` as `ls -l` shows it ("drwx------"); `owner` the user's name, or the number without one.
    case directory(mode: String, owner: String, access: Access)
    /// Not there yet: the app creates it at its first write, which it can do when `blocker` is nil;
    /// else `blocker` is what stands in the way.
    case missing(blocker: Blocker?)
    /// Something other than a directory is there.
    case notDirectory
    /// It cannot be looked at; the system's words for why (`strerror`).
    case inaccessible(String)

    public enum Access: Hashable, Sendable {
        case writable
        /// Its permissions do not let this user write in it.
        case notWritable
        /// Its file system is mounted read-only: nobody writes in it, root included.
        case readOnlyFileSystem
        /// Its file system has no block or no file left for this user.
        case full
    }

    public enum Blocker: Hashable, Sendable {
        /// The directory it would be made in (the nearest one there) cannot be written to.
        case notWritable(path: String)
        /// Something other than a directory stands where a directory above it should be.
        case notDirectory(path: String)
    }

    /// Whether the app can keep its files there.
    public var isUsable: Bool {
        switch self {
        case let .directory(_, _, access): access == .writable
        case let .missing(blocker): blocker == nil
        case .notDirectory, .inaccessible: false
        }
    }

    public static func of(_ directory: URL) -> CacheDirectoryStatus {
        let path = directory.path
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            switch code {
            case ENOENT: return .missing(blocker: blocker(creating: directory))
            case ENOTDIR: return .missing(blocker: blocker(creating: directory))
            default: return .inaccessible(String(cString: strerror(code)))
            }
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { return .notDirectory }
        return .directory(mode: mode(info.st_mode), owner: owner(info.st_uid), access: writeAccess(path))
    }

    private static func writeAccess(_ path: String) -> Access {
        var volume = statvfs()
        let known = statvfs(path, &volume) == 0
        if known, volume.f_flag & UInt(ST_RDONLY) != 0 { return .readOnlyFileSystem }
        guard Glibc.access(path, W_OK | X_OK) == 0 else { return errno == EROFS ? .readOnlyFileSystem : .notWritable }
        // Root may use the blocks kept back for it.
        let blocks = getuid() == 0 ? volume.f_bfree : volume.f_bavail
        // A file system that counts no files (f_files 0, as some do) is not out of them.
        if known, blocks == 0 || (volume.f_files > 0 && volume.f_favail == 0) { return .full }
        return .writable
    }

    /// What stops `mkdir -p` making `directory`: the nearest path above it that is there.
    private static func blocker(creating directory: URL) -> Blocker? {
        var parent = directory.deletingLastPathComponent()
        while parent.path != "/" {
            var info = stat()
            if stat(parent.path, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else { return .notDirectory(path: parent.path) }
                return Glibc.access(parent.path, W_OK | X_OK) == 0 ? nil : .notWritable(path: parent.path)
            }
            parent = parent.deletingLastPathComponent()
        }
        return Glibc.access("/", W_OK | X_OK) == 0 ? nil : .notWritable(path: "/")
    }

    /// "drwx------": the type and the nine permission bits, with set-id and sticky bits as `ls` shows them.
    static func mode(_ mode: mode_t) -> String {
        let bits = Array("rwxrwxrwx")
        var text = "d"
        for index in 0..<9 {
            text.append(mode & (0o400 >> mode_t(index)) != 0 ? bits[index] : "-")
        }
        var characters = Array(text)
        func mark(_ bit: mode_t, at index: Int, _ withExecute: Character, _ without: Character) {
            guard mode & bit != 0 else { return }
            characters[index] = characters[index] == "x" ? withExecute : without
        }
        mark(mode_t(S_ISUID), at: 3, "s", "S")
        mark(mode_t(S_ISGID), at: 6, "s", "S")
        mark(mode_t(S_ISVTX), at: 9, "t", "T")
        return String(characters)
    }

    private static func owner(_ uid: uid_t) -> String {
        var entry = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 1024)
        guard getpwuid_r(uid, &entry, &buffer, buffer.count, &result) == 0, result != nil, let name = entry.pw_name else { return String(uid) }
        return String(cString: name)
    }
}
