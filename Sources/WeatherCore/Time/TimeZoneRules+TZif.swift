import FoundationEssentials

extension TimeZoneRules {
    /// The rules in a compiled tz database file (the TZif format of RFC 8536, versions 1 to 4); nil for
    /// bytes that are not one. From version 2 on, the 64-bit block and the rule that ends the file are read.
    init?(tzif data: Data) {
        let bytes = [UInt8](data)
        guard let header = Header(bytes, at: 0) else { return nil }
        var block = header
        var start = Header.size
        var timeSize = 4
        if header.version >= 2 {
            start += header.blockSize(timeSize: 4)
            guard let second = Header(bytes, at: start) else { return nil }
            block = second
            start += Header.size
            timeSize = 8
        }
        let end = start + block.blockSize(timeSize: timeSize)
        guard end <= bytes.count else { return nil }
        var reader = Reader(bytes: bytes, index: start)
        let times = (0..<block.transitionCount).map { _ in timeSize == 8 ? reader.int64() : Int64(reader.int32()) }
        let typeIndices = (0..<block.transitionCount).map { _ in Int(reader.byte()) }
        let offsets = (0..<block.typeCount).map { _ -> Int in
            let offset = Int(reader.int32())
            reader.skip(2)
            return offset
        }
        guard typeIndices.allSatisfy(offsets.indices.contains), zip(times, times.dropFirst()).allSatisfy({ $0 < $1 }),
              offsets.allSatisfy({ abs($0) <= Plausible.utcOffsetLimit }), let initial = offsets.first
        else { return nil }
        initialOffset = initial
        transitions = zip(times, typeIndices).map { Transition(time: $0, secondsFromGMT: offsets[$1]) }
        rule = header.version >= 2 ? Self.footer(bytes[end...]) : nil
    }

    /// The rule between the newlines after the last block; nil where there is none.
    private static func footer(_ bytes: ArraySlice<UInt8>) -> PosixTimeZoneRule? {
        guard bytes.first == UInt8(ascii: "\n") else { return nil }
        let text = bytes.dropFirst().prefix { $0 != UInt8(ascii: "\n") }
        return String(validating: text, as: UTF8.self).flatMap(PosixTimeZoneRule.init)
    }

    /// The counts that open each block.
    private struct Header {
        static let size = 44
        var version: Int
        var utLocalCount: Int
        var standardWallCount: Int
        var leapCount: Int
        var transitionCount: Int
        var typeCount: Int
        var characterCount: Int

        init?(_ bytes: [UInt8], at offset: Int) {
            guard bytes.count >= offset + Self.size, bytes[offset..<offset + 4].elementsEqual("TZif".utf8) else { return nil }
            let versionByte = bytes[offset + 4]
            version = versionByte == 0 ? 1 : Int(versionByte) - Int(UInt8(ascii: "0"))
            guard (1...9).contains(version) else { return nil }
            var reader = Reader(bytes: bytes, index: offset + 20)
            let counts = (0..<6).map { _ in Int(reader.int32()) }
            guard counts.allSatisfy({ (0...100_000).contains($0) }) else { return nil }
            (utLocalCount, standardWallCount, leapCount, transitionCount, typeCount, characterCount) =
                (counts[0], counts[1], counts[2], counts[3], counts[4], counts[5])
        }

        func blockSize(timeSize: Int) -> Int {
            transitionCount * (timeSize + 1) + typeCount * 6 + characterCount + leapCount * (timeSize + 4)
                + standardWallCount + utLocalCount
        }
    }

    /// Big-endian numbers from a range already checked to be there.
    private struct Reader {
        var bytes: [UInt8]
        var index: Int

        mutating func byte() -> UInt8 {
            defer { index += 1 }
            return bytes[index]
        }

        mutating func skip(_ count: Int) { index += count }

        mutating func int32() -> Int32 {
            Int32(bitPattern: (0..<4).reduce(UInt32(0)) { value, _ in value << 8 | UInt32(byte()) })
        }

        mutating func int64() -> Int64 {
            Int64(bitPattern: (0..<8).reduce(UInt64(0)) { value, _ in value << 8 | UInt64(byte()) })
        }
    }
}
