import Foundation
@testable import WeatherCore

/// The committed `Resources/basemap.bin`, read once for all the tests.
enum BundledBaseMap {
    static let path = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/basemap.bin").path

    static let map: BaseMap = {
        do {
            return try BaseMap(contentsOf: path)
        } catch {
            fatalError("\(path): \(error)")
        }
    }()
}
