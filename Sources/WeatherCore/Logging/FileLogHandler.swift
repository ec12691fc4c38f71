import Foundation
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
        let timestamp = Date().formatted(.iso8601)
        file.append("\(timestamp) \(event.level) \(label): \(event.message)\n")
    }
}

/// An append-only log file shared by the handlers; a file that cannot be opened swallows the lines.
public final class LogFile: @unchecked Sendable {
    private let handle: FileHandle?
    private let lock = NSLock()

    public init(url: URL) {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: url.path) {
            FileManager.default.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600])
        }
        handle = try? FileHandle(forWritingTo: url)
        _ = try? handle?.seekToEnd()
    }

    func append(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        try? handle?.write(contentsOf: Data(line.utf8))
    }
}
