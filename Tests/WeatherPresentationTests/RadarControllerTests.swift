import FoundationEssentials
import Testing
import WeatherCore
@testable import WeatherPresentation

/// The radar view's keys and load through the update function, on the driver's fake clock: what `R`
/// asks for, what the loaded loop shows first, stepping, playing on the `radarFrame` timer with its
/// pause on "now", zooming along the ladder, and closing, which calls off the load and the playing.
@MainActor
@Suite struct RadarControllerTests {
    let report = SampleReport.seoul
    var place: Coordinate { report.place.coordinate }

    private func loaded() -> DashboardDriver {
        let app = DashboardDriver()
        app.start()
        app.update(.loaded(report))
        return app
    }

    /// `R` pressed and the approaching cell's loop loaded.
    private func showingLoop() -> DashboardDriver {
        let app = loaded()
        app.handle(.character("R"))
        app.send(.radar(.loaded(SampleRadar.approaching(place, now: app.now), baseMap: SampleRadar.baseMap), load: 1))
        return app
    }

    private func shown(_ app: DashboardDriver, sourceLocation: SourceLocation = #_sourceLocation) -> RadarPlayback? {
        guard case let .radar(.loaded(playback)) = app.state.overlay else {
            Issue.record("no loop on screen: \(String(describing: app.state.overlay))", sourceLocation: sourceLocation)
            return nil
        }
        return playback
    }

    /// `R` before the first forecast: once the place is known the radar opens round it at once, the
    /// forecast still loading; while the place is being found it opens as soon as it is.
    @Test func rBeforeTheFirstForecastOpensTheRadarRoundThePlaceBeingLoaded() {
        let early = DashboardDriver()
        early.start()
        early.update(.locating(.ipLookup))
        #expect(early.send(.keyPressed(.character("R"))).isEmpty)
        #expect(early.state.overlay == nil)
        let effects = early.send(.dataSource(.loading(report.place), load: early.controller.dataSourceLoad))
        #expect(effects.contains(.loadRadar(place, load: 1)))
        #expect(early.state.overlay == .radar(.loading(around: place)))
        early.update(.loaded(report))
        #expect(early.state.overlay == .radar(.loading(around: place)), "the forecast arriving leaves the radar open")

        let loading = DashboardDriver()
        loading.start()
        loading.update(.loading(report.place))
        #expect(loading.send(.keyPressed(.character("R"))).contains(.loadRadar(place, load: 1)))
        #expect(loading.state.overlay == .radar(.loading(around: place)))
    }

    /// A place that could not be found has no radar: an `R` taken while it was looked for is dropped.
    @Test func rWhileThePlaceCouldNotBeFoundOpensNothing() {
        let app = DashboardDriver()
        app.start()
        app.update(.locating(.ipLookup))
        app.handle(.character("R"))
        app.update(.failed(.location(.noLocation)))
        app.update(.loading(report.place))
        #expect(app.state.overlay == nil)
    }

    @Test func rOpensTheViewAndAsksForTheFramesRoundThePlace() {
        let app = loaded()
        let effects = app.send(.keyPressed(.character("R")))
        #expect(effects.contains(.loadRadar(place, load: 1)))
        #expect(app.state.overlay == .radar(.loading(around: place)))
        // The spinner turns while it loads.
        #expect(app.timers[.spinner] != nil)
    }

    @Test func theLoopOpensOnNowWithTheSentenceAndAWidthThatShowsTheRain() throws {
        let app = showingLoop()
        let playback = try #require(shown(app))
        #expect(playback.frameIndex == 3 && playback.nowIndex == 3)
        #expect(!playback.isPlaying)
        // The cell's edge is about 18 km west: the 100 km map shows it beside the place.
        #expect(playback.widthKilometres == 100)
        #expect(playback.sentence.hasPrefix("Rain 1") && playback.sentence.contains("km W, moving E: here in about"))
        #expect(app.timers[.spinner] == nil)
    }

    /// The latest frame seen comes ahead of the others: the view shows it at once, with the spinner
    /// turning while the rest load; the whole loop then takes its place, on "now" and zoomed as the user
    /// left it.
    @Test func theLatestFrameIsShownWhileTheOthersLoad() throws {
        let app = loaded()
        app.handle(.character("R"))
        let whole = SampleRadar.approaching(place, now: app.now)
        let latest = RadarLoop(source: whole.source, frames: [try #require(whole.latest)])
        app.send(.radar(.latest(latest, baseMap: SampleRadar.baseMap), load: 1))
        let ahead = try #require(shown(app))
        #expect(ahead.loop.frames.count == 1 && !ahead.isComplete)
        #expect(ahead.sentence.hasPrefix("Rain 1") && ahead.sentence.contains("km W"))
        #expect(app.timers[.spinner] != nil)
        app.handle(.character("-"))
        let width = try #require(shown(app)).widthKilometres
        app.send(.radar(.loaded(whole, baseMap: SampleRadar.baseMap), load: 1))
        let playback = try #require(shown(app))
        #expect(playback.isComplete && playback.loop.frames.count == whole.frames.count)
        #expect(playback.frameIndex == playback.nowIndex)
        #expect(playback.widthKilometres == width)
        #expect(playback.sentence.contains("moving E: here in about"))
        #expect(app.timers[.spinner] == nil)
    }

    @Test func closingWhileTheLatestIsShownAheadCallsTheLoadOff() {
        let app = loaded()
        app.handle(.character("R"))
        let whole = SampleRadar.approaching(place, now: app.now)
        app.send(.radar(.latest(RadarLoop(source: whole.source, frames: whole.latest.map { [$0] } ?? []), baseMap: SampleRadar.baseMap), load: 1))
        let effects = app.send(.keyPressed(.escape))
        #expect(effects.contains(.cancelRadarLoad))
        app.send(.radar(.loaded(whole, baseMap: SampleRadar.baseMap), load: 1))
        #expect(app.state.overlay == nil)
    }

    /// The latest frame drawn ahead that comes after the whole loop changes nothing.
    @Test func theLatestAfterTheWholeLoopIsDropped() throws {
        let app = showingLoop()
        let whole = try #require(shown(app))
        app.send(.radar(.latest(RadarLoop(source: whole.loop.source, frames: [try #require(whole.loop.latest)]), baseMap: SampleRadar.baseMap), load: 1))
        #expect(shown(app) == whole)
    }

    @Test func theArrowsStepThroughTheFramesAndStopAtTheEnds() throws {
        let app = showingLoop()
        app.handle(.right)
        #expect(shown(app)?.frameIndex == 3)
        for _ in 0..<5 { app.handle(.left) }
        #expect(shown(app)?.frameIndex == 0)
        app.handle(.right)
        #expect(shown(app)?.frameIndex == 1)
    }

    @Test func spacePlaysAFrameEachQuarterSecondAndPausesASecondOnNow() throws {
        let app = showingLoop()
        let effects = app.send(.keyPressed(.character(" ")))
        #expect(effects.contains(.armTimer(.radarFrame, after: .milliseconds(250))))
        #expect(shown(app)?.isPlaying == true)
        // From "now", the last frame: the first comes next, then each a quarter second on.
        for expected in [0, 1, 2, 3] {
            app.advance(by: .milliseconds(250))
            #expect(shown(app)?.frameIndex == expected)
        }
        // "Now" stays a second.
        app.advance(by: .milliseconds(999))
        #expect(shown(app)?.frameIndex == 3)
        app.advance(by: .milliseconds(1))
        #expect(shown(app)?.frameIndex == 0)
        #expect(app.firings.filter { $0 == .radarFrame }.count == 5)
        // Space again pauses: the timer is called off.
        let paused = app.send(.keyPressed(.character(" ")))
        #expect(paused.contains(.cancelTimer(.radarFrame)))
        #expect(shown(app)?.isPlaying == false)
        #expect(app.timers[.radarFrame] == nil)
    }

    @Test func anArrowWhilePlayingStopsThePlaying() throws {
        let app = showingLoop()
        app.handle(.character(" "))
        app.advance(by: .milliseconds(250))
        app.handle(.right)
        #expect(shown(app)?.isPlaying == false && shown(app)?.frameIndex == 1)
        #expect(app.timers[.radarFrame] == nil)
    }

    @Test func plusAndMinusZoomAlongTheLadder() throws {
        let app = showingLoop()
        app.handle(.character("+"))
        #expect(shown(app)?.widthKilometres == 50)
        app.handle(.character("="))
        #expect(shown(app)?.widthKilometres == 50)
        var widths: [Double] = []
        for _ in 0..<5 {
            app.handle(.character("-"))
            widths.append(shown(app)?.widthKilometres ?? 0)
        }
        #expect(widths == [100, 250, 500, 1000, 1000])
    }

    @Test func escOrRClosesTheViewAndStopsThePlaying() {
        for key: Key in [.escape, .character("R")] {
            let app = showingLoop()
            app.handle(.character(" "))
            let effects = app.send(.keyPressed(key))
            #expect(app.state.overlay == nil)
            #expect(effects.contains(.cancelTimer(.radarFrame)))
            #expect(!effects.contains(.cancelRadarLoad))
            #expect(!effects.contains(.quit(status: 0)))
        }
    }

    @Test func closingWhileItLoadsCallsTheLoadOffAndWhatItBringsIsDropped() {
        let app = loaded()
        app.handle(.character("R"))
        let effects = app.send(.keyPressed(.escape))
        #expect(effects.contains(.cancelRadarLoad))
        #expect(app.state.overlay == nil)
        app.send(.radar(.loaded(SampleRadar.approaching(place, now: app.now), baseMap: SampleRadar.baseMap), load: 1))
        #expect(app.state.overlay == nil)
    }

    @Test func aStaleLoadsEventIsDroppedByItsNumber() {
        let app = loaded()
        app.handle(.character("R"))
        app.handle(.escape)
        // Closing numbers off the load too: the next is the third.
        let effects = app.send(.keyPressed(.character("R")))
        #expect(effects.contains(.loadRadar(place, load: 3)))
        app.send(.radar(.failed(.frames(RadarSourcesFailure(last: .timedOut))), load: 1))
        #expect(app.state.overlay == .radar(.loading(around: place)))
        app.send(.radar(.loaded(SampleRadar.approaching(place, now: app.now), baseMap: SampleRadar.baseMap), load: 3))
        #expect(shown(app)?.frameIndex == 3)
    }

    @Test func aFailureSaysWhyAndRTriesAgain() {
        let app = loaded()
        app.handle(.character("R"))
        app.send(.radar(.failed(.frames(RadarSourcesFailure(last: .offline))), load: 1))
        #expect(app.state.overlay == .radar(.failed(.frames(RadarSourcesFailure(last: .offline)))))
        let effects = app.send(.keyPressed(.character("R")))
        #expect(effects.contains(.loadRadar(place, load: 3)))
        #expect(app.state.overlay == .radar(.loading(around: place)))
    }

    @Test func noFrameOfThePlaceIsNoCoverageNotAnEmptyMap() {
        let app = loaded()
        app.handle(.character("R"))
        app.send(.radar(.loaded(RadarLoop(source: "RainViewer", frames: []), baseMap: SampleRadar.baseMap), load: 1))
        #expect(app.state.overlay == .radar(.noCoverage(source: "RainViewer")))
    }

    @Test func qQuitsFromTheView() {
        let app = showingLoop()
        #expect(app.handle(.character("q")) == .quit)
    }

    @Test func withoutAPlaceOnScreenRDoesNothingAndInTheDemoItSaysItNeedsTheNetwork() {
        let waiting = DashboardDriver()
        waiting.start()
        #expect(!waiting.send(.keyPressed(.character("R"))).contains { if case .loadRadar = $0 { true } else { false } })
        #expect(waiting.state.overlay == nil)
        let demo = DashboardDriver()
        demo.loader.isDemo = true
        demo.start()
        demo.update(.loaded(report))
        let effects = demo.send(.keyPressed(.character("R")))
        #expect(!effects.contains { if case .loadRadar = $0 { true } else { false } })
        #expect(demo.state.overlay == .radar(.needsNetwork))
        demo.handle(.escape)
        #expect(demo.state.overlay == nil)
    }

    @Test func smallRStillRefreshes() {
        let app = loaded()
        let reloads = app.loader.reloads
        app.handle(.character("r"))
        #expect(app.loader.reloads == reloads + 1)
        #expect(app.state.overlay == nil)
    }
}
