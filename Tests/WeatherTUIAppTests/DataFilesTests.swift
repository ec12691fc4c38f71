import Foundation
import Testing
import WeatherCore
@testable import WeatherTUIApp

/// Where the files the app carries are looked for, and the base map found from a build in this tree
/// without being read until a map asks for it.
@Suite struct DataFilesTests {
    @Test func theDataDirectoryComesFirstThenBesideTheBinaryThenTheSourceTree() {
        let files = DataFiles.candidates(for: "basemap.bin", environment: ["WEATHERTUI_DATA_DIR": "/opt/maps"])
        #expect(files.first?.path == "/opt/maps/basemap.bin")
        #expect(files.dropFirst().first?.path.hasSuffix("/share/weathertui/basemap.bin") == true)
        #expect(files.contains { $0.path.hasSuffix("/Resources/basemap.bin") })
        #expect(Set(files).count == files.count)
        #expect(DataFiles.candidates(for: "basemap.bin", environment: ["WEATHERTUI_DATA_DIR": ""]).first?.path.hasSuffix("/share/weathertui/basemap.bin") == true)
    }

    @Test func aBuildInThisTreeFindsTheBaseMap() throws {
        let file = DataFiles.baseMap(environment: [:])
        #expect(file.path.hasSuffix("/Resources/basemap.bin"))
        #expect(try file.map().towns.isEmpty == false)
    }
}
