import FoundationEssentials
import WeatherCore

/// The radar view (`R`) over the dashboard's body: the sentence on the first row, the map round the
/// place with the frame on screen, the frame's time and age, the legend and the view's keys. Loading, a
/// failure, a place the source has no frame of and the demo (no network) each say so, in words, on an
/// empty body.
struct RadarView: View {
    var view: RadarViewState
    var state: ScreenState
    var theme: ResolvedTheme

    private var strings: Strings { Strings(language: state.language, glyphs: state.glyphs) }

    func render(in body: Rect, into grid: inout Grid) {
        guard body.width > 0, body.height > 0 else { return }
        grid.fill(body)
        let middle = body.y + body.height / 2
        switch view {
        case .loading:
            SpinnerView(message: strings.text(.radarLoading), spinner: state.glyphs.spinner(state.spinnerFrame)).render(in: body, into: &grid)
        case let .failed(failure):
            let reason = switch failure {
            case let .frames(failure): strings.radarReason(failure)
            case .baseMap: strings.text(.radarNoBaseMap)
            }
            let lines = TextLayout.wrap(reason, width: max(1, body.width - 4))
            for (offset, line) in lines.enumerated() {
                grid.writeCentered(line, in: body, y: middle - lines.count + offset, style: Styles.warning)
            }
            grid.writeCentered(strings.text(.radarTryAgain), in: body, y: middle + 1, style: Styles.key)
        case let .noCoverage(source):
            writeCentered(strings.text(.radarNoCoverage(source: TerminalText.sanitize(source))), in: body, into: &grid)
        case .needsNetwork:
            writeCentered(strings.text(.radarNeedsNetwork), in: body, into: &grid)
        case let .loaded(playback):
            render(playback, in: body, into: &grid)
        }
    }

    /// `text` wrapped to the body, its lines centred round the middle row.
    private func writeCentered(_ text: String, in body: Rect, into grid: inout Grid) {
        let lines = TextLayout.wrap(text, width: max(1, body.width - 4))
        for (offset, line) in lines.enumerated() {
            grid.writeCentered(line, in: body, y: body.y + body.height / 2 - lines.count / 2 + offset, style: Styles.warning)
        }
    }

    /// From five rows on: the sentence (on two rows where it needs them, from ten), the map, the frame's
    /// time, the legend, the keys; fewer keep the map and the frame's time.
    private func render(_ playback: RadarPlayback, in body: Rect, into grid: inout Grid) {
        let glyphs = state.glyphs
        let units = UnitFormatter(units: state.units, glyphs: glyphs, catalog: strings.catalog)
        let ramp = RainRamp(unit: state.units.precipitation, glyphs: glyphs, theme: theme)
        let canvas = MapCanvas(
            baseMap: playback.baseMap.map, center: playback.place, widthKilometres: playback.widthKilometres, glyphs: glyphs,
            ramp: ramp, rain: playback.frame.intensity(at:), gap: playback.frame.isMissing(at:)
        )
        var top = body.y
        var bottom = body.maxY
        if body.height >= 5 {
            // On two rows where one cuts it and the map keeps most of the body: the arrival is its end.
            let wrapped = TextLayout.wrap(playback.sentence, width: body.width)
            let sentence = if body.height >= 10, wrapped.count > 1, playback.sentence.hasPrefix(wrapped[0]) {
                // The rest as the sentence has it: a line broken between two Han or kana characters
                // had no space there.
                [wrapped[0], String(playback.sentence.dropFirst(wrapped[0].count).drop { $0 == " " })]
            } else {
                [playback.sentence]
            }
            for line in sentence {
                grid.write([TextRun(line, Styles.title)], x: body.x, y: top, maxWidth: body.width)
                top += 1
            }
            grid.write(KeyHintLine(radarPlaying: playback.isPlaying, strings: strings).text(fitting: body.width), x: body.x, y: bottom - 1, style: Styles.muted, clip: body)
            bottom -= 1
            grid.write(ramp.legend(formatter: units), x: body.x, y: bottom - 1, maxWidth: body.width)
            bottom -= 1
        }
        grid.write(frameLine(playback, fitting: body.width), x: body.x, y: bottom - 1, style: Styles.accent, clip: body)
        bottom -= 1
        canvas.render(in: Rect(x: body.x, y: top, width: body.width, height: max(0, bottom - top)), into: &grid)
    }

    /// "12:40 · 10 min ago · 4/4 · RainViewer" in the place's zone (UTC, said, where it is not known),
    /// the source credited, and what did not load; a forecast frame is marked as one in place of its age; the spinner after it
    /// while the latest frame is shown ahead of the others.
    /// Narrow, what did not load keeps its place: the age gives way first, then the source.
    private func frameLine(_ playback: RadarPlayback, fitting width: Int) -> String {
        let index = "\(playback.frameIndex + 1)/\(playback.loop.frames.count)", source = TerminalText.sanitize(playback.loop.source)
        let gaps = Self.gaps(playback, strings: strings, hatch: state.glyphs.map.gap)
        let time = Self.when(playback.frame, state: state, strings: strings)
        let spinner = playback.isComplete ? "" : " " + state.glyphs.spinner(state.spinnerFrame)
        let whole = [Self.when(playback.frame, state: state, strings: strings, ageSeparator: " · "), index, source] + gaps
        let candidates = gaps.isEmpty ? [whole] : [whole, [time, index, source] + gaps, [time, index] + gaps]
        let lines = candidates.map { $0.joined(separator: " · ") + spinner }
        return lines.first { DisplayWidth.of($0) <= width } ?? lines[lines.count - 1]
    }

    /// What did not load: part of the frame on screen (after `hatch`, where the map marks it so, as the
    /// legend of that mark), and frames left out of the loop.
    static func gaps(_ playback: RadarPlayback, strings: Strings, hatch: String? = nil) -> [String] {
        (playback.frame.missingTiles > 0 ? [strings.radarTilesMissing(hatch: hatch)] : [])
            + (playback.loop.framesLeftOut > 0 ? [strings.text(.radarFramesLeftOut(number: String(playback.loop.framesLeftOut)))] : [])
    }

    /// "12:40 · 10 min ago", or "12:50 (forecast)": the frame's time in the place's zone (UTC, said, where
    /// it is not known), and its age after `separator` where one is given (the screen reader's line has
    /// the time alone: the age's "min" would be read letter by letter).
    static func when(_ frame: RadarFrame, state: ScreenState, strings: Strings, ageSeparator separator: String? = nil) -> String {
        let zone = state.report?.timeZone
        let dates = LocalDateFormatter(language: state.language, clock: state.clockFormat, timeZone: zone ?? .utc)
        let time = dates.time(frame.time) + (zone == nil ? " UTC" : "")
        return switch frame.kind {
        case .past: time + (separator.map { $0 + strings.age(state.now.map { $0.timeIntervalSince(frame.time) } ?? 0) } ?? "")
        case .nowcast: strings.text(.radarForecastFrame(time: time))
        }
    }
}
