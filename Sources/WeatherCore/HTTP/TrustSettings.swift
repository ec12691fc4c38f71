import FoundationEssentials
import Glibc

/// Certificate authorities trusted in addition to the system's: `SSL_CERT_FILE` (a PEM bundle) and
/// `SSL_CERT_DIR` (directories of PEM files, separated by colons), as OpenSSL reads them, and the config
/// file's `ca_file`. Verification itself is never switched off.
public struct TrustSettings: Sendable, Hashable {
    /// PEM bundles.
    public var files: [String]
    /// Directories whose PEM files are read when the HTTP client is made.
    public var directories: [String]

    public static let systemOnly = TrustSettings(files: [], directories: [])

    public init(files: [String], directories: [String]) {
        self.files = files
        self.directories = directories
    }

    /// Where the TLS library (swift-nio-ssl) finds the system's authorities on Linux, which it trusts by
    /// default. Many environments set `SSL_CERT_FILE`/`SSL_CERT_DIR` to these very paths; reading them
    /// again would parse every system certificate a second time (about 4 MB and tens of milliseconds
    /// for Debian's 140 authorities), to trust nothing more.
    static let systemStore: Set<String> = ["/etc/ssl/certs/ca-certificates.crt", "/etc/pki/tls/certs/ca-bundle.crt", "/etc/ssl/certs"]

    /// Checks that each file and directory the environment names exists, so a typo is a clear message at
    /// start-up rather than a failed handshake later; `caFile` comes checked, at its line, from the config
    /// file's reader. The system's own store, named again, adds nothing.
    public static func resolve(environment: [String: String], caFile: String?) throws(ConfigurationError) -> TrustSettings {
        var files: [String] = []
        var directories: [String] = []
        if let file = environment["SSL_CERT_FILE"]?.trimmed(), !file.isEmpty, !isSystemStore(file) {
            guard isReadableFile(file) else {
                throw .invalidEnvironment(variable: "SSL_CERT_FILE", problem: .notReadableFile(path: TerminalText.sanitize(file)))
            }
            files.append(file)
        }
        // The config file's reader has checked it, at its line.
        if let caFile { files.append(caFile) }
        if let list = environment["SSL_CERT_DIR"] {
            for directory in list.split(separator: ":").map(String.init) where !directory.isEmpty && !isSystemStore(directory) {
                var isDirectory = false
                guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory else {
                    throw .invalidEnvironment(variable: "SSL_CERT_DIR", problem: .notDirectory(path: TerminalText.sanitize(directory)))
                }
                directories.append(directory)
            }
        }
        return TrustSettings(files: files, directories: directories)
    }

    private static func isSystemStore(_ path: String) -> Bool {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        if systemStore.contains(trimmed) { return true }
        guard let resolved = realpath(trimmed, nil) else { return false }
        defer { free(resolved) }
        return systemStore.contains(String(cString: resolved))
    }

    static func isReadableFile(_ path: String) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory
            && FileManager.default.isReadableFile(atPath: path)
    }
}
