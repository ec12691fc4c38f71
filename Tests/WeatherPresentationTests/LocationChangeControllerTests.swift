import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

/// The location prompt, the pick list, recent places, and the rule that a change takes effect only
/// once it has loaded.
@MainActor
@Suite struct LocationChangeControllerTests {
    let loader = FakeLoader()
    let report = SampleReport.seoul
    let springfields = [
        Place(name: "Springfield", region: "Missouri", countryCode: "US", coordinate: Coordinate(latitude: 37.2, longitude: -93.3)!),
        Place(name: "Springfield", region: "Massachusetts", countryCode: "US", coordinate: Coordinate(latitude: 42.1, longitude: -72.6)!),
        Place(name: "Springfield", region: "Illinois", countryCode: "US", coordinate: Coordinate(latitude: 39.8, longitude: -89.6)!),
    ]
    let busan = Place(name: "Busan", region: "Busan", countryCode: "KR", coordinate: Coordinate(latitude: 35.18, longitude: 129.08)!)

    private func makeController() -> DashboardDriver {
        DashboardDriver(loader: loader, units: .metric, language: .english, size: TerminalSize(columns: 80, rows: 24))
    }

    private func loadedController() -> DashboardDriver {
        let controller = makeController()
        controller.start()
        controller.update(.loaded(report))
        return controller
    }

    private func type(_ text: String, into controller: DashboardDriver) {
        for character in text { _ = controller.handle(.character(character)) }
    }

    private func report(at place: Place) -> WeatherReport {
        var moved = report
        moved.place = place
        return moved
    }

    private func promptOf(_ controller: DashboardDriver) -> LocationPrompt? {
        if case let .locationPrompt(prompt) = controller.state.overlay { return prompt }
        return nil
    }

    @Test func severalMatchesOfferAPickListAndTheSecondLoads() {
        let controller = loadedController()
        _ = controller.handle(.character("l"))
        type("Springfield", into: controller)
        _ = controller.handle(.enter)
        controller.update(.changeFailed(.location(.ambiguous("Springfield", matches: springfields))))
        #expect(promptOf(controller)?.picker == PlacePicker(name: "Springfield", matches: springfields))
        #expect(controller.state.phase == .loaded(LoadedWeather(report: report)))
        #expect(!controller.state.isAnimating)

        _ = controller.handle(.down)
        #expect(promptOf(controller)?.picker?.selection == 1)
        _ = controller.handle(.enter)
        #expect(loader.changes.last == .place(springfields[1]))
        #expect(promptOf(controller)?.activity == .loading("Springfield, Massachusetts, US"))
        // Until the new place's weather is in, the old place is the one on screen.
        controller.update(.loading(springfields[1]))
        #expect(controller.state.report == report)
        controller.update(.loaded(report(at: springfields[1])))
        #expect(controller.state.overlay == nil)
        #expect(controller.state.report?.place == springfields[1])
    }

    @Test func escapeInThePickListGoesBackToThePromptWithTheText() {
        let controller = loadedController()
        _ = controller.handle(.character("l"))
        type("Springfield", into: controller)
        _ = controller.handle(.enter)
        controller.update(.changeFailed(.location(.ambiguous("Springfield", matches: springfields))))
        _ = controller.handle(.escape)
        #expect(controller.state.overlay == .locationPrompt(LocationPrompt(text: "Springfield")))
        _ = controller.handle(.escape)
        #expect(controller.state.overlay == nil)
    }

    @Test func aDigitInThePickListLoadsThatMatch() {
        let controller = loadedController()
        _ = controller.handle(.character("l"))
        type("Springfield", into: controller)
        _ = controller.handle(.enter)
        controller.update(.changeFailed(.location(.ambiguous("Springfield", matches: springfields))))
        #expect(controller.handle(.character("7")) == .ignored)
        _ = controller.handle(.character("3"))
        #expect(loader.changes.last == .place(springfields[2]))
        #expect(promptOf(controller)?.picker?.selection == 2)
    }

    @Test func aFailedChangeAnswersInThePromptAndKeepsTheOldPlace() {
        let controller = loadedController()
        _ = controller.handle(.character("l"))
        type("Sprngfield", into: controller)
        _ = controller.handle(.enter)
        controller.update(.locating(.search("Sprngfield")))
        #expect(promptOf(controller)?.activity == .locating(.search("Sprngfield")))
        controller.update(.changeFailed(.location(.noMatch("Sprngfield"))))
        #expect(promptOf(controller) == LocationPrompt(text: "Sprngfield", error: "No place called 'Sprngfield' was found"))
        // The old data is neither stale nor refreshing.
        #expect(controller.state.phase == .loaded(LoadedWeather(report: report)))
        _ = controller.handle(.escape)
        _ = controller.handle(.character("r"))
        #expect(loader.reloads == 2)
        #expect(controller.state.phase == .loaded(LoadedWeather(report: report, isRefreshing: true)))
    }

    @Test func escapeDuringASearchCancelsTheSearchAndTheChange() {
        let controller = loadedController()
        _ = controller.handle(.character("l"))
        type("London", into: controller)
        _ = controller.handle(.enter)
        controller.update(.locating(.search("London")))
        #expect(controller.handle(.escape) == .handled)
        #expect(loader.cancels == 1)
        #expect(loader.reloads == 1)
        #expect(controller.state.overlay == nil)
        #expect(controller.state.phase == .loaded(LoadedWeather(report: report)))
        #expect(!controller.state.isAnimating)
        // The next Esc quits, as on any main screen.
        #expect(controller.handle(.escape) == .quit)
    }

    /// What a load called off had said before it was (still on its way to the update) is not heard.
    @Test func aStepOfALoadCalledOffIsNotHeard() {
        let controller = loadedController()
        _ = controller.handle(.character("l"))
        type("London", into: controller)
        _ = controller.handle(.enter)
        let change = controller.controller.dataSourceLoad
        _ = controller.handle(.escape)
        #expect(loader.cancels == 1)
        controller.expect(.dataSource(.loaded(report(at: busan)), load: change), effects: [])
        #expect(controller.state.report == report)
    }

    /// A change of place asked for during a refresh replaces it: the refresh's weather, arriving after,
    /// is not heard; the change's is.
    @Test func aStepOfALoadReplacedByALaterOneIsNotHeard() {
        let controller = loadedController()
        _ = controller.handle(.character("r"))
        let refresh = controller.controller.dataSourceLoad
        _ = controller.handle(.character("l"))
        type("Busan", into: controller)
        _ = controller.handle(.enter)
        #expect(controller.controller.dataSourceLoad == refresh + 1)
        controller.expect(.dataSource(.loaded(report), load: refresh), effects: [])
        #expect(controller.state.isLoading)
        controller.update(.loaded(report(at: busan)))
        #expect(controller.state.report == report(at: busan))
        #expect(!controller.state.isLoading)
    }

    @Test func escapeInThePickListWhileTheChoiceLoadsCancelsIt() {
        let controller = loadedController()
        _ = controller.handle(.character("l"))
        type("Springfield", into: controller)
        _ = controller.handle(.enter)
        controller.update(.changeFailed(.location(.ambiguous("Springfield", matches: springfields))))
        _ = controller.handle(.enter)
        #expect(controller.state.isLoading)
        _ = controller.handle(.escape)
        #expect(loader.cancels == 1)
        #expect(controller.state.overlay == nil)
        #expect(controller.state.phase == .loaded(LoadedWeather(report: report)))
    }

    @Test func aCancelledChangeThatCutARefreshShortStartsTheRefreshAgain() {
        let controller = loadedController()
        _ = controller.handle(.character("r"))
        #expect(loader.reloads == 2)
        _ = controller.handle(.character("l"))
        type("London", into: controller)
        _ = controller.handle(.enter)
        _ = controller.handle(.escape)
        #expect(loader.cancels == 0)
        #expect(loader.reloads == 3)
        #expect(controller.state.phase == .loaded(LoadedWeather(report: report, isRefreshing: true)))
    }

    @Test func digitsSwitchToRecentPlaces() {
        loader.recentPlaces = RecentPlaces([report.place, busan])
        let controller = loadedController()
        #expect(controller.state.recentPlaces == [report.place, busan])
        // A number with no place says so in the key bar's place.
        #expect(controller.handle(.character("3")) == .handled)
        #expect(controller.state.notice == .noRecentPlace(3))
        #expect(loader.changes.isEmpty)
        #expect(controller.handle(.character("2")) == .handled)
        #expect(controller.state.notice == nil)
        #expect(loader.changes == [.place(busan)])
        #expect(controller.state.phase == .loaded(LoadedWeather(report: report, isRefreshing: true)))
        controller.update(.changeFailed(.weather(.timedOut)))
        #expect(controller.state.report == report)
    }

    @Test func aDigitDuringARefreshSwitchesPlaceInsteadOfBeingDropped() {
        loader.recentPlaces = RecentPlaces([report.place, busan])
        let controller = loadedController()
        _ = controller.handle(.character("r"))
        #expect(controller.state.isLoading)
        #expect(controller.handle(.character("2")) == .handled)
        #expect(loader.changes == [.place(busan)])
        controller.update(.loaded(self.report(at: busan)))
        #expect(controller.state.report?.place == busan)
    }

    @Test func aRecentPlaceIsChosenInThePromptByItsNumber() {
        loader.recentPlaces = RecentPlaces([report.place, busan])
        let controller = loadedController()
        _ = controller.handle(.character("l"))
        type("4", into: controller)
        _ = controller.handle(.enter)
        #expect(promptOf(controller)?.error == "There is no recent place 4")
        _ = controller.handle(.backspace)
        type("2", into: controller)
        _ = controller.handle(.enter)
        #expect(loader.changes == [.place(busan)])
    }

    /// The list is kept as the data source keeps its own: each report made current goes first.
    @Test func theRecentPlacesFollowEachLoad() {
        let controller = loadedController()
        #expect(controller.state.recentPlaces == [report.place])
        controller.update(.loaded(report(at: busan)))
        #expect(controller.state.recentPlaces == [busan, report.place])
        // The place-name feed names the place better: its entry takes the name.
        let named = Place(name: "Busan-si", region: "Busan", countryCode: "KR", coordinate: busan.coordinate)
        controller.update(.amended(report(at: named)))
        #expect(controller.state.recentPlaces == [named, report.place])
    }

    @Test func aFirstLoadWithSeveralMatchesOpensOnThePickList() {
        let controller = makeController()
        controller.start()
        controller.update(.locating(.search("Springfield")))
        #expect(controller.state.phase == .locating(.search("Springfield")))
        let failure = LoadFailure.location(.ambiguous("Springfield", matches: springfields))
        controller.update(.failed(failure))
        #expect(controller.state.phase == .failed(failure))
        #expect(promptOf(controller)?.picker?.matches == springfields)
        #expect(!controller.state.isAnimating)
        _ = controller.handle(.enter)
        #expect(loader.changes == [.place(springfields[0])])
    }

    @Test func cancellingAChangeWithoutDataKeepsTheFailureScreen() {
        let controller = makeController()
        controller.start()
        controller.update(.failed(.location(.noLocation)))
        _ = controller.handle(.character("l"))
        type("Busan", into: controller)
        _ = controller.handle(.enter)
        controller.update(.loading(busan))
        _ = controller.handle(.escape)
        #expect(loader.cancels == 1)
        #expect(controller.state.phase == .failed(.location(.noLocation)))
        #expect(controller.state.overlay == nil)
    }

    @Test func cancellingAChangeDuringTheFirstLoadStartsTheFirstLoadAgain() {
        let controller = makeController()
        controller.start()
        _ = controller.handle(.character("l"))
        type("Busan", into: controller)
        _ = controller.handle(.enter)
        _ = controller.handle(.escape)
        #expect(loader.reloads == 2)
        #expect(controller.state.phase == .locating(nil))
    }

    @Test func theDemoSaysSearchingNeedsTheNetwork() {
        loader.isDemo = true
        let controller = loadedController()
        _ = controller.handle(.character("l"))
        let notice = "Searching for a place needs the network; the demo uses none"
        #expect(promptOf(controller)?.error == notice)
        type("Busan", into: controller)
        _ = controller.handle(.enter)
        #expect(promptOf(controller)?.error == notice)
        #expect(loader.changes.isEmpty)
    }
}
