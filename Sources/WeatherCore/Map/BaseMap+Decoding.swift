import FoundationEssentials

extension BaseMap {
    /// The format version this build reads (the generator's `FORMAT_VERSION`).
    public static let formatVersion = 1

    /// Reads the file the generator writes (its layout is in `Scripts/generate-base-map.py`).
    /// Returns nil for anything else: another magic number or version, or a file cut short.
    public init?(decoding data: Data) {
        // Read where it lies: a copy of the file's megabytes would sit beside it while the map is decoded.
        var reader = ByteReader(bytes: data, offset: data.startIndex)
        guard reader.bytes("WTBM".utf8.count) == Array("WTBM".utf8),
              let low = reader.byte(), let high = reader.byte(), Int(low) | Int(high) << 8 == Self.formatVersion,
              let quantum = reader.varint(), quantum > 0, let tolerance = reader.varint(), let source = reader.text(),
              let layerCount = reader.byte()
        else { return nil }
        var layers: [BaseMapLayer] = []
        for _ in 0..<layerCount {
            guard let layer = reader.layer(quantum: quantum) else { return nil }
            layers.append(layer)
        }
        guard let towns = reader.towns(quantum: Double(quantum)), reader.isAtEnd else { return nil }
        self.init(layers: layers, towns: towns, source: source, toleranceMetres: tolerance)
    }

    /// Reads the base map at `path`.
    public init(contentsOf path: String) throws(BaseMapError) {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else { throw .unreadable(path: path) }
        guard let map = BaseMap(decoding: data) else { throw .malformed(path: path) }
        self = map
    }
}

/// Reads the file's integers and strings; each read returns nil past the end, and so ends the decoding.
private struct ByteReader {
    let bytes: Data
    var offset: Int

    var isAtEnd: Bool { offset == bytes.endIndex }

    mutating func byte() -> UInt8? {
        guard offset < bytes.endIndex else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func bytes(_ count: Int) -> [UInt8]? {
        guard count <= bytes.endIndex - offset else { return nil }
        defer { offset += count }
        return Array(bytes[offset..<offset + count])
    }

    /// LEB128: seven bits a byte, low first; more than nine bytes is not a number this file holds.
    mutating func varint() -> Int? {
        var value = 0
        var shift = 0
        while offset < bytes.endIndex, shift < 63 {
            let byte = bytes[offset]
            offset += 1
            value |= Int(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
        }
        return nil
    }

    /// Zigzag: 0, -1, 1, -2 … are 0, 1, 2, 3 ….
    mutating func signed() -> Int? {
        varint().map { ($0 >> 1) ^ -($0 & 1) }
    }

    mutating func text() -> String? {
        guard let count = varint(), let utf8 = bytes(count) else { return nil }
        return String(validating: utf8, as: UTF8.self)
    }

    mutating func layer(quantum: Int) -> BaseMapLayer? {
        guard let rawKind = byte(), let lineCount = varint(), lineCount <= bytes.count else { return nil }
        var units: [Int32] = []
        var starts = [0]
        starts.reserveCapacity(lineCount + 1)
        let limit = Int(Int32.max)
        for _ in 0..<lineCount {
            guard let pointCount = varint(), pointCount <= bytes.endIndex - offset else { return nil }
            var longitude = 0, latitude = 0
            for _ in 0..<pointCount {
                guard let dx = signed(), let dy = signed() else { return nil }
                longitude += dx
                latitude += dy
                guard abs(longitude) <= limit, abs(latitude) <= limit else { return nil }
                units.append(Int32(longitude))
                units.append(Int32(latitude))
            }
            starts.append(units.count / 2)
        }
        // A new kind of layer comes with a new format version: an unknown kind is a damaged file.
        guard let kind = BaseMapLayer.Kind(rawValue: rawKind) else { return nil }
        // Kept for the run: without the room its appending left at its end (up to as much again).
        return BaseMapLayer(kind: kind, units: units.withUnsafeBufferPointer(Array.init), starts: starts, quantum: quantum)
    }

    mutating func towns(quantum: Double) -> [BaseMap.Town]? {
        guard let count = varint(), count <= bytes.count else { return nil }
        var towns: [BaseMap.Town] = []
        towns.reserveCapacity(count)
        for _ in 0..<count {
            guard let longitude = signed(), let latitude = signed(), let population = varint(),
                  let name = text(), let asciiName = text()
            else { return nil }
            guard let coordinate = Coordinate(latitude: Double(latitude) / quantum, longitude: Double(longitude) / quantum) else { continue }
            towns.append(BaseMap.Town(name: name, asciiName: asciiName.isEmpty ? name : asciiName, coordinate: coordinate, population: population))
        }
        return towns
    }
}
