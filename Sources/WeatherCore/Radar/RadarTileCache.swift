import FoundationEssentials
import Glibc

/// The radar's tiles on disk, under the cache directory's `radar/`: a frame's tiles do not change, so a
/// second look at the same place asks for none of them again. One directory a tile server and frame
/// (`<host>/<time>-<id>/`), one file a tile (`<z>-<x>-<y>.png`, as it came). Frames older than the
/// index's oldest are pruned, then the oldest frames until the whole stays under `maximumBytes`.
/// Beside them, the last index as it came (`index.json`): where the next frame's tiles will be.
public struct RadarTileCache: Sendable {
    /// Thirteen frames of nine tiles take 2 to 5 MB; the cap leaves room for the neighbourhood's tiles.
    public static let maximumBytes = 20 * 1024 * 1024

    public let directory: URL

    /// `cacheDirectory`: the app's (`AppDirectories.cacheDirectory`, which honours `XDG_CACHE_HOME`).
    public init(cacheDirectory: URL) {
        directory = cacheDirectory.appendingPathComponent("radar", isDirectory: true)
    }

    /// The stored tile; nil where none is stored.
    public func tile(host: URL, frame: RadarIndex.Frame, tile: RadarTileID) -> Data? {
        try? Data(contentsOf: file(host: host, frame: frame, tile: tile))
    }

    /// Stores a tile as it came, privately (0600 in a 0700 directory).
    public func store(_ png: Data, host: URL, frame: RadarIndex.Frame, tile: RadarTileID) throws {
        try PrivateFile.writeAtomically(png, to: file(host: host, frame: frame, tile: tile))
    }

    /// The last index stored, as it came, and when it was stored; nil where none is.
    public func rememberedIndex() -> (body: Data, stored: Date)? {
        guard let (info, body) = PrivateFile.read(indexFile, limit: Self.maximumIndexBytes), let body else { return nil }
        return (body, Date(timeIntervalSince1970: TimeInterval(info.st_mtim.tv_sec)))
    }

    /// Keeps an index as it came, privately, in place of the one before.
    public func rememberIndex(_ body: Data) throws {
        guard body.count <= Self.maximumIndexBytes else { return }
        try PrivateFile.writeAtomically(body, to: indexFile)
    }

    /// An index of `RadarIndex.maximumFrames` frames is a few kilobytes; a larger one is not kept.
    static let maximumIndexBytes = 256 * 1024

    private var indexFile: URL { directory.appendingPathComponent("index.json", isDirectory: false) }

    /// Removes the frames older than `oldest` (the index's oldest frame), then the oldest frames until
    /// the cache holds no more than `maximumBytes`.
    public func prune(olderThan oldest: Date, maximumBytes: Int = Self.maximumBytes) {
        let manager = FileManager.default
        var frames: [(time: Int, url: URL, bytes: Int)] = []
        for host in (try? manager.contentsOfDirectory(atPath: directory.path)) ?? [] {
            let hostDirectory = directory.appendingPathComponent(host, isDirectory: true)
            for name in (try? manager.contentsOfDirectory(atPath: hostDirectory.path)) ?? [] {
                let url = hostDirectory.appendingPathComponent(name, isDirectory: true)
                guard let time = name.split(separator: "-", maxSplits: 1).first.flatMap({ Int($0) }) else { continue }
                if Double(time) < oldest.timeIntervalSince1970 {
                    try? manager.removeItem(at: url)
                } else {
                    frames.append((time, url, Self.bytes(in: url)))
                }
            }
        }
        var total = frames.reduce(0) { $0 + $1.bytes }
        for frame in frames.sorted(by: { $0.time < $1.time }) where total > maximumBytes {
            try? manager.removeItem(at: frame.url)
            total -= frame.bytes
        }
    }

    /// The bytes the cache holds.
    public func totalBytes() -> Int {
        Self.bytes(in: directory)
    }

    private func file(host: URL, frame: RadarIndex.Frame, tile: RadarTileID) -> URL {
        // The path is `/v2/radar/<id>` (checked by RadarIndex): its id is letters, digits, - and _.
        let id = frame.path.split(separator: "/").last.map(String.init) ?? "frame"
        // The host is RainViewer's or the one the variable names: kept to letters, digits, "-" and "_",
        // so no name of it ("..", an IPv6 address) is a path of its own.
        let name = [host.host ?? "host", host.port.map(String.init)].compactMap(\.self).joined(separator: "-")
        let server = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") ? $0 : "_" })
        return directory
            .appendingPathComponent(server, isDirectory: true)
            .appendingPathComponent("\(Int(frame.time.timeIntervalSince1970))-\(id)", isDirectory: true)
            .appendingPathComponent("\(tile.zoom)-\(tile.x)-\(tile.y).png", isDirectory: false)
    }

    private static func bytes(in directory: URL) -> Int {
        var total = 0
        for name in (try? FileManager.default.subpathsOfDirectory(atPath: directory.path)) ?? [] {
            var info = stat()
            if lstat(directory.appendingPathComponent(name, isDirectory: false).path, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
                total += Int(info.st_size)
            }
        }
        return total
    }
}
