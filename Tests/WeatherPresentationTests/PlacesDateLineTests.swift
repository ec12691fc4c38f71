import Testing
import WeatherCore
@testable import WeatherPresentation

/// Apia (UTC+13) and Pago Pago (UTC−11) read the same clock a day apart: a row whose date is not the
/// place on screen's says its weekday; one on the same date shows the time alone.
@MainActor
@Suite struct PlacesDateLineTests {
    static let apia = SamplePlaces.place("Apia", "Tuamasaga", "WS", -13.8333, -171.7667)
    static let pagoPago = SamplePlaces.place("Pago Pago", "Eastern District", "AS", -14.2781, -170.7025)

    @Test func aRowOnAnotherDaySaysItsWeekday() throws {
        var state = SamplePlaces.state()
        state.size = TerminalSize(columns: 120, rows: 40)
        state.recentPlaces = [SampleReport.seoul.place, Self.apia, Self.pagoPago]
        state.pinnedPlaces = PinnedPlaces()
        state.placeRows = [
            PlaceEntry.place(Self.apia).key: PlaceRow(glance: .success(SamplePlaces.glance(offset: 13 * 3600, 27, .clear, high: 30, low: 25, chance: 0.2))),
            PlaceEntry.place(Self.pagoPago).key: PlaceRow(glance: .success(SamplePlaces.glance(offset: -11 * 3600, 27, .clear, high: 30, low: 25, chance: 0.2))),
        ]
        let lines = DashboardView().render(state).lines
        // 08:40 on Saturday in Seoul: 12:40 on Saturday in Apia, 12:40 on Friday in Pago Pago.
        let apia = try #require(lines.first { $0.contains("Apia") })
        let pagoPago = try #require(lines.first { $0.contains("Pago Pago") })
        #expect(apia.contains(" 12:40") && !apia.contains("Sat 12:40"), "\(apia)")
        #expect(pagoPago.contains("Fri 12:40"), "\(pagoPago)")
    }
}
