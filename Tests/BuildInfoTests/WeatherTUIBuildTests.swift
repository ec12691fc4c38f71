import BuildInfo
import Foundation
import Testing

/// The build's identity, against the repository's VERSION file that the build plugin reads.
struct WeatherTUIBuildTests {
    /// VERSION's `NAME=value` lines.
    static let versionFile: [String: String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = (try? String(contentsOf: root.appendingPathComponent("VERSION"), encoding: .utf8)) ?? ""
        let pairs = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line -> (String, String)? in
            let parts = line.split(separator: "=", maxSplits: 1)
            return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
        }
        return Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    }()

    @Test func versionAndHomepageComeFromTheVersionFile() {
        #expect(WeatherTUIBuild.version == Self.versionFile["VERSION"])
        #expect(WeatherTUIBuild.homepage == Self.versionFile["HOMEPAGE"])
        #expect(WeatherTUIBuild.version.split(separator: ".").count == 3)
        #expect(WeatherTUIBuild.homepage.hasPrefix("https://"))
    }

    @Test func versionLineNamesTheCommitOrSaysItIsUnknown() {
        if let commit = WeatherTUIBuild.commit {
            #expect(commit.count >= 7 && commit.allSatisfy(\.isHexDigit) && commit == commit.lowercased())
            #expect(WeatherTUIBuild.versionLine == "weathertui \(WeatherTUIBuild.version) (\(commit))")
        } else {
            #expect(WeatherTUIBuild.versionLine == "weathertui \(WeatherTUIBuild.version) (commit unknown)")
        }
    }

    @Test func userAgentNamesTheApplicationItsVersionAndWhereToReachItsMaintainers() {
        #expect(WeatherTUIBuild.userAgent == "weathertui/\(WeatherTUIBuild.version) (+\(WeatherTUIBuild.homepage))")
    }
}
