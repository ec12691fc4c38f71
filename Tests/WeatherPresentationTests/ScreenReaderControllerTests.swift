import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

/// The screen-reader form's keys and announcements, through the controller's update.
@MainActor
@Suite struct ScreenReaderControllerTests {
    let loader = FakeLoader()

    private func loaded(_ report: WeatherReport = SampleReport.seoul) -> DashboardDriver {
        let driver = DashboardDriver(loader: loader, screenReader: true)
        driver.start()
        driver.update(.loaded(report))
        driver.update(.finished(report))
        return driver
    }

    private func screen(_ driver: DashboardDriver) -> Grid {
        DashboardView().render(driver.state)
    }

    @Test func theArrowsMoveTheCursorALineAtATime() throws {
        let driver = loaded()
        let lines = ReadingPage(state: driver.state).lines
        #expect(screen(driver).cursor == CursorPosition(x: 0, y: 0))
        driver.handle(.down)
        driver.handle(.down)
        #expect(driver.state.reading.line == 2)
        let grid = screen(driver)
        let cursor = try #require(grid.cursor)
        #expect(grid.lines[cursor.y].hasPrefix(String(lines[2].prefix(30))))
        driver.handle(.up)
        #expect(driver.state.reading.line == 1)
        driver.handle(.end)
        #expect(driver.state.reading.line == lines.count - 1)
        driver.handle(.down)
        #expect(driver.state.reading.line == lines.count - 1, "no line past the last")
        driver.handle(.home)
        #expect(driver.state.reading == ReadingPosition())
        // The forecast's own scroll is not what moves.
        #expect(driver.state.scroll.offset == 0)
    }

    @Test func aRefreshAnnouncesItsTimeAndWhatChangedOnce() throws {
        let driver = loaded()
        driver.now = SampleReport.now.addingTimeInterval(600)
        driver.handle(.character("r"))
        #expect(screen(driver).lines.last?.hasPrefix("Refreshing…") == true)
        var fresh = SampleReport.seoul
        fresh.fetchedAt = driver.now
        fresh.current.humidity = 99
        driver.update(.loaded(fresh))
        driver.update(.finished(fresh))
        #expect(driver.state.announcement == "Updated 08:50. Humidity 99 percent.")
        #expect(screen(driver).lines.last?.hasPrefix("Updated 08:50. Humidity 99 percent.") == true)
        // The next refresh that changes nothing says only its time.
        driver.now = SampleReport.now.addingTimeInterval(1200)
        driver.handle(.character("r"))
        fresh.fetchedAt = driver.now
        driver.update(.loaded(fresh))
        #expect(driver.state.announcement == "Updated 09:00.")
    }

    @Test func anotherPlaceStartsAtTheTopWithNothingAnnounced() throws {
        let driver = loaded()
        driver.handle(.down)
        driver.handle(.down)
        var busan = SampleReport.seoul
        busan.place = Place(name: "Busan", region: "Busan", countryCode: "KR", coordinate: Coordinate(latitude: 35.18, longitude: 129.08)!)
        busan.fetchedAt = SampleReport.now.addingTimeInterval(60)
        driver.update(.loaded(busan))
        #expect(driver.state.reading == ReadingPosition())
        #expect(driver.state.announcement == nil)
        #expect(ReadingPage(state: driver.state).lines.first?.hasPrefix("Busan, KR: ") == true)
    }

    @Test func waitingIsOneLineThatIsNotRedrawn() {
        let driver = DashboardDriver(loader: loader, screenReader: true)
        driver.start()
        driver.update(.loading(SampleReport.seoul.place))
        #expect(!driver.state.isAnimating)
        let before = screen(driver)
        driver.advanceSpinner()
        #expect(screen(driver).changes(from: before).isEmpty)
        #expect(before.lines[0].hasPrefix("Loading weather for Seoul…"))
        #expect(before.lines.dropFirst().allSatisfy { $0.allSatisfy(\.isWhitespace) })
    }

    @Test func theHelpIsAListTheArrowsReadAndAnyOtherKeyCloses() {
        let driver = loaded()
        driver.handle(.character("?"))
        let page = ReadingPage(state: driver.state)
        #expect(page.lines.first == "Keys")
        #expect(page.lines.contains("r: refresh (re-locates unless the location is fixed)"))
        #expect(page.lines.contains("Up k / Down j: scroll the forecast one step"))
        driver.handle(.down)
        #expect(driver.state.panelReading.line == 1)
        #expect(driver.state.overlay == .help)
        driver.handle(.character("x"))
        #expect(driver.state.overlay == nil)
    }
}

/// What the tryout heard wrong: each list and panel said in words, and who made the forecast.
@MainActor
@Suite struct ScreenReaderWordingTests {
    private func page(_ report: WeatherReport, keys: [Key] = []) -> [String] {
        let driver = DashboardDriver(loader: FakeLoader(), screenReader: true)
        driver.start()
        driver.update(.loaded(report))
        driver.update(.finished(report))
        for key in keys { driver.handle(key) }
        return ReadingPage(state: driver.state).lines
    }

    /// On a fallback the listener hears whose forecast it is, and that today's range is the rest of today's.
    @Test func aFallbacksForecastIsNamedAndItsRangeIsTheRestOfToday() throws {
        let oslo = LocalTimeZone(identifier: "Europe/Oslo", secondsFromGMT: 3600)
        var report = SampleReport.metNorway(zone: oslo, fallback: ProviderFallback(from: .openMeteo, reason: .status(500)))
        report.current.todayRangeIsRestOfDay = true
        let lines = page(report)
        #expect(lines.contains("Open-Meteo: HTTP 500."))
        #expect(lines.contains("Weather data by MET Norway (CC BY 4.0)."), "\(lines)")
        let range = try #require(lines.first { $0.hasPrefix("Today between") })
        #expect(range.hasSuffix(" (rest of today)."), "\(range)")
    }

    /// Sixteen days hold each weekday more than once: each day is said with its date.
    @Test func theDaysAreSaidWithTheirDates() {
        let lines = page(SampleReport.seoul, keys: [.character("d")])
        #expect(lines.contains { $0.hasPrefix("Saturday 22 Nov, between") }, "\(lines)")
    }

    /// The warnings panel reads no mark: no "!" before an event and no "|" between its parts.
    @Test func theWarningsAreReadWithoutMarks() {
        let lines = page(SampleWarnings.denver(SampleWarnings.nws), keys: [.character("!")])
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { !$0.hasPrefix("! ") && !$0.contains(" | ") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("Winter Storm Warning, until ") }, "\(lines)")
    }

    /// A message that ends its own sentence gets no second stop, and a new list is read from its name.
    @Test func anotherListIsReadFromItsNameWithOneStopPerSentence() throws {
        let driver = DashboardDriver(loader: FakeLoader(), screenReader: true)
        driver.start()
        driver.update(.loaded(SampleReport.seoul))
        driver.handle(.character("d"))
        driver.handle(.end)
        driver.handle(.character("m"))
        let page = ReadingPage(state: driver.state)
        #expect(page.lines.allSatisfy { !$0.hasSuffix("..") }, "\(page.lines)")
        #expect(page.lines[page.position.line] == "Sea.", "\(page.lines[page.position.line])")
    }
}
