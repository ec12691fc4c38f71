import FoundationEssentials
import Testing
@testable import WeatherCore

/// Tiles are read by libpng (never by hand) into RGBA, then back to echoes by the Universal Blue scheme's
/// exact colours; what libpng refuses is a typed failure, never a crash.
struct RadarImageTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: fixtures.appendingPathComponent(name))
    }

    @Test func aPNGIsReadToRGBA() throws {
        let image = try PNGImage(decoding: Self.fixture("rainviewer-palette-strip.png"))
        #expect(image.width == 4 && image.height == 1)
        #expect(Array(image.rgba[0..<4]) == [0, 0, 0, 0])
        #expect(Array(image.rgba[4..<8]) == [0x00, 0xA3, 0xE0, 0xFF])
        #expect(Array(image.rgba[8..<12]) == [0xC1, 0x00, 0x00, 0xFF])
    }

    @Test func eachPixelIsItsRowOfTheScheme() throws {
        let image = try PNGImage(decoding: Self.fixture("rainviewer-palette-strip.png"))
        let echoes = (0..<4).map { RadarEcho(red: image.rgba[$0 * 4], green: image.rgba[$0 * 4 + 1], blue: image.rgba[$0 * 4 + 2], alpha: image.rgba[$0 * 4 + 3]) }
        #expect(echoes.map(\.dbz) == [nil, 20, 50, 20])
        #expect(echoes.map(\.isSnow) == [false, false, false, true])
        #expect(echoes[0].rate == 0)
    }

    @Test func truncatedBytesAreAFailure() throws {
        let png = try Self.fixture("rainviewer-palette-strip.png")
        for length in [0, 8, 20, png.count / 2, png.count - 13] {
            #expect(throws: PNGImage.Failure.self) { try PNGImage(decoding: png.prefix(length)) }
        }
    }

    @Test func randomBytesAreAFailure() {
        var generator = SystemRandomNumberGenerator()
        for length in [1, 16, 100, 4096] {
            let bytes = Data((0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) })
            #expect(throws: PNGImage.Failure.self) { try PNGImage(decoding: bytes) }
        }
        let page = Data("<html><body>Service temporarily unavailable</body></html>".utf8)
        #expect(throws: PNGImage.Failure.self) { try PNGImage(decoding: page) }
    }

    /// A PNG's signature followed by a header claiming a huge image is refused before anything is allocated.
    @Test func anImageLargerThanATileIsRefused() throws {
        #expect(throws: PNGImage.Failure.tooLarge(width: 1024, height: 1024)) {
            try PNGImage(decoding: Self.fixture("rainviewer-oversized.png"))
        }
    }

    @Test func aTileMustBeSquareAndOfTheTilesSize() throws {
        #expect(throws: PNGImage.Failure.tooLarge(width: 4, height: 1)) {
            try RadarTile(id: RadarTileID(zoom: 0, x: 0, y: 0), png: Self.fixture("rainviewer-palette-strip.png"))
        }
    }

    /// The rows NOTES-apis lists, and the dBZ to mm/h of Marshall and Palmer (Z = 200 R^1.6).
    @Test(arguments: [
        (0x00A3_E0FF as UInt32, 20), (0x0055_88FF, 30), (0xFFEE_00FF, 35), (0xFFAA_00FF, 40), (0xFF44_00FF, 45), (0xC100_00FF, 50), (0xFFAA_FFFF, 55),
    ])
    func thePublishedRowsReadBackToTheirDBZ(color: UInt32, dbz: Int) {
        let echo = RadarEcho(red: UInt8(color >> 24), green: UInt8(color >> 16 & 0xFF), blue: UInt8(color >> 8 & 0xFF), alpha: UInt8(color & 0xFF))
        #expect(echo.dbz == dbz)
        #expect(!echo.isSnow)
    }

    @Test func marshallPalmer() {
        #expect(abs(RadarEcho.rate(dbz: 23) - 1.0) < 0.05)
        #expect(abs(RadarEcho.rate(dbz: 40) - 11.53) < 0.05)
        #expect(RadarEcho.rate(dbz: 20) < RadarEcho.rate(dbz: 30))
    }

    @Test func theSchemeHas256RowsAndAColourNotInItIsNoEcho() {
        #expect(UniversalBluePalette.colors.count == 256)
        #expect(UniversalBluePalette.row(red: 1, green: 2, blue: 3, alpha: 255) == nil)
        #expect(RadarEcho(red: 1, green: 2, blue: 3, alpha: 255) == .none)
    }
}
