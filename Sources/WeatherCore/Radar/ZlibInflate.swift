internal import CZlib
import FoundationEssentials

/// zlib's `uncompress`: data of a known size back from its zlib stream. The output buffer is exactly
/// the size expected, so a stream that inflates to more (a bomb, or another box) is refused, never
/// followed.
enum ZlibInflate {
    /// Not a zlib stream, truncated or corrupt, or larger or smaller than expected.
    struct Failure: Error, Equatable, Sendable {}

    static func inflate(_ data: Data, count: Int) throws(Failure) -> [UInt8] {
        guard count > 0, !data.isEmpty else { throw Failure() }
        var output = [UInt8](repeating: 0, count: count)
        var written = uLongf(count)
        let status = data.withUnsafeBytes { input in
            output.withUnsafeMutableBufferPointer { buffer in
                uncompress(buffer.baseAddress, &written, input.baseAddress?.assumingMemoryBound(to: Bytef.self), uLong(input.count))
            }
        }
        guard status == Z_OK, written == uLongf(count) else { throw Failure() }
        return output
    }
}
