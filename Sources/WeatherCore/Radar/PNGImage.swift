internal import CPNG
import FoundationEssentials

/// A PNG decoded to 8-bit RGBA by libpng's simplified API (`png_image_*`): libpng inflates, unfilters
/// and converts every colour type; nothing here parses PNG. Bytes that are not a PNG, a truncated one,
/// and an image larger than `maximumSide` on a side are refused with a `PNGImage.Failure`, never a crash.
public struct PNGImage: Sendable {
    /// Why a PNG could not be read.
    public enum Failure: Error, Equatable, Sendable {
        /// libpng refused the bytes (not a PNG, truncated, corrupt); its message, for the log.
        case unreadable(String)
        /// Wider or taller than allowed: a radar tile is 256 or 512 pixels a side.
        case tooLarge(width: Int, height: Int)
        /// libpng (libpng16.so.16) is not installed: the library is opened on the first tile.
        case libraryMissing
    }

    /// A radar tile is 256 (or 512) pixels a side: anything larger is not a tile, and would cost memory.
    public static let maximumSide = 512

    public let width: Int
    public let height: Int
    /// Row after row, four bytes a pixel: red, green, blue, alpha (not premultiplied).
    public let rgba: [UInt8]

    public init(decoding data: Data) throws(Failure) {
        guard let png = weathertui_png()?.pointee else { throw .libraryMissing }
        // libpng reads from `data`'s bytes until the image is finished: both steps run inside one access.
        let decoded: Result<(Int, Int, [UInt8]), Failure> = data.withUnsafeBytes { bytes in
            var image = png_image()
            image.version = weathertui_png_image_version()
            guard png.image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0 else {
                return .failure(.unreadable(Self.message(of: &image)))
            }
            defer { png.image_free(&image) }
            let width = Int(image.width), height = Int(image.height)
            guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else {
                return .failure(.tooLarge(width: width, height: height))
            }
            image.format = weathertui_png_format_rgba()
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let finished = pixels.withUnsafeMutableBytes { png.image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
            guard finished != 0 else { return .failure(.unreadable(Self.message(of: &image))) }
            return .success((width, height, pixels))
        }
        (width, height, rgba) = try decoded.get()
    }

    /// libpng's message for the last failure, kept in the image itself.
    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
