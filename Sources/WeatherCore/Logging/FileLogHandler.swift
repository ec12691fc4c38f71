import FoundationEssentials
import Glibc
import Logging

/// A swift-log handler that appends lines to a file: logs never reach the screen.
public struct FileLogHandler: LogHandler {
    public var metadata: Logger.Metadata = [:]
    public var logLevel: Logger.Level
    private let label: String
    private let file: LogFile

    public init(label: String, file: LogFile, level: Logger.Level) {
        self.label = label
        self.file = file
        self.logLevel = level
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        let timestamp = ISO8601Text.string(for: Date())
        file.append("\(timestamp) \(event.level) \(label): \(event.message)\n")
    }
}

/// The log file, shared by the handlers: opened append-only (two instances add lines, neither
/// overwrites the other's), never through a symbolic link, readable by its owner only, and rotated at
/// about 1 MB with one old file kept (`weathertui.log.1`). A file that cannot be opened swallows the lines.
public final class LogFile: Sendable {
    public static let rotationSize = 1_048_576

    private struct OpenFile {
        var descriptor: Int32 = -1
        var size = 0
    }

    private let url: URL
    private let file: Locked<OpenFile>

    public init(url: URL) {
        self.url = url
        try? PrivateFile.prepareDirectory(url.deletingLastPathComponent())
        file = Locked(Self.open(url))
    }

    deinit {
        file.withLock { if $0.descriptor >= 0 { close($0.descriptor) } }
    }

    func append(_ line: String) {
        file.withLock { file in
            if file.descriptor >= 0, file.size >= Self.rotationSize {
                close(file.descriptor)
                file = Self.open(url)
            }
            guard file.descriptor >= 0 else { return }
            let bytes = Array(line.utf8)
            let written = bytes.withUnsafeBytes { write(file.descriptor, $0.baseAddress, $0.count) }
            if written > 0 { file.size += written }
        }
    }

    /// Opens the log, first moving a full one (a regular file only, not a link) aside.
    private static func open(_ url: URL) -> OpenFile {
        var info = stat()
        if lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) >= rotationSize {
            rename(url.path, url.path + ".1")
        }
        var file = OpenFile()
        file.descriptor = Glibc.open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard file.descriptor >= 0 else { return file }
        if fstat(file.descriptor, &info) == 0 {
            file.size = Int(info.st_size)
            if info.st_mode & 0o077 != 0, info.st_uid == getuid() { fchmod(file.descriptor, 0o600) }
        }
        return file
    }
}
