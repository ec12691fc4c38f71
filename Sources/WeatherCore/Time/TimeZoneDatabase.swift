import FoundationEssentials
import Glibc

/// The tz database as the system installs it (the `tzdata` package's `/usr/share/zoneinfo`, or the
/// directory `TZDIR` names): each zone's offsets through time, read from its compiled file. Read here
/// because FoundationEssentials alone knows no named zone (its `TimeZone(identifier:)` needs ICU).
public struct TimeZoneDatabase: Sendable {
    public static let defaultDirectory = "/usr/share/zoneinfo"
    /// Compiled zone files are a few kilobytes; anything past this is not one.
    static let maximumBytes = 256 << 10

    public var directory: String

    public init(directory: String = Self.defaultDirectory) {
        self.directory = directory
    }

    /// The database `TZDIR` names, else the system's.
    public init(environment: [String: String]) {
        self.init(directory: environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultDirectory)
    }

    /// The rules of the zone named `identifier` ("America/Denver"); nil for a name that is not a zone's
    /// (only letters, digits, `_`, `-` and `+` between slashes are looked up, so a name from a service
    /// never reaches outside the directory) or a zone the database does not have.
    public func rules(for identifier: String) -> TimeZoneRules? {
        guard Self.isZoneName(identifier), let data = Self.contents(of: directory + "/" + identifier) else { return nil }
        return TimeZoneRules(tzif: data)
    }

    static func isZoneName(_ name: String) -> Bool {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        return name.utf8.count <= 64 && (1...4).contains(parts.count) && parts.allSatisfy { part in
            !part.isEmpty && part.first != "." && part.first != "-" && part.unicodeScalars.allSatisfy(isNameScalar)
        }
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || "_-+".unicodeScalars.contains(scalar)
    }

    /// The bytes of the regular file at `path`; opened without blocking, so a FIFO cannot hang the read.
    private static func contents(of path: String) -> Data? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= maximumBytes else { return nil }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 16 << 10)
        while data.count <= maximumBytes {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                guard errno == EINTR else { return nil }
                continue
            }
            data.append(contentsOf: buffer[..<count])
        }
        return nil
    }
}
