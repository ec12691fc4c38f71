import FoundationEssentials
import Testing
import WeatherCore
@testable import WeatherPresentation

/// The radar view at 80×24 over the dashboard, from a synthetic loop whose cell lies 30 km west of
/// Seoul: where its rows go, the rain west of the mark, the frame's time and age, and the states
/// without a map.
@MainActor
@Suite struct RadarViewTests {
    let report = SampleReport.seoul

    private func screen(
        _ view: RadarViewState, theme: ResolvedTheme = .dark, glyphs: Glyphs = .unicode, size: TerminalSize = TerminalSize(columns: 80, rows: 24)
    ) -> [String] {
        var state = ScreenState(units: .metric, language: .english, size: size, glyphs: glyphs)
        state.phase = .loaded(LoadedWeather(report: report))
        state.now = SampleReport.now
        state.overlay = .radar(view)
        return DashboardView(theme: theme).render(state).lines
    }

    private func playback(steppedBack steps: Int = 0) -> RadarPlayback {
        let place = report.place.coordinate
        let loop = SampleRadar.approaching(place, now: SampleReport.now)
        let outlook = RadarAnalysis.outlook(place: place, frames: loop.frames, now: SampleReport.now)
        let strings = Strings(language: .english, glyphs: .unicode)
        let sentence = strings.radarSentence(outlook, units: UnitFormatter(units: .metric, glyphs: .unicode))
        var playback = RadarPlayback(loop: loop, baseMap: SampleRadar.baseMap, place: place, sentence: sentence, outlook: outlook)
        playback.step(by: -steps)
        return playback
    }

    @Test func theSentenceTheMapTheFramesTimeTheLegendAndTheKeys() throws {
        let lines = screen(.loaded(playback()))
        let body = Array(lines[1...22])
        let sentenceRow = try #require(body.firstIndex { $0.contains("Rain 1") })
        #expect(body[sentenceRow].contains("km W, moving E: here in about"))
        let markRow = try #require(body.firstIndex { $0.contains("◉") })
        let mark = try #require(body[markRow].firstIndex(of: "◉"))
        // The rain lies west of the mark, on its row.
        #expect(body[markRow][..<mark].contains("█"))
        #expect(!body[markRow][body[markRow].index(after: mark)...].contains("█"))
        // Seoul is UTC+9: the latest frame is 08:40 there, just now; the frame before it ten minutes older.
        #expect(body.contains { $0.contains("08:40 · just now · 4/4 · RainViewer") })
        #expect(screen(.loaded(playback(steppedBack: 1))).contains { $0.contains("08:30 · 10 min ago · 3/4") })
        #expect(body.contains { $0.contains("mm/h") && $0.contains("0.5–2") })
        #expect(body.contains { $0.contains("Esc close") && $0.contains("Space play") && $0.contains("←→ frames") })
        // The main screen's keys, which the view does not take, are not named under it.
        #expect(!lines[23].contains("refresh"))
    }

    /// Space's word says what it does now: "pause" while the frames play, "play" while they stand still.
    @Test func spaceIsNamedForWhatItDoesNow() throws {
        var playing = playback()
        playing.isPlaying = true
        let keys = try #require(screen(.loaded(playing)).first { $0.contains("Esc close") })
        #expect(keys.contains("Space pause") && !keys.contains("play"), "\(keys)")
        let still = try #require(screen(.loaded(playback())).first { $0.contains("Esc close") })
        #expect(still.contains("Space play") && !still.contains("pause"), "\(still)")
    }

    /// The view covers the dashboard's body: no divider's end (`├ ┤`) nor the list's scroll mark is left on
    /// the frame's sides beside the map.
    @Test func theFramesSidesAreBareBesideTheMap() {
        let lines = screen(.loaded(playback()))
        for line in lines[1...22] {
            #expect(line.first == "│" && line.last == "│", "\(line)")
        }
    }

    /// At 40×12 the sentence takes two rows rather than lose its end, the rain's arrival.
    @Test func aNarrowViewKeepsTheWholeSentence() {
        let sentence = playback().sentence
        let ending = sentence.split(separator: " ").suffix(2).joined(separator: " ")
        let lines = screen(.loaded(playback()), size: TerminalSize(columns: 40, rows: 12))
        #expect(DisplayWidth.of(sentence) > 38 && ending.hasSuffix("min"))
        #expect(lines[1].contains("Rain 1") && lines[2].contains(ending), "\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.contains("◉") })
    }

    /// The screen reader hears the sentence, the frame on screen while the frames stand still (not four
    /// times a second while they play), and the keys in words.
    @Test func theScreenReaderHearsTheFrameWhileTheFramesStandStill() {
        var state = ScreenState(units: .metric, language: .english, size: TerminalSize(columns: 80, rows: 24), glyphs: .unicode)
        state.phase = .loaded(LoadedWeather(report: report))
        state.now = SampleReport.now
        state.screenReader = true
        state.overlay = .radar(.loaded(playback(steppedBack: 1)))
        let still = ReadingPage(state: state).lines
        // Its units and directions in words, not "km W".
        #expect(still.first?.hasPrefix("Rain 19 kilometres west, moving east: here in about ") == true, "\(still)")
        #expect(still.first?.hasSuffix(" minutes.") == true, "\(still)")
        #expect(still.contains("08:30, frame 3 of 4, RainViewer."), "\(still)")
        #expect(still.last == "Left Right frames, Space play, +- zoom, Esc close", "\(still)")
        var playing = playback()
        playing.isPlaying = true
        state.overlay = .radar(.loaded(playing))
        let lines = ReadingPage(state: state).lines
        #expect(lines == [still[0], "Left Right frames, Space pause, +- zoom, Esc close"], "\(lines)")
    }

    /// What did not load is said under the map: part of the frame on screen, frames left out of the loop.
    @Test func whatDidNotLoadIsSaidUnderTheMap() throws {
        let whole = playback()
        // A tile far from the map's ground is missing: said under the map, nothing hatched on it.
        let faraway: Set = [RadarTileID(zoom: 7, x: 0, y: 0)]
        let frames = whole.loop.frames.map { RadarFrame(time: $0.time, kind: $0.kind, zoom: $0.zoom, tiles: Array($0.tiles.values), missing: faraway) }
        let loop = RadarLoop(source: whole.loop.source, frames: frames, framesLeftOut: 2)
        let partial = RadarPlayback(loop: loop, baseMap: whole.baseMap, place: whole.place, sentence: whole.sentence,
                                    outlook: RadarAnalysis.outlook(place: whole.place, frames: frames, now: SampleReport.now))
        let line = try #require(screen(.loaded(partial)).first { $0.contains("4/4 · RainViewer") })
        #expect(line.contains("RainViewer · ░ tiles missing · frames missing: 2"), "\(line)")
        #expect(!screen(.loaded(partial)).joined().replacing(line, with: "").contains("░"))
        let wholeLine = try #require(screen(.loaded(whole)).first { $0.contains("4/4 · RainViewer") })
        #expect(!wholeLine.contains("missing"))
        // Narrow, the age and then the source give way to what did not load.
        let narrow = screen(.loaded(partial), size: TerminalSize(columns: 40, rows: 12))
        #expect(narrow.contains { $0.contains("08:40 · 4/4 · ░ tiles missing · frame") }, "\(narrow.joined(separator: "\n"))")
    }

    /// Where the tile under the rain did not come, the map is hatched there, not drawn dry: the hatch is
    /// what the line under the map puts before "tiles missing".
    @Test func whereTilesAreMissingTheMapIsHatched() throws {
        let whole = playback()
        let place = whole.place
        let latest = try #require(whole.loop.latest)
        let pixel = WebMercator.pixel(of: place, zoom: 7)
        let lost: Set = [RadarTileID(zoom: 7, x: Int(pixel.x) / 256, y: Int(pixel.y) / 256)]
        #expect(lost.allSatisfy { latest.tiles[$0] != nil })
        let frame = RadarFrame(time: latest.time, kind: latest.kind, zoom: latest.zoom, tiles: latest.tiles.values.filter { !lost.contains($0.id) }, missing: lost)
        let loop = RadarLoop(source: whole.loop.source, frames: Array(whole.loop.frames.dropLast()) + [frame])
        let partial = RadarPlayback(loop: loop, baseMap: whole.baseMap, place: place, sentence: whole.sentence,
                                    outlook: RadarAnalysis.outlook(place: place, frames: loop.frames, now: SampleReport.now))
        let map = screen(.loaded(partial)).dropFirst(2).dropLast(4)
        #expect(map.filter { $0.contains("░") }.count > 5, "\(map.joined(separator: "\n"))")
        // The rain lay on the lost tile: none is drawn where nothing is known.
        #expect(!map.joined().contains("█"), "\(map.joined(separator: "\n"))")
        #expect(screen(.loaded(whole)).allSatisfy { !$0.contains("░") })
        let ascii = screen(.loaded(partial), glyphs: Glyphs(.ascii))
        #expect(ascii.filter { $0.contains("?") }.count > 5 && ascii.contains { $0.contains("? tiles missing") }, "\(ascii.joined(separator: "\n"))")
    }

    @Test func monoAndAsciiTellTheRainByCharacter() throws {
        let mono = screen(.loaded(playback()), theme: .mono)
        let markRow = try #require(mono.first { $0.contains("◉") })
        #expect(!markRow.contains("█"))
        let ascii = screen(.loaded(playback()), glyphs: Glyphs(.ascii))
        #expect(!ascii.joined().contains("█"))
        // Only the frame's lines are drawn from Unicode, which the terminal backend turns into its own line characters.
        let lines = Set("┌─┐│└┘├┤┬┴┼")
        #expect(ascii.allSatisfy { $0.allSatisfy { $0.isASCII || lines.contains($0) } }, "\(ascii.joined(separator: "\n"))")
        #expect(ascii.contains { $0.contains("<> frames") })
    }

    @Test func loadingAFailureAndNoCoverageSaySoInWords() {
        #expect(screen(.loading(around: report.place.coordinate)).contains { $0.contains("Loading the radar…") })
        let failed = screen(.failed(.frames(RadarSourcesFailure(last: .offline))))
        #expect(failed.contains { $0.contains("R to try again · Esc to close") })
        #expect(!failed.contains { $0.contains("◉") })
        let uncovered = screen(.noCoverage(source: "RainViewer")).joined(separator: " ")
        #expect(uncovered.contains("No radar of this place from RainViewer"))
        #expect(!uncovered.contains("◉"))
        let demo = screen(.needsNetwork).joined(separator: " ")
        #expect(demo.contains("The radar needs the network; the demo uses none") && !demo.contains("◉"))
    }

    /// Both sources down in Germany: the view names DWD's failure before RainViewer's, not RainViewer's alone.
    @Test func bothSourcesFailingAreBothNamed() {
        let dwd = RadarSourcesFailure.Earlier(service: "DWD", error: .serverError(status: 503, service: "DWD"))
        let failed = screen(.failed(.frames(RadarSourcesFailure(last: .serverError(status: 502, service: "RainViewer"), earlier: [dwd])))).joined(separator: " ")
        #expect(failed.contains("DWD: HTTP 503 ·"), "\(failed)")
        #expect(failed.contains("RainViewer") && failed.contains("502"), "\(failed)")
    }

    /// A failure whose own words name no service (a timeout) is told with the source's name; no network
    /// is said as it is, for no source is to blame.
    @Test func aTimeoutNamesTheSource() {
        let failed = screen(.failed(.frames(RadarSourcesFailure(last: .timedOut)))).joined(separator: " ")
        #expect(failed.contains("RainViewer: ") && !failed.contains("weather service"), "\(failed)")
        let line = Strings(language: .english).line(explainingRadar: RadarSourcesFailure(last: .timedOut))
        #expect(line.hasPrefix("RainViewer: ") && !line.contains("weather service"), "\(line)")
        let offline = screen(.failed(.frames(RadarSourcesFailure(last: .offline)))).joined(separator: " ")
        #expect(!offline.contains("RainViewer: "), "\(offline)")
    }

    /// The latest frame shown ahead of the others: the map and its frame, with a spinner after the
    /// frame's line while the rest load.
    @Test func theLatestFrameAheadOfTheOthersHasASpinnerAfterItsLine() throws {
        let whole = playback()
        let latest = RadarLoop(source: whole.loop.source, frames: [try #require(whole.loop.latest)])
        let ahead = RadarPlayback(loop: latest, baseMap: whole.baseMap, place: whole.place, sentence: whole.sentence,
                                  outlook: RadarAnalysis.outlook(place: whole.place, frames: latest.frames, now: SampleReport.now), isComplete: false)
        let lines = screen(.loaded(ahead))
        let frameLine = try #require(lines.first { $0.contains("08:40 · just now · 1/1 · RainViewer") })
        #expect(Glyphs.unicode.spinnerFrames.contains { frameLine.contains($0) })
        #expect(lines.contains { $0.contains("◉") })
        let wholeLine = try #require(screen(.loaded(whole)).first { $0.contains("08:40 · just now · 4/4 · RainViewer") })
        #expect(!Glyphs.unicode.spinnerFrames.contains { wholeLine.contains($0) })
    }
}
