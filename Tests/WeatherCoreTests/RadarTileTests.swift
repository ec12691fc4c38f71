import Testing
@testable import WeatherCore

/// A tile reads back every echo it was given, wherever its rain lies, and none elsewhere.
struct RadarTileTests {
    static let id = RadarTileID(zoom: 6, x: 56, y: 25)

    @Test(arguments: [
        [(0, 0)], [(255, 255)], [(0, 255), (255, 0)], [(10, 200), (12, 40), (130, 131)],
    ])
    func aTileReadsBackItsEchoes(wet: [(row: Int, column: Int)]) {
        var codes = [UInt8](repeating: 0, count: 256 * 256)
        for (offset, pixel) in wet.enumerated() { codes[pixel.row * 256 + pixel.column] = UInt8(60 + offset) }
        let tile = RadarTile(id: Self.id, codes: codes)
        for row in 0..<256 {
            for column in 0..<256 {
                #expect(tile.echo(column: column, row: row).code == codes[row * 256 + column])
            }
        }
    }

    @Test func aDryTileReadsNoEcho() {
        let tile = RadarTile(id: Self.id, codes: [UInt8](repeating: 0, count: 256 * 256))
        #expect((0..<256).allSatisfy { tile.echo(column: $0, row: 255 - $0) == .none })
    }
}
