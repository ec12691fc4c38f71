import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

/// The places view (`p`) rendered at three sizes and compared with the text files in `Golden/`, as
/// `GoldenScreenTests` does: 40×12 shows the name and the temperature (and what else fits), 120×40 every
/// column.
@Suite struct PlacesGoldenTests {
    enum Screen: String, CaseIterable, CustomTestStringConvertible {
        case places, placesKorean, placesJapanese, placesASCII, placesTwelveHourLastSelected, placesEmpty, placesPinnedNotice

        var testDescription: String { rawValue }

        var state: ScreenState {
            var state = SamplePlaces.state()
            switch self {
            case .places:
                break
            case .placesKorean:
                state.language = .korean
            case .placesJapanese:
                state.language = .japanese
            case .placesASCII:
                state.glyphs = Glyphs(.ascii)
            case .placesTwelveHourLastSelected:
                state.clockFormat = .twelveHour
                state.overlay = .places(selection: 6)
            case .placesEmpty:
                state = ScreenState(units: .metric, language: .english, size: TerminalSize(columns: 80, rows: 24))
                state.phase = .failed(.weather(.offline))
                state.overlay = .places(selection: 0)
            case .placesPinnedNotice:
                state.overlay = nil
                state.notice = .pinned("Seoul")
            }
            return state
        }
    }

    @Test(arguments: Screen.allCases, GoldenScreenTests.sizes)
    func screenMatchesGolden(screen: Screen, size: TerminalSize) throws {
        var state = screen.state
        state.size = size
        state.resetScroll()
        let grid = DashboardView().render(state)
        #expect(grid.lines.allSatisfy { DisplayWidth.of($0) == size.columns }, "a row is not exactly \(size.columns) columns wide")
        let name = "\(screen.rawValue)-\(size.columns)x\(size.rows)"
        let lines = state.glyphs.mode == .ascii ? grid.lines.map(GoldenScreenTests.lineDrawingAsASCII) : grid.lines
        try GoldenScreenTests().compare(GoldenScreenTests.trimmed(lines, padding: " "), with: "\(name).txt")
        try GoldenScreenTests().compare(GoldenScreenTests.trimmed(StyleMask.rows(of: grid), padding: "."), with: "\(name).styles.txt")
    }

    /// Every column from 100 columns on; at 40 the name and the temperature stay.
    @Test func theColumnsThatFit() {
        var state = SamplePlaces.state()
        state.size = TerminalSize(columns: 100, rows: 30)
        let wide = PlacesView(state: state, selection: 1).layout(in: DashboardLayout(size: state.size).body)
        #expect(wide.columns == Set(PlacesView.Column.allCases))
        state.size = TerminalSize(columns: 40, rows: 12)
        let narrow = PlacesView(state: state, selection: 1).layout(in: DashboardLayout(size: state.size).body)
        #expect(!narrow.columns.contains(.range) && !narrow.columns.contains(.chance))
        let text = DashboardView().render(state).lines.joined(separator: "\n")
        for expected in ["Seoul", "Busan", "10°C", "6°C", "16°C"] {
            #expect(text.contains(expected), "\(expected) is not on the 40×12 screen:\n\(text)")
        }
    }
}
