import FoundationEssentials

/// A service's answer kept with what its headers said about keeping it: until when it holds, and when
/// it last changed (to ask with `If-Modified-Since` once it no longer holds).
public struct RevalidatedAnswer: Sendable, Hashable {
    public var body: Data
    public var lastModified: Date?
    public var freshUntil: Date

    public init(body: Data, lastModified: Date?, freshUntil: Date) {
        self.body = body
        self.lastModified = lastModified
        self.freshUntil = freshUntil
    }
}
