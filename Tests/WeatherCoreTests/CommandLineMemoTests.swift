import Foundation
import Testing
@testable import WeatherCore

@Suite struct CommandLineMemoTests {
    private struct Options: Codable, Sendable, Equatable {
        var units: UnitSystem?
        var format: String?
    }

    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memo-\(UUID().uuidString)")
    private var file: URL { directory.appendingPathComponent("command-lines.json") }

    private func memo(binary: String = "build 1") -> CommandLineMemo<Options> {
        CommandLineMemo(file: file, binary: binary)
    }

    @Test func aCommandLineParsedBeforeGivesItsOptionsAndOnlyItsOwn() {
        defer { try? FileManager.default.removeItem(at: directory) }
        let metric = Options(units: .metric, format: "%t")
        memo().remember(metric, for: ["--format", "%t"])
        memo().remember(Options(units: .imperial, format: "%t"), for: ["--format", "%t", "--units", "imperial"])
        #expect(memo().options(for: ["--format", "%t"]) == metric)
        #expect(memo().options(for: ["--format", "%t", "--units", "imperial"])?.units == .imperial)
        #expect(memo().options(for: ["--format", "%t "]) == nil)
        #expect(memo().options(for: ["%t", "--format"]) == nil)
    }

    @Test func anotherBuildsCommandLinesAreNoMemo() {
        defer { try? FileManager.default.removeItem(at: directory) }
        memo(binary: "build 1").remember(Options(units: .imperial), for: ["--once"])
        #expect(memo(binary: "build 2").options(for: ["--once"]) == nil)
        memo(binary: "build 2").remember(Options(units: .metric), for: ["--json"])
        #expect(memo(binary: "build 2").options(for: ["--json"]) == Options(units: .metric))
        #expect(memo(binary: "build 1").options(for: ["--once"]) == nil, "the first build's lines were kept beside the second's")
    }

    @Test func aDamagedFileIsNoMemoAndIsReplaced() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try PrivateFile.writeAtomically(Data("{\"binary\": \"build 1\", \"lines\": [{\"argum".utf8), to: file)
        #expect(memo().options(for: ["--once"]) == nil)
        memo().remember(Options(format: "1"), for: ["--format", "1"])
        #expect(memo().options(for: ["--format", "1"]) == Options(format: "1"))
    }

    @Test func theLastCommandLinesParsedAreKept() {
        defer { try? FileManager.default.removeItem(at: directory) }
        let count = CommandLineMemo<Options>.capacity + 2
        for number in 1...count {
            memo().remember(Options(format: "\(number)"), for: ["--format", "\(number)"])
        }
        #expect(memo().options(for: ["--format", "1"]) == nil)
        #expect(memo().options(for: ["--format", "2"]) == nil)
        #expect(memo().options(for: ["--format", "3"]) == Options(format: "3"))
        #expect(memo().options(for: ["--format", "\(count)"]) == Options(format: "\(count)"))
    }

    @Test func aCommandLineRunAgainWritesNothing() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        memo().remember(Options(format: "%t"), for: ["--format", "%t"])
        let written = try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? Int
        memo().remember(Options(format: "%t"), for: ["--format", "%t"])
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? Int == written)
    }

    @Test func thisBinaryIsNamedByItsFile() throws {
        let binary = try #require(CommandLineMemo<Options>.runningBinary(version: "9.9"))
        #expect(binary.hasPrefix("9.9 "))
        #expect(CommandLineMemo<Options>.runningBinary(version: "9.9") == binary)
    }
}
