import FoundationEssentials

extension RadarIndex {
    /// The frame that is newest at `now`, foretold from this index stored at `stored`: RainViewer names
    /// a frame by its time (`/v2/radar/<time>`, in decimal or in hex), its frames come at a steady
    /// interval, and each is listed about as long after its time as the newest was when this index was
    /// stored. Nil where this index's newest two frames seen show no such rule.
    public func newestFrame(at now: Date, storedAt stored: Date) -> Frame? {
        let past = frames.filter { $0.kind == .past }
        guard past.count >= 2, let newest = past.last else { return nil }
        let interval = newest.time.timeIntervalSince(past[past.count - 2].time)
        guard interval > 0, interval <= 3600, let name = Self.timeNaming(newest) else { return nil }
        let lag = max(0, stored.timeIntervalSince(newest.time))
        let steps = max(0, ((now.timeIntervalSince(newest.time) - lag) / interval).rounded(.down))
        let time = newest.time.addingTimeInterval(steps * interval)
        return Frame(time: time, kind: .past, path: "/v2/radar/" + name(Int(time.timeIntervalSince1970)))
    }

    /// How `frame`'s path names its time: in decimal or in hex; nil where it names it neither way.
    private static func timeNaming(_ frame: Frame) -> ((Int) -> String)? {
        let seconds = Int(frame.time.timeIntervalSince1970)
        let token = frame.path.dropFirst("/v2/radar/".count)
        if token == String(seconds) { return { String($0) } }
        if token == String(seconds, radix: 16) { return { String($0, radix: 16) } }
        return nil
    }
}
