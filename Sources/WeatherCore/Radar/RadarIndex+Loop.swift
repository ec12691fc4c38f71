import FoundationEssentials

extension RadarIndex {
    /// The frames a loop shows, oldest first: those seen within `span` of the newest seen (where the
    /// index has gaps, fewer), and every nowcast frame.
    public func loopFrames(within span: TimeInterval) -> [Frame] {
        let newest = frames.last { $0.kind == .past }?.time
        return frames.filter { frame in
            frame.kind == .nowcast || newest.map { $0.timeIntervalSince(frame.time) <= span } ?? false
        }
    }
}
