import FoundationEssentials
import Glibc

/// Answers kept in the cache directory as their service's caching headers allow (`RevalidatedAnswer`),
/// one file per request (`<prefix><key>`): a line of JSON with the dates, then the body as it came. A
/// file that cannot be read is no answer. Writing one removes the others of the prefix not written for a
/// day: past that an answer is only asked for again, whole.
public struct RevalidatedAnswerStore: Sendable {
    static let version = 1
    static let forgottenAfter: TimeInterval = 86_400
    /// Answers are a few hundred kilobytes at most; the HTTP client takes no more than this anyway.
    static let largestFile = 4 << 20

    public let directory: URL
    let prefix: String

    public init(directory: URL, prefix: String) {
        self.directory = directory
        self.prefix = prefix
    }

    private struct Header: Codable {
        var version: Int
        var lastModified: Double?
        var freshUntil: Double
    }

    public func answer(for key: String) -> RevalidatedAnswer? {
        guard let data = PrivateFile.read(url(for: key), limit: Self.largestFile)?.data,
              let newline = data.firstIndex(of: UInt8(ascii: "\n")),
              let header = try? JSONDecoder().decode(Header.self, from: data[data.startIndex..<newline]),
              header.version == Self.version, header.freshUntil.isFinite, header.lastModified?.isFinite ?? true
        else { return nil }
        return RevalidatedAnswer(
            body: Data(data[(newline + 1)...]), lastModified: header.lastModified.map(Date.init(timeIntervalSince1970:)),
            freshUntil: Date(timeIntervalSince1970: header.freshUntil)
        )
    }

    /// Keeps `answer`; a failure to write only costs the cache.
    public func save(_ answer: RevalidatedAnswer, for key: String, now: Date = Date()) {
        let header = Header(
            version: Self.version, lastModified: answer.lastModified?.timeIntervalSince1970, freshUntil: answer.freshUntil.timeIntervalSince1970
        )
        guard let line = try? JSONEncoder().encode(header) else { return }
        try? PrivateFile.writeAtomically(line + Data("\n".utf8) + answer.body, to: url(for: key))
        forgetOld(keeping: key, now: now)
    }

    private func url(for key: String) -> URL {
        directory.appendingPathComponent(prefix + key, isDirectory: false)
    }

    private func forgetOld(keeping key: String, now: Date) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(prefix) && name != prefix + key {
            let path = directory.appendingPathComponent(name, isDirectory: false).path
            var info = stat()
            guard lstat(path, &info) == 0, Double(info.st_mtim.tv_sec) < now.timeIntervalSince1970 - Self.forgottenAfter else { continue }
            unlink(path)
        }
    }
}
