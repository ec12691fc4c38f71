import FoundationEssentials

/// A value kept as a JSON file in the cache directory. Reading a missing or damaged file gives nil;
/// writing is atomic and private (0600 in a 0700 directory), and a failure to write only costs the cache.
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
    public func update(_ change: (Value?) -> Value) -> Value {
        SharedFileUpdate.locked(in: url.deletingLastPathComponent()) {
            let value = change(read())
            write(value)
            return value
        }
    }

    public func write(_ value: Value) {
        let encoder = JSONEncoder()
        // Sorted, so an unchanged value encodes to the same bytes and is not written again.
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(value) else { return }
        try? PrivateFile.writeAtomically(data, to: url)
    }
}
