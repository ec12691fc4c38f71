import Foundation
import Testing
@testable import WeatherCore

@Suite struct PrivateFileTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("private-\(UUID().uuidString)")

    private func mode(_ url: URL) -> mode_t {
        var info = stat()
        lstat(url.path, &info)
        return info.st_mode & 0o777
    }

    @Test func theCacheIsReadableByItsOwnerOnly() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = directory.appendingPathComponent("weathertui")
        let store = JSONFileStore<Place>(url: cache.appendingPathComponent("last-location.json"))
        let place = Place(name: "Seoul", coordinate: Coordinate(latitude: 37.5, longitude: 127)!)
        try store.write(place)
        #expect(store.read() == place)
        #expect(mode(cache) == 0o700)
        #expect(mode(store.url) == 0o600)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func aLooseCacheDirectoryIsTightened() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        chmod(directory.path, 0o755)
        try PrivateFile.prepareDirectory(directory)
        #expect(mode(directory) == 0o700)
    }

    /// A missing directory is made 0700 with its missing parents, again without complaint; a file in its
    /// place is refused with the system's reason.
    @Test func aMissingDirectoryIsMadeWithItsParentsAndAFileInItsPlaceIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let nested = directory.appendingPathComponent("a/b/weathertui")
        try PrivateFile.prepareDirectory(nested)
        #expect(mode(nested) == 0o700)
        try PrivateFile.prepareDirectory(nested)
        let file = directory.appendingPathComponent("a/file")
        try Data("x".utf8).write(to: file)
        let error = #expect(throws: POSIXError.self) { try PrivateFile.prepareDirectory(file) }
        #expect(error?.code == .ENOTDIR)
    }

    @Test func writingReplacesALinkInsteadOfFollowingIt() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try PrivateFile.prepareDirectory(directory)
        let target = directory.appendingPathComponent("elsewhere")
        try Data("keep".utf8).write(to: target)
        let file = directory.appendingPathComponent("cache.json")
        try FileManager.default.createSymbolicLink(at: file, withDestinationURL: target)
        try PrivateFile.writeAtomically(Data("new".utf8), to: file)
        #expect(try String(contentsOf: target, encoding: .utf8) == "keep")
        #expect(try String(contentsOf: file, encoding: .utf8) == "new")
    }

    @Test func readingRefusesALink() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try PrivateFile.prepareDirectory(directory)
        let target = directory.appendingPathComponent("elsewhere.json")
        let place = Place(name: "Seoul", coordinate: Coordinate(latitude: 37.5, longitude: 127)!)
        try JSONFileStore<Place>(url: target).write(place)
        let link = directory.appendingPathComponent("last-location.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        #expect(JSONFileStore<Place>(url: target).read() == place)
        #expect(JSONFileStore<Place>(url: link).read() == nil)
        #expect(PrivateFile.read(link) == nil)
    }

    private func inode(_ url: URL) -> ino_t {
        var info = stat()
        lstat(url.path, &info)
        return info.st_ino
    }

    @Test func theSameBytesAgainLeaveTheFileAsItIs() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("recent-places.json")
        try PrivateFile.writeAtomically(Data("[1]".utf8), to: file)
        let written = inode(file)
        try PrivateFile.writeAtomically(Data("[1]".utf8), to: file)
        #expect(inode(file) == written, "identical bytes were written again (a new file renamed over the old)")
        try PrivateFile.writeAtomically(Data("[2]".utf8), to: file)
        #expect(inode(file) != written)
        #expect(try String(contentsOf: file, encoding: .utf8) == "[2]")
        try PrivateFile.writeAtomically(Data("[2, 3]".utf8), to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "[2, 3]")
        try PrivateFile.writeAtomically(Data("[2]".utf8), to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "[2]", "a longer file holding the bytes as its start")
    }

    /// A new file takes the old one's place: the path holds the new bytes, privately, and nothing is left
    /// beside it.
    @Test func aNewFileTakesTheOldOnesPlaceAndLeavesNothingBehind() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("forecast-1,2.json")
        try PrivateFile.writeAtomically(Data("old".utf8), to: file)
        let old = inode(file)
        try PrivateFile.writeAtomically(Data("newer".utf8), to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "newer")
        #expect(inode(file) != old)
        #expect(mode(file) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["forecast-1,2.json"])
    }

    @Test func theSameBytesInAFileOthersMayReadAreWrittenPrivately() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try PrivateFile.prepareDirectory(directory)
        let file = directory.appendingPathComponent("last-location.json")
        try Data("{}".utf8).write(to: file)
        chmod(file.path, 0o644)
        try PrivateFile.writeAtomically(Data("{}".utf8), to: file)
        #expect(mode(file) == 0o600)
    }
}

@Suite struct LogFileTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("log-\(UUID().uuidString)")
    private var url: URL { directory.appendingPathComponent("weathertui.log") }

    private func text(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }

    @Test func twoWritersAppendAndTheFileIsPrivate() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = LogFile(url: url)
        let second = LogFile(url: url)
        first.append("one\n")
        second.append("two\n")
        first.append("three\n")
        #expect(text(url) == "one\ntwo\nthree\n")
        var info = stat()
        lstat(url.path, &info)
        #expect(info.st_mode & 0o777 == 0o600)
    }

    @Test func aFullLogIsRotatedWithOneOldFileKept() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try PrivateFile.prepareDirectory(directory)
        let old = String(repeating: "x", count: LogFile.rotationSize)
        try Data(old.utf8).write(to: url)
        let log = LogFile(url: url)
        log.append("fresh\n")
        #expect(text(url) == "fresh\n")
        #expect(text(url.appendingPathExtension("1")) == old)
        log.append(String(repeating: "y", count: LogFile.rotationSize))
        log.append("again\n")
        #expect(text(url) == "again\n")
        #expect(text(url.appendingPathExtension("1")).hasPrefix("fresh\ny"))
    }

    @Test func aLinkInPlaceOfTheLogIsNotFollowed() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try PrivateFile.prepareDirectory(directory)
        let target = directory.appendingPathComponent("victim")
        try Data("untouched".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: target)
        LogFile(url: url).append("line\n")
        #expect(text(target) == "untouched")
    }
}
