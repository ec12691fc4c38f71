import FoundationEssentials
import WeatherCore

/// The radar view's loop as it plays: the frames round the place and the base map, the sentence made of
/// them when they loaded, the frame on screen, whether it plays, and how much ground the map spans.
public struct RadarPlayback: Equatable, Sendable {
    /// The map's widths, from the region the frames were read for to the neighbourhood, in kilometres.
    public static let widthLadder: [Double] = [1000, 500, 250, 100, 50]
    /// A frame's time on screen while playing, and the pause on "now" before the loop starts again.
    public static let frameInterval: TimeInterval = 0.25
    public static let pauseOnNow: TimeInterval = 1

    public let loop: RadarLoop
    public let baseMap: SharedBaseMap
    public let place: Coordinate
    public let sentence: String
    /// What the sentence is made of, for its spoken form.
    public let outlook: RadarOutlook
    /// False while the loop is the latest frame alone, drawn ahead of the others still loading.
    public let isComplete: Bool
    /// The frame on screen, an index of `loop.frames`.
    public private(set) var frameIndex: Int
    public var isPlaying = false
    /// The map's width, an index of `widthLadder`.
    public private(set) var zoomStep: Int

    /// Starts on "now" (the latest frame seen), as wide as the outlook needs to show the nearest rain
    /// beside the place: the ladder's narrowest step that holds four times its distance, from 100 km.
    /// `loop` has at least one frame.
    public init(
        loop: RadarLoop, baseMap: SharedBaseMap, place: Coordinate, sentence: String, outlook: RadarOutlook, isComplete: Bool = true
    ) {
        self.loop = loop
        self.baseMap = baseMap
        self.place = place
        self.sentence = sentence
        self.outlook = outlook
        self.isComplete = isComplete
        let needed = outlook.nearest.map { max(100, $0.distanceKilometres * 4) } ?? Self.widthLadder[0]
        zoomStep = Self.widthLadder.lastIndex { $0 >= needed } ?? 0
        frameIndex = 0
        frameIndex = nowIndex
    }

    /// The whole loop in place of the latest frame drawn ahead of it: on "now", zoomed and playing as
    /// this one is.
    public func completed(by loop: RadarLoop, sentence: String, outlook: RadarOutlook) -> RadarPlayback {
        var whole = RadarPlayback(loop: loop, baseMap: baseMap, place: place, sentence: sentence, outlook: outlook)
        whole.zoomStep = zoomStep
        whole.isPlaying = isPlaying
        return whole
    }

    /// The latest frame seen, where the loop pauses; the last frame where none was seen.
    public var nowIndex: Int {
        loop.frames.lastIndex { $0.kind == .past } ?? loop.frames.count - 1
    }

    public var frame: RadarFrame { loop.frames[frameIndex] }

    public var widthKilometres: Double { Self.widthLadder[zoomStep] }

    /// One frame earlier (`by: -1`) or later, stopping at the first and the last.
    public mutating func step(by offset: Int) {
        frameIndex = min(max(0, frameIndex + offset), loop.frames.count - 1)
    }

    /// The next frame while playing: after the last, the first.
    public mutating func advance() {
        frameIndex = frameIndex + 1 < loop.frames.count ? frameIndex + 1 : 0
    }

    /// How long the frame on screen stays while playing: a pause on "now", a quarter second on the others.
    public var frameDuration: TimeInterval {
        frameIndex == nowIndex ? Self.pauseOnNow : Self.frameInterval
    }

    /// One step narrower (`inward`) or wider along the ladder, stopping at its ends.
    public mutating func zoom(inward: Bool) {
        zoomStep = min(max(0, zoomStep + (inward ? 1 : -1)), Self.widthLadder.count - 1)
    }
}
