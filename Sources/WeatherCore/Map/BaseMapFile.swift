/// The base map's file, read the first time a map asks for it and kept from then on: the app starts
/// without reading it, and a second map does not read it again.
public final class BaseMapFile: Sendable {
    public let path: String
    private let loaded = Locked<Result<BaseMap, BaseMapError>?>(nil)

    public init(path: String) {
        self.path = path
    }

    /// The map, read now if no call has read it yet. A failure is kept too: the file does not change
    /// while the app runs, and reading it again on every frame would only fail again.
    public func map() throws(BaseMapError) -> BaseMap {
        let result = loaded.withLock { loaded in
            if let loaded { return loaded }
            let result = Result { () throws(BaseMapError) -> BaseMap in try BaseMap(contentsOf: path) }
            loaded = result
            return result
        }
        return try result.get()
    }
}
