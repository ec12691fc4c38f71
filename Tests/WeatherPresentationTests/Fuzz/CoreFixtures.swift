import Foundation

/// The decoding fixtures of the core tests (`Tests/WeatherCoreTests/Fixtures`), read from here.
enum CoreFixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("WeatherCoreTests/Fixtures")

    /// Every JSON fixture, sorted by name.
    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted()
    }()

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }
}
