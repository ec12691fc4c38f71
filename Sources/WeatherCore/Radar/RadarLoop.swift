import FoundationEssentials

/// The radar frames of a place, oldest first, and the service they came from.
public struct RadarLoop: Sendable, Hashable {
    /// The service's name, for the screen and `radar --json` ("RainViewer").
    public let source: String
    public let frames: [RadarFrame]
    /// Frames left out, and why, in words for the log (a tile that was not a PNG, a path to another host).
    public let notes: [String]
    /// The frames of the source's index none of whose tiles came: the loop plays without them.
    public let framesLeftOut: Int

    public init(source: String, frames: [RadarFrame], notes: [String] = [], framesLeftOut: Int = 0) {
        self.source = source
        self.frames = frames.sorted { $0.time < $1.time }
        self.notes = notes
        self.framesLeftOut = framesLeftOut
    }

    /// The same loop with `notes` before its own.
    public func adding(notes earlier: [String]) -> RadarLoop {
        RadarLoop(source: source, frames: frames, notes: earlier + notes, framesLeftOut: framesLeftOut)
    }

    /// The frames seen by the radars, oldest first.
    public var past: [RadarFrame] { frames.filter { $0.kind == .past } }

    /// The latest frame seen: what the radar shows now.
    public var latest: RadarFrame? { past.last }
}
