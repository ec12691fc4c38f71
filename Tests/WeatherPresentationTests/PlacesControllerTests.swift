import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

/// The places view's keys through the update function: what opening it asks for, how the selection
/// moves, what Enter, `*`, the digits, Esc, q and a click do, and how the rows' load fills it in.
@MainActor
@Suite struct PlacesControllerTests {
    let report = SampleReport.seoul
    let busan = SamplePlaces.busan
    let london = SamplePlaces.london

    /// Seoul loaded; Busan and the name "Atlantis" pinned; London and Seoul recent.
    private func loaded(isDemo: Bool = false) -> DashboardDriver {
        let app = DashboardDriver()
        app.loader.isDemo = isDemo
        app.loader.recentPlaces = RecentPlaces([london])
        app.send(.servicesStarted(
            recentPlaces: app.loader.recentPlaces.places, isDemo: isDemo,
            pinnedPlaces: PinnedPlaces([.place(busan), .name("Atlantis")])
        ))
        app.update(.loaded(report))
        return app
    }

    @Test func pOpensTheViewOnThePlaceOnScreenAndAsksForTheOthersRows() {
        let app = loaded()
        #expect(app.state.recentPlaces == [report.place, london])
        let others: [PlaceEntry] = [.place(busan), .name("Atlantis"), .place(london)]
        app.expect(.keyPressed(.character("p")), effects: [.loadPlaces(others, load: 1)]) {
            $0.state.overlay = .places(selection: 0)
            $0.placesLoad = 1
            $0.placesLoading = others
        }
        #expect(app.state.placeListings.map(\.kind) == [.current, .pinned, .pinned, .recent(number: 2)])
        // The place on screen is its report; the others load.
        #expect(app.state.placeRow(for: app.state.placeListings[0]) == PlaceRow(glance: .success(PlaceGlance(report: report))))
        #expect(app.state.placeRow(for: app.state.placeListings[1]) == nil)
    }

    @Test func theRowsFillInAndANameFoundIsPinnedAsItsPlace() {
        let app = loaded()
        app.handle(.character("p"))
        let atlantis = Place(name: "Atlantis", countryCode: "GR", coordinate: Coordinate(latitude: 36.4, longitude: 25.4)!)
        let pinned = PinnedPlaces([.place(busan), .place(atlantis)])
        app.expect(.places(.found(name: "Atlantis", place: atlantis), load: 1), effects: [.changePinnedPlaces(.found(name: "Atlantis", place: atlantis))]) {
            $0.state.pinnedPlaces = pinned
        }
        let row = PlaceRow(glance: .success(SamplePlaces.glance(offset: 32400, 9.8, .rain, high: 14.5, low: 6.3, chance: 1)))
        let failed = PlaceRow(glance: .failure(.weather(.timedOut)))
        app.expect(.places(.rows([PlaceEntry.place(busan).key: row, PlaceEntry.place(atlantis).key: failed]), load: 1), effects: []) {
            $0.state.placeRows = [PlaceEntry.place(busan).key: row, PlaceEntry.place(atlantis).key: failed]
        }
        #expect(app.state.placeRow(for: app.state.placeListings[2]) == failed)
    }

    /// The view opened again while its load is under way for the same places leaves that load going; for
    /// other places (one unpinned meanwhile) a new load replaces it, and what the one before still sends
    /// is dropped; once a load is over, the same places are asked for again.
    @Test func aLoadReplacedByALaterOneIsNotHeard() {
        let app = loaded()
        app.handle(.character("p"))
        app.handle(.escape)
        app.expect(.keyPressed(.character("p")), effects: []) { $0.state.overlay = .places(selection: 0) }
        app.handle(.end)
        app.handle(.character("k"))
        app.handle(.character("*"))
        app.handle(.escape)
        let others: [PlaceEntry] = [.place(busan), .place(london)]
        app.expect(.keyPressed(.character("p")), effects: [.loadPlaces(others, load: 2)]) {
            $0.state.overlay = .places(selection: 0)
            $0.placesLoad = 2
            $0.placesLoading = others
        }
        let late = PlaceRow(glance: .failure(.weather(.timedOut)))
        app.expect(.places(.rows([PlaceEntry.place(busan).key: late]), load: 1), effects: [])
        app.expect(.places(.finished, load: 1), effects: [])
        app.expect(.places(.finished, load: 2), effects: []) { $0.placesLoading = nil }
        app.handle(.escape)
        app.expect(.keyPressed(.character("p")), effects: [.loadPlaces(others, load: 3)]) {
            $0.state.overlay = .places(selection: 0)
            $0.placesLoad = 3
            $0.placesLoading = others
        }
    }

    @Test func theSelectionMovesWithinTheRows() {
        let app = loaded()
        app.handle(.character("p"))
        app.handle(.up)
        #expect(app.state.overlay == .places(selection: 0))
        app.handle(.down)
        app.handle(.character("j"))
        #expect(app.state.overlay == .places(selection: 2))
        app.handle(.end)
        #expect(app.state.overlay == .places(selection: 3))
        app.handle(.down)
        #expect(app.state.overlay == .places(selection: 3))
        app.handle(.character("g"))
        #expect(app.state.overlay == .places(selection: 0))
        // A key the view does not take does nothing, not what it does on the main screen.
        #expect(app.handle(.character("d")) == .ignored)
        #expect(app.state.listMode == .threeHour)
    }

    /// Enter switches as a recent place's digit does: the old place stays on screen until the new one
    /// has loaded, and stays for good when it fails.
    @Test func enterOpensTheSelectedPlaceOnTheTermsOfAnyChange() {
        let app = loaded()
        app.handle(.character("p"))
        app.handle(.down)
        app.expect(.keyPressed(.enter), effects: [.changePlace(busan, load: 2), .armTimer(.spinner, after: .milliseconds(100))]) {
            $0.state.overlay = nil
            $0.dataSourceLoad = 2
            $0.state.isLoading = true
            $0.state.isChangingLocation = true
            $0.state.phase = .loaded(LoadedWeather(report: report, isRefreshing: true))
            $0.timers[.spinner] = app.now.addingTimeInterval(0.1)
        }
        app.update(.changeFailed(.weather(.timedOut)))
        #expect(app.state.report == report)
        #expect(app.state.overlay == .refreshFailure(.weather(.timedOut)))
    }

    /// A pinned name whose search found nothing: Enter keeps the view open, searches nothing, and the
    /// bottom line says why.
    @Test func enterOnAPinnedNameNotFoundSaysWhy() {
        let app = loaded()
        app.handle(.character("p"))
        app.send(.places(.rows([PlaceEntry.name("Atlantis").key: PlaceRow(glance: .failure(.location(.noMatch("Atlantis"))))]), load: 1))
        app.handle(.down)
        app.handle(.down)
        app.handle(.enter)
        #expect(app.loader.changes.isEmpty)
        #expect(app.state.overlay == .places(selection: 2))
        let bottom = DashboardView().render(app.state).lines.last ?? ""
        #expect(bottom.contains("No place called 'Atlantis' was found"), "\(bottom)")
    }

    @Test func enterOnAPinnedNameSearchesForIt() {
        let app = loaded()
        app.handle(.character("p"))
        app.handle(.down)
        app.handle(.down)
        app.handle(.enter)
        #expect(app.loader.changes == [.query(.name("Atlantis"))])
    }

    @Test func enterOnThePlaceOnScreenOnlyClosesTheView() {
        let app = loaded()
        app.handle(.character("p"))
        app.expect(.keyPressed(.enter), effects: []) { $0.state.overlay = nil }
    }

    @Test func escAndPCloseQQuits() {
        let app = loaded()
        app.handle(.character("p"))
        app.handle(.escape)
        #expect(app.state.overlay == nil)
        app.handle(.character("p"))
        app.handle(.character("p"))
        #expect(app.state.overlay == nil)
        app.handle(.character("p"))
        #expect(app.handle(.character("q")) == .quit)
    }

    @Test func aDigitSwitchesToThatRecentPlaceAsOnTheMainScreen() {
        let app = loaded()
        app.handle(.character("p"))
        app.handle(.character("2"))
        #expect(app.state.overlay == nil)
        #expect(app.loader.changes == [.place(london)])
        app.handle(.character("p"))
        app.handle(.character("7"))
        #expect(app.state.notice == .noRecentPlace(7))
    }

    @Test func starPinsAndUnpinsThePlaceOnScreen() {
        let app = loaded()
        let pinned = PinnedPlaces([.place(busan), .name("Atlantis"), .place(report.place)])
        app.expect(.keyPressed(.character("*")), effects: [.changePinnedPlaces(.pin(.place(report.place)))]) {
            $0.state.pinnedPlaces = pinned
            $0.state.notice = .pinned("Seoul")
        }
        app.expect(.keyPressed(.character("*")), effects: [.changePinnedPlaces(.unpin(.place(report.place)))]) {
            $0.state.pinnedPlaces = PinnedPlaces([.place(busan), .name("Atlantis")])
            $0.state.notice = .unpinned("Seoul")
        }
    }

    /// A pinned place that is a recent one too is listed among the pinned ones with the digit that
    /// switches to it: "2*".
    @Test func aPinnedRecentPlaceKeepsItsDigit() {
        let app = loaded()
        app.handle(.character("p"))
        app.handle(.end)
        app.handle(.character("*"))
        #expect(app.state.placeListings.map(\.kind) == [.current, .pinned, .pinned, .recent(number: 2)])
        let row = DashboardView().render(app.state).lines.first { $0.contains("London") }
        #expect(row?.contains(">2* London") == true, "\(row ?? "no row")")
    }

    @Test func starInTheViewPinsOrUnpinsTheSelectedRow() {
        let app = loaded()
        app.handle(.character("p"))
        app.handle(.end)
        app.handle(.character("*"))
        #expect(app.state.pinnedPlaces == PinnedPlaces([.place(busan), .name("Atlantis"), .place(london)]))
        #expect(app.state.placeListings.map(\.entry) == [.place(report.place), .place(busan), .name("Atlantis"), .place(london)])
        app.handle(.character("k"))
        app.handle(.character("*"))
        #expect(app.state.pinnedPlaces == PinnedPlaces([.place(busan), .place(london)]))
        #expect(app.state.notice == .unpinned("Atlantis"))
        #expect(app.state.overlay == .places(selection: 2))
    }

    /// Pinning a recent place moves its row up among the pinned ones: the selection follows it, so a
    /// second `*` unpins the same place instead of pinning the one that slid under the cursor.
    @Test func theSelectionFollowsThePlaceAStarMoves() {
        let springfield = SamplePlaces.springfield
        let app = DashboardDriver()
        app.loader.recentPlaces = RecentPlaces([london, springfield])
        app.send(.servicesStarted(
            recentPlaces: app.loader.recentPlaces.places, isDemo: false, pinnedPlaces: PinnedPlaces([.place(busan), .name("Atlantis")])
        ))
        app.update(.loaded(report))
        app.handle(.character("p"))
        app.handle(.end)
        #expect(app.state.placeListings.last?.entry == .place(springfield))
        app.handle(.character("*"))
        #expect(app.state.placeListings.map(\.entry) == [.place(report.place), .place(busan), .name("Atlantis"), .place(springfield), .place(london)])
        #expect(app.state.overlay == .places(selection: 3))
        app.handle(.character("*"))
        #expect(app.state.pinnedPlaces == PinnedPlaces([.place(busan), .name("Atlantis")]))
        #expect(app.state.notice == .unpinned("Springfield"))
        #expect(app.state.overlay == .places(selection: 4))
    }

    /// A place pinned by its coordinates, named by the rows' load, is listed and kept with its name.
    @Test func aPinnedCoordinateNamedByTheLoadKeepsTheName() {
        let app = DashboardDriver()
        let spot = Place(coordinate: Coordinate(latitude: 52.52, longitude: 13.41)!)
        app.send(.servicesStarted(recentPlaces: [], isDemo: false, pinnedPlaces: PinnedPlaces([.place(spot)])))
        app.update(.loaded(report))
        app.handle(.character("p"))
        let named = Place(name: "Mitte", region: "Berlin", countryCode: "DE", coordinate: spot.coordinate)
        let pinned = PinnedPlaces([.place(named)])
        app.expect(.places(.named(named), load: 1), effects: [.changePinnedPlaces(.named(named))]) {
            $0.state.pinnedPlaces = pinned
        }
        #expect(app.state.placeListings.map(\.entry.shortName) == ["Seoul", "Mitte"])
    }

    /// `--demo` has one place and asks the network for nothing.
    @Test func theDemoAsksForNoRows() {
        let app = loaded(isDemo: true)
        app.expect(.keyPressed(.character("p")), effects: []) { $0.state.overlay = .places(selection: 0) }
    }

    @Test func aClickOnARowOpensIt() {
        let app = loaded()
        app.handle(.character("p"))
        let layout = PlacesView(state: app.state, selection: 0).layout(in: DashboardLayout(size: app.state.size).body)
        app.handle(.mouse(MouseEvent(.press(.left), x: layout.inner.x + 5, y: layout.inner.y + 3)))
        #expect(app.loader.changes == [.place(london)])
        #expect(app.state.overlay == nil)
    }

    /// A place pinned by its coordinates (the config file's "52.52,13.41") takes the name the place got
    /// when it was loaded.
    @Test func aPlacePinnedByItsCoordinatesTakesTheNameItWasLoadedWith() {
        let app = DashboardDriver()
        let unnamed = Place(coordinate: Coordinate(latitude: 51.51, longitude: -0.13)!)
        app.send(.servicesStarted(recentPlaces: [london], isDemo: false, pinnedPlaces: PinnedPlaces([.place(unnamed)])))
        app.update(.loaded(report))
        #expect(app.state.placeListings.map(\.entry.shortName) == ["Seoul", "London"])
        #expect(app.state.placeListings[1].entry.key == PlaceEntry.place(unnamed).key)
    }
}
