import Foundation

/// Reads a file from `Fixtures/` beside this folder.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    /// 2025-11-21T23:40:00Z: the moment the fixtures were captured (08:40 in Seoul).
    static let capturedAt = Date(timeIntervalSince1970: 1_763_768_400)
}
