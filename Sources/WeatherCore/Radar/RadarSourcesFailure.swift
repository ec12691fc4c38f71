/// Why no radar source gave frames: the last source's failure (RainViewer's), after those of the sources
/// asked before it (DWD's, in and round Germany), so a message can name every source that failed.
public struct RadarSourcesFailure: Error, Hashable, Sendable {
    public struct Earlier: Hashable, Sendable {
        public var service: String
        public var error: FetchError

        public init(service: String, error: FetchError) {
            self.service = service
            self.error = error
        }
    }

    public var last: FetchError
    /// The last source's name, for a failure that does not name it (a timeout).
    public var lastService: String
    public var earlier: [Earlier]

    public init(last: FetchError, lastService: String = RainViewerClient.service, earlier: [Earlier] = []) {
        self.last = last
        self.lastService = lastService
        self.earlier = earlier
    }
}
