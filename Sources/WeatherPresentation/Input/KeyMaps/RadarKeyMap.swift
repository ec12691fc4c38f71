/// What a key in the radar view asks for. Keys outside the map do nothing there.
public enum RadarCommand: Hashable, Sendable, CaseIterable {
    case previousFrame
    case nextFrame
    /// Plays the loop, or pauses it.
    case play
    case zoomIn
    case zoomOut
    /// `R`: closes the view; where the load failed, tries again.
    case radar
    case close
    case quit
}

/// The radar view's keys.
extension KeyMaps {
    public static let radar = KeyMap<RadarCommand>([
        KeyBinding(
            [.left], label: "←", .previousFrame, help: .keyRadarFrames, summary: "frames",
            hints: [.radar: KeyHint("←→", .hintFrames, priority: 2)]
        ),
        KeyBinding([.right], label: "→", .nextFrame, help: .keyRadarFrames, summary: "frames"),
        KeyBinding(
            [.character(" ")], label: "Space", .play, help: .keyRadarPlay, summary: "play",
            hints: [.radar: KeyHint("Space", .hintPlay, priority: 1)]
        ),
        KeyBinding(
            [.character("+"), .character("=")], label: "+", .zoomIn, help: .keyRadarZoom, summary: "zoom",
            hints: [.radar: KeyHint("+-", .hintZoom, priority: 3)]
        ),
        KeyBinding([.character("-")], label: "-", .zoomOut, help: .keyRadarZoom, summary: "zoom"),
        KeyBinding([.character("R")], label: "R", .radar, help: .keyCloseRadar, summary: "close"),
        KeyBinding(
            [.escape], label: "Esc", .close, help: .keyCloseRadar, summary: "close",
            hints: [.radar: KeyHint("Esc", .hintClose, priority: 0)]
        ),
        KeyBinding([.character("q"), .character("Q")], label: "q", .quit, help: .keyQuit),
    ])
}
