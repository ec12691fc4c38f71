import Testing
import WeatherCore
@testable import WeatherPresentation

/// The dashboard with a long place name in each script whose clusters are not one scalar one column,
/// at 80×24, compared with `Golden/Scripts/`: every row's right border stays in the last column and the
/// name is drawn in whole clusters.
@Suite struct ScriptGoldenTests {
    enum Script: String, CaseIterable, CustomTestStringConvertible {
        case thai, devanagari, arabic, hebrew, koreanJamo, emojiSequences, flags

        var testDescription: String { rawValue }

        /// Real places, named as their own language writes them, long enough to be cut at 80 columns.
        var placeName: String {
            switch self {
            case .thai: "กรุงเทพมหานคร อมรรัตนโกสินทร์ มหินทรายุธยา มหาดิลกภพ นพรัตนราชธานีบูรีรมย์ ลำพูน"
            case .devanagari: "छत्रपति शिवाजी महाराज अंतरराष्ट्रीय हवाई अड्डा क्षेत्र, मुंबई उपनगर ज़िला"
            case .arabic: "مَدِينَةُ الْكُوَيْتِ، مُحَافَظَةُ الْعَاصِمَةِ، دَوْلَةُ الْكُوَيْتِ ٢٠٢٥"
            case .hebrew: "יְרוּשָׁלַיִם, מְחוֹז יְרוּשָׁלַיִם, מְדִינַת יִשְׂרָאֵל 2025"
            case .koreanJamo: "\u{1112}\u{119E}\u{11AB}\u{1100}\u{1173}\u{11AF} 마을 서울특별시 종로구 세종대로 청운효자동 사직동 삼청동"
            case .emojiSequences: "👨‍👩‍👧 Family Park 🏳️‍🌈 Pride Square ❤️ Heart Lake 👍🏽 Thumbs Hill, Springfield"
            case .flags: "🇰🇷 Seoul 🇯🇵 Tokyo 🇩🇪 Berlin 🇮🇳 Mumbai 🇧🇷 São Paulo 🇿🇦 Cape Town 🇦🇺 Sydney"
            }
        }
    }

    @Test(arguments: Script.allCases)
    func aLongPlaceNameKeepsEveryRowWhole(script: Script) throws {
        var report = SampleReport.seoul
        report.place.name = script.placeName
        var state = ScreenState(units: .metric, language: .english, size: TerminalSize(columns: 80, rows: 24))
        state.phase = .loaded(LoadedWeather(report: report))
        state.resetScroll(offset: 0)
        let grid = DashboardView().render(state)
        for y in 0..<grid.size.rows {
            #expect(DisplayWidth.of(grid.lines[y]) == 80, "row \(y) is not 80 columns wide")
            if y < grid.size.rows - 1 {
                #expect(["│", "┐", "┘", "┤", "↓"].contains(grid[79, y].text), "row \(y)'s right border moved")
            }
        }
        let names = Set(VisualOrder.of(script.placeName))
        for y in 0..<grid.size.rows {
            for x in 0..<grid.size.columns where grid[x, y].width > 0 {
                let cell = grid[x, y]
                #expect(cell.text.count == 1, "(\(x), \(y)) holds more than a cluster")
                #expect(cell.width == DisplayWidth.of(cell.text))
                if cell.text.unicodeScalars.contains(where: { DisplayWidth.of($0) == 0 }) {
                    #expect(names.contains(Character(cell.text)), "(\(x), \(y)) holds a piece of a cluster")
                }
            }
        }
        let golden = GoldenScreenTests()
        try golden.compare(GoldenScreenTests.trimmed(grid.lines, padding: " "), with: "Scripts/\(script.rawValue)-80x24.txt")
        try golden.compare(GoldenScreenTests.trimmed(StyleMask.rows(of: grid), padding: "."), with: "Scripts/\(script.rawValue)-80x24.styles.txt")
    }
}

extension ScriptGoldenTests {
    /// The right-to-left languages' dashboards with a place named in the language, at 80×24 and 100×30,
    /// as `Golden/Scripts/<code>-<size>.txt`: every row whole, the place's name and the words in visual order.
    @Test(arguments: [(Language.arabic, Script.arabic), (.hebrew, .hebrew), (.persian, .arabic)])
    func rightToLeftLanguagesKeepEveryRowWhole(language: Language, script: Script) throws {
        for size in [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 100, rows: 30)] {
            var report = SampleReport.seoul
            report.place.name = script.placeName
            var state = ScreenState(units: .metric, language: language, size: size)
            state.phase = .loaded(LoadedWeather(report: report))
            state.resetScroll(offset: 0)
            let grid = DashboardView().render(state)
            #expect(grid.lines.allSatisfy { DisplayWidth.of($0) == size.columns }, "a row is not \(size.columns) columns wide")
            #expect((0..<(size.rows - 1)).allSatisfy { ["│", "┐", "┤", "↓"].contains(grid[size.columns - 1, $0].text) })
            let name = "Scripts/\(language.rawValue)-\(size.columns)x\(size.rows)"
            let golden = GoldenScreenTests()
            try golden.compare(GoldenScreenTests.trimmed(grid.lines, padding: " "), with: "\(name).txt")
            try golden.compare(GoldenScreenTests.trimmed(StyleMask.rows(of: grid), padding: "."), with: "\(name).styles.txt")
        }
    }
}

extension ScriptGoldenTests {
    /// The dashboard and the days view wholly in Thai (its words, and a Thai place name), at 80×24 and
    /// 40×12: every row as wide as the screen, the right border in the last column, and every cell a
    /// whole cluster: no tone mark or vowel above a letter alone in a cell.
    @Test(arguments: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 12)])
    func thaiKeepsEveryRowWholeAndEveryClusterInOneCell(size: TerminalSize) {
        var report = SampleReport.seoul
        report.place.name = Script.thai.placeName
        for mode in [ForecastListMode.threeHour, .days] {
            var state = ScreenState(units: .metric, language: .thai, size: size)
            state.phase = .loaded(LoadedWeather(report: report))
            state.listMode = mode
            state.resetScroll(offset: 0)
            let grid = DashboardView().render(state)
            for y in 0..<grid.size.rows {
                #expect(DisplayWidth.of(grid.lines[y]) == size.columns, "row \(y) is not \(size.columns) columns wide")
                if y < grid.size.rows - 1 {
                    #expect(["│", "┐", "┘", "┤", "↓"].contains(grid[size.columns - 1, y].text), "row \(y)'s right border moved")
                }
                for x in 0..<grid.size.columns where grid[x, y].width > 0 {
                    let cell = grid[x, y]
                    #expect(cell.text.count == 1, "(\(x), \(y)) holds more than a cluster")
                    #expect(cell.text.unicodeScalars.first.map { DisplayWidth.of($0) } != 0, "(\(x), \(y)) starts with a mark")
                }
            }
        }
    }
}
