import Foundation
import WeatherCore
@testable import WeatherPresentation

/// The places view's places and rows at the sample's moment (08:40 in Seoul): Seoul on screen, Busan and
/// a name that finds nothing pinned, and four recent places, one approximate, one loading, one failed.
enum SamplePlaces {
    static let now = SampleReport.now

    static func place(_ name: String, _ region: String, _ code: String, _ latitude: Double, _ longitude: Double, approximate: Bool = false) -> Place {
        Place(name: name, region: region, countryCode: code, isApproximate: approximate, coordinate: Coordinate(latitude: latitude, longitude: longitude)!)
    }

    static let busan = place("Busan", "Busan", "KR", 35.1796, 129.0756)
    static let london = place("London", "England", "GB", 51.5073, -0.1276)
    static let mountainView = place("Mountain View", "California", "US", 37.3861, -122.0839, approximate: true)
    static let springfield = place("Springfield", "Missouri", "US", 37.2082, -93.2923)
    static let reykjavik = place("Reykjavík", "Capital Region", "IS", 64.146, -21.942)

    static func glance(
        offset: Int, _ temperature: Double, _ condition: WeatherCondition, day: Bool = true, high: Double, low: Double, chance: Double?
    ) -> PlaceGlance {
        PlaceGlance(
            timeZone: LocalTimeZone(secondsFromGMT: offset), temperature: temperature, condition: condition, isDaytime: day,
            todayHigh: high, todayLow: low, todayChance: chance, observedAt: now.addingTimeInterval(-600), provider: .openMeteo,
            fetchedAt: now.addingTimeInterval(-120)
        )
    }

    static let rows: [String: PlaceRow] = [
        PlaceEntry.place(busan).key: PlaceRow(
            glance: .success(glance(offset: 32400, 9.8, .rain, high: 14.5, low: 6.3, chance: 1)),
            warnings: WeatherWarnings(source: "KMA", warnings: [SampleWarnings.nws[0]], fetchedAt: now)
        ),
        PlaceEntry.name("Atlantis").key: PlaceRow(glance: .failure(.location(.noMatch("Atlantis")))),
        PlaceEntry.place(london).key: PlaceRow(glance: .success(glance(offset: 0, 6.2, .clear, day: false, high: 11.4, low: 5.7, chance: 0.19))),
        PlaceEntry.place(mountainView).key: PlaceRow(
            glance: .success(glance(offset: -28800, 15.6, .partlyCloudy, high: 17.1, low: 9.2, chance: nil))
        ),
        PlaceEntry.place(reykjavik).key: PlaceRow(glance: .failure(.weather(.timedOut))),
    ]

    /// The dashboard showing Seoul, with the places view open on row `selection`.
    static func state(language: Language = .english, glyphs: Glyphs = .unicode, selection: Int = 1) -> ScreenState {
        var state = ScreenState(units: .metric, language: language, size: TerminalSize(columns: 80, rows: 24), glyphs: glyphs)
        state.phase = .loaded(LoadedWeather(report: SampleReport.seoul))
        state.now = now
        state.pinnedPlaces = PinnedPlaces([.place(busan), .name("Atlantis")])
        state.recentPlaces = [SampleReport.seoul.place, london, mountainView, springfield, reykjavik]
        state.placeRows = rows
        state.overlay = .places(selection: selection)
        return state
    }
}
