import FoundationEssentials
import WeatherCore

extension Strings {
    /// The sentence above the radar map, from the same numbers as `radar --json`: "Rain 12 km W, moving
    /// E: here in about 25 min", "Rain here now (2.1 mm/h)", "No rain within 500 km". Directions are the
    /// language's compass points (where the rain is, and where it heads), so no language needs a case
    /// for each. Where tiles of the latest frame did not come, it says so after.
    public func radarSentence(_ outlook: RadarOutlook, units: UnitFormatter) -> String {
        radarSentence(outlook, words: RadarWords(
            distance: units.distance(kilometres:), direction: units.compass,
            rainHere: { self.text(.radarRainHere(rate: units.precipitation($0))) }, wait: span
        ))
    }

    /// The sentence in the words a screen reader speaks: "Rain 31 kilometres west, moving east: here in
    /// about 25 minutes", "Rain here now, 2.1 millimetres an hour".
    public func spokenRadarSentence(_ outlook: RadarOutlook, spoken: SpokenUnits) -> String {
        radarSentence(outlook, words: RadarWords(
            distance: spoken.distance(kilometres:), direction: spoken.direction,
            rainHere: { self.text(.spokenRadarRainHere(rate: spoken.precipitationRate(millimetresPerHour: $0))) },
            wait: { spoken.span(minutes: $0) }
        ))
    }

    /// How the sentence writes its numbers: as the screen shows them, or as a screen reader speaks them.
    private struct RadarWords {
        var distance: (Double) -> String
        var direction: (Double) -> String
        /// The whole sentence where it rains at the place, from the rate in mm/h.
        var rainHere: (Double) -> String
        var wait: (Int) -> String
    }

    private func radarSentence(_ outlook: RadarOutlook, words: RadarWords) -> String {
        let sentence = radarFindings(outlook, words: words)
        return outlook.isPartial ? text(.radarMapPartial(sentence: sentence)) : sentence
    }

    private func radarFindings(_ outlook: RadarOutlook, words: RadarWords) -> String {
        guard let nearest = outlook.nearest else {
            return text(.radarNoRain(distance: words.distance(outlook.radiusKilometres)))
        }
        if nearest.distanceKilometres == 0 {
            return words.rainHere(nearest.intensity)
        }
        let distance = words.distance(nearest.distanceKilometres)
        let direction = words.direction(nearest.bearingDegrees)
        guard let motion = outlook.motion else {
            return text(.radarRainStanding(distance: distance, direction: direction))
        }
        let toward = words.direction(motion.towardDegrees)
        guard let minutes = outlook.arrivalMinutes else {
            return text(.radarRainMoving(distance: distance, direction: direction, toward: toward))
        }
        return text(.radarRainApproaching(distance: distance, direction: direction, toward: toward, wait: words.wait(max(1, minutes))))
    }

    /// The frames a radar summary is made of: "Radar (RainViewer): 13:20 13:30 13:40", those seen that
    /// the motion is judged by (`RadarAnalysis.motionSpan`) and the forecast, its times marked as
    /// forecast; "UTC" after the times where the place's zone is not known.
    public func radarFrames(_ loop: RadarLoop, dates: LocalDateFormatter, zoneKnown: Bool) -> String {
        let latest = loop.latest?.time
        let frames = loop.frames.filter { frame in
            frame.kind == .nowcast || latest.map { $0.timeIntervalSince(frame.time) <= RadarAnalysis.motionSpan } ?? true
        }
        let times = frames.map { frame in
            frame.kind == .past ? dates.time(frame.time) : text(.radarForecastFrame(time: dates.time(frame.time)))
        }
        let listed = times.joined(separator: " ") + (zoneKnown ? "" : " UTC")
        return text(.radarFrameTimes(source: TerminalText.sanitize(loop.source), times: listed))
    }

    /// "░ tiles missing": the legend of the map's hatch where a frame's tiles did not come (the words
    /// alone where nothing on screen is hatched).
    public func radarTilesMissing(hatch: String?) -> String {
        (hatch.map { $0 + " " } ?? "") + text(.radarFrameGaps)
    }

    /// Why there is no radar picture of the place: no frame came from the source.
    public func radarNoFrames(source: String) -> String {
        text(.radarNoFrames(source: TerminalText.sanitize(source)))
    }

    /// Why the radar has no frames, naming every source that failed: "DWD: HTTP 503 · " before the last
    /// source's reason where DWD was asked first.
    func radarReason(_ failure: RadarSourcesFailure) -> String {
        (failures(before: failure.earlier) + [lastReason(failure)]).joined(separator: " · ")
    }

    /// `radarReason` and its hint in one line, for `weathertui radar`.
    public func line(explainingRadar failure: RadarSourcesFailure) -> String {
        let last = Self.isTheNetworks(failure.last)
            ? line(explaining: .weather(failure.last))
            : text(.reasonThenHint(reason: lastReason(failure), hint: explain(.weather(failure.last)).hint))
        return (failures(before: failure.earlier) + [last]).joined(separator: " · ")
    }

    /// The last source's failure, named ("RainViewer: no answer in time", not "The weather service took
    /// too long to answer"); no network, a proxy's refusal or an intercepted connection as it is, for no
    /// source is to blame.
    private func lastReason(_ failure: RadarSourcesFailure) -> String {
        Self.isTheNetworks(failure.last) ? explain(.weather(failure.last)).reason : reason(failure.last, of: failure.lastService)
    }

    private func failures(before earlier: [RadarSourcesFailure.Earlier]) -> [String] {
        earlier.map { text(.fallbackFailed(service: TerminalText.sanitize($0.service), reason: short($0.error))) }
    }
}
