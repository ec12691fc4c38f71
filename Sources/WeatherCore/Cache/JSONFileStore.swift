import FoundationEssentials

/// A value kept as a JSON file in the cache directory. Reading a missing or damaged file gives nil;
/// writing is atomic and private (0600 in a 0700 directory), and throws the system's error when the file
/// cannot be written (a full disk, a read-only file system): the caller says so, the run goes on.
public struct JSONFileStore<Value: Codable & Sendable>: Sendable {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    public func read() -> Value? {
        guard let data = PrivateFile.read(url)?.data else { return nil }
        return try? JSONDecoder().decode(Value.self, from: data)
    }

    /// `change` applied to what the file holds now (nil: nothing readable) and written back, under
    /// `SharedFileUpdate`'s lock: what another process stored since this one last read is kept. Returns
    /// the value written.
    @discardableResult
    public func update(_ change: (Value?) -> Value) throws -> Value {
        try SharedFileUpdate.locked(in: url.deletingLastPathComponent()) {
            let value = change(read())
            try write(value)
            return value
        }
    }

    public func write(_ value: Value) throws {
        let encoder = JSONEncoder()
        // Sorted, so an unchanged value encodes to the same bytes and is not written again.
        encoder.outputFormatting = .sortedKeys
        try PrivateFile.writeAtomically(try encoder.encode(value), to: url)
    }
}
