import Testing
import WeatherCore
@testable import WeatherPresentation

/// Each row's marks say where it is listed from (`•` the place on screen, the digit of a recent place)
/// and whether it is pinned (`*`): the place on screen, pinned, has both.
@MainActor
@Suite struct PlacesMarksTests {
    static func row(_ name: String, pinned: PinnedPlaces) throws -> String {
        var state = SamplePlaces.state()
        state.pinnedPlaces = pinned
        return try #require(DashboardView().render(state).lines.first { $0.dropFirst().hasPrefix("│") && $0.contains(name) })
    }

    @Test func thePlaceOnScreenPinnedIsMarkedAsBoth() throws {
        let seoul = SampleReport.seoul.place
        #expect(try Self.row("Seoul, KR", pinned: PinnedPlaces([.place(seoul), .place(SamplePlaces.busan)])).contains("•* Seoul, KR"))
        #expect(try Self.row("Seoul, KR", pinned: PinnedPlaces([.place(SamplePlaces.busan)])).contains("•  Seoul, KR"))
    }

    @Test func aPinnedPlaceAndARecentOneHaveTheirMarks() throws {
        let pinned = PinnedPlaces([.place(SamplePlaces.busan)])
        #expect(try Self.row("Busan, KR", pinned: pinned).contains(" * Busan, KR"))
        #expect(try Self.row("London", pinned: pinned).contains("2  London"))
    }
}
