import Foundation
import Testing
@testable import WeatherCore
@testable import WeatherPresentation

/// Each glyph set keeps the widths the layout counts on, and ascii stays 7-bit.
@Suite struct GlyphsTests {
    static let conditions = WeatherCondition.allCases

    /// A place known by its coordinates alone (until its name fills in) is titled in 7-bit text too.
    @Test func anUnnamedPlaceIsTitledInASCII() {
        var report = SampleReport.seoul
        report.place = Place(coordinate: report.place.coordinate)
        var state = ScreenState(units: .metric, language: .english, size: TerminalSize(columns: 80, rows: 24), glyphs: Glyphs(.ascii))
        state.phase = .loaded(LoadedWeather(report: report))
        let grid = DashboardView().render(state)
        // The borders are box-drawing cells the backend turns into the line-drawing set; the text is ASCII.
        #expect(grid.lines[0].contains(" 37.57N 126.98E "), "\(grid.lines[0])")
    }

    /// And so is the terminal window's title, which the screen's 7-bit check does not see.
    @Test func anUnnamedPlacesWindowTitleIsASCII() {
        var report = SampleReport.seoul
        report.place = Place(coordinate: report.place.coordinate)
        var state = ScreenState(units: .metric, language: .english, size: TerminalSize(columns: 80, rows: 24), glyphs: Glyphs(.ascii))
        state.phase = .loaded(LoadedWeather(report: report))
        let title = WindowTitle.text(for: state)
        #expect(title.hasPrefix("37.57N 126.98E "), "\(title)")
        #expect(title.unicodeScalars.allSatisfy { $0.isASCII }, "\(title)")
    }

    /// Every `symbol_code` in MET Norway's legend of weather symbols (the core tests' fixture) shows as its
    /// condition's glyph, by day or night as its variant says: none is drawn as an unknown condition.
    @Test(arguments: IconMode.allCases)
    func everyMETNorwaySymbolHasAGlyph(mode: IconMode) throws {
        let legend = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("WeatherCoreTests/Fixtures/metno-weathericons-legend.csv")
        let glyphs = Glyphs(mode)
        let unknown = glyphs.symbol(.unknown, isDaytime: true)
        var codes = 0
        for line in try String(contentsOf: legend, encoding: .utf8).split(separator: "\n").dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            let base = fields[0].trimmingCharacters(in: .whitespaces)
            for code in fields[5] == "1" ? ["\(base)_day", "\(base)_night", "\(base)_polartwilight"] : [base] {
                let symbol = try #require(MetNorwaySymbol(code: code), "\(code)")
                let glyph = glyphs.symbol(symbol.condition, isDaytime: symbol.isDaytime ?? true)
                #expect(glyph != unknown, "\(mode) \(code): '\(glyph)'")
                codes += 1
            }
        }
        #expect(codes == 20 + 21 * 3)
    }

    @Test(arguments: IconMode.allCases)
    func everyGlyphHasTheWidthTheLayoutCountsOn(mode: IconMode) {
        let glyphs = Glyphs(mode)
        for condition in Self.conditions {
            for isDaytime in [true, false] {
                let symbol = glyphs.symbol(condition, isDaytime: isDaytime)
                #expect((1...Glyphs.symbolWidth).contains(DisplayWidth.of(symbol)), "\(mode) \(condition): '\(symbol)'")
                let icon = WeatherIcon(condition: condition, isDaytime: isDaytime, glyphs: glyphs)
                #expect(icon.art.allSatisfy { DisplayWidth.of($0) == WeatherIcon.artWidth }, "\(mode) \(condition) art")
            }
        }
        for mark in glyphs.spinnerFrames + [glyphs.up, glyphs.down, glyphs.approximate, glyphs.separator, glyphs.cursor, glyphs.umbrella] {
            #expect(DisplayWidth.of(mark) == 1, "\(mode): '\(mark)'")
        }
        #expect(DisplayWidth.of(glyphs.degreeMark("C")) == 1)
    }

    @Test func asciiIsSevenBit() {
        let glyphs = Glyphs(.ascii)
        var all = glyphs.spinnerFrames + [glyphs.up, glyphs.down, glyphs.approximate, glyphs.separator, glyphs.cursor, glyphs.umbrella]
        for condition in Self.conditions {
            for isDaytime in [true, false] {
                all.append(glyphs.symbol(condition, isDaytime: isDaytime))
                all += WeatherIcon(condition: condition, isDaytime: isDaytime, glyphs: glyphs).art
            }
        }
        all.append(glyphs.text("Loading weather for Seoul… 1–9 · ↑↓ — 3×4 ≈ 5°"))
        #expect(all.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) }, "\(all.filter { !$0.unicodeScalars.allSatisfy(\.isASCII) })")
        #expect(glyphs.text("서울 Reykjavík") == "서울 Reykjavík", "text that is not the app's own marks stays")
    }

    /// The art tells night from day by its shape, not only its colour (a mono terminal has one): a
    /// partly cloudy night has no sun's rays, and the moon's cells are the moon's colour.
    @Test func aPartlyCloudyNightShowsTheMoonNotTheSun() {
        let day = WeatherIcon(condition: .partlyCloudy, isDaytime: true)
        let night = WeatherIcon(condition: .partlyCloudy, isDaytime: false)
        #expect(day.art[0].contains("\\ | /"))
        #expect(!night.art.contains { $0.contains("\\ | /") || $0.contains(" -  ") }, "\(night.art)")
        #expect(!night.mask.joined().contains("s"))
        #expect(night.mask.joined().contains("m"))
        #expect(zip(night.art, night.mask).allSatisfy { art, mask in
            zip(art, mask).allSatisfy { $0 == " " || $1 != " " }
        }, "every drawn cell has a colour")
    }

    @Test func asciiTemperaturesKeepTheUnitLetterInTheSameColumns() {
        let unicode = UnitFormatter(units: .metric)
        let ascii = UnitFormatter(units: .metric, glyphs: Glyphs(.ascii))
        #expect(ascii.temperature(6.2) == "6C")
        #expect(ascii.degrees(10) == "10C")
        #expect(ascii.preciseTemperature(-3.84) == "-3.8C")
        #expect(UnitFormatter(units: .imperial, glyphs: Glyphs(.ascii)).degrees(10) == "50F")
        #expect(DisplayWidth.of(ascii.degrees(10)) == DisplayWidth.of(unicode.degrees(10)))
        #expect(ascii.temperature(1e300) == "-C")
        #expect(UnitFormatter(units: .metric, glyphs: Glyphs(.nerd)).temperature(6.2) == "6°C")
    }

    @Test func nerdSymbolsArePrivateUseGlyphs() {
        let glyphs = Glyphs(.nerd)
        #expect(glyphs.symbol(.clear, isDaytime: true) == "\u{E30D}")
        for condition in Self.conditions {
            let scalars = glyphs.symbol(condition, isDaytime: true).unicodeScalars
            #expect(scalars.count == 1 && (0xE000...0xF8FF).contains(scalars.first!.value), "\(condition)")
        }
    }

    @Test func theOnceReportFollowsTheMode() {
        var report = SampleReport.seoul
        report.place.isApproximate = true
        let text = PlainTextReport(report: report, units: .metric, language: .english, glyphs: Glyphs(.ascii)).text
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII }, "\(text)")
        #expect(text.hasPrefix("~ Seoul, KR (approximate) - updated "), "\(text)")
        let unicode = PlainTextReport(report: report, units: .metric, language: .english).text
        #expect(unicode.hasPrefix("≈ Seoul, KR (approximate) — updated "))
    }
}
