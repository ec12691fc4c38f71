/// One request as `weathertui doctor` saw it: how it ended and how long it took.
public struct ServiceExchange: Hashable, Sendable {
    public enum Ending: Hashable, Sendable {
        /// The service answered with this HTTP status.
        case status(Int)
        /// No answer came.
        case failure(FetchError)
    }

    public var ending: Ending
    public var duration: Duration

    public init(ending: Ending, duration: Duration) {
        self.ending = ending
        self.duration = duration
    }
}
