internal import CZlib
import FoundationEssentials

/// zlib's `uncompress`: data of a known size back from its zlib stream, into a buffer of exactly that
/// size, so a stream that inflates to more (a bomb, or another box) is refused, never followed.
enum ZlibInflate {
    /// Not a zlib stream, truncated or corrupt, or larger or smaller than expected.
    struct Failure: Error, Equatable, Sendable {}

    /// Into `buffer`, which the stream must fill exactly.
    static func inflate(_ data: Data, into buffer: UnsafeMutableRawBufferPointer) throws(Failure) {
        guard !buffer.isEmpty, !data.isEmpty, let output = buffer.baseAddress else { throw Failure() }
        var written = uLongf(buffer.count)
        let status = data.withUnsafeBytes { input in
            uncompress(output.assumingMemoryBound(to: Bytef.self), &written, input.baseAddress?.assumingMemoryBound(to: Bytef.self), uLong(input.count))
        }
        guard status == Z_OK, written == uLongf(buffer.count) else { throw Failure() }
    }
}
