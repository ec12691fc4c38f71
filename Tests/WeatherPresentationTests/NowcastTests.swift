import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

/// The next two hours from 15-minute amounts: the rule (wet from 0.1 mm a quarter), the rounding (a wait
/// to 5 min, a length to the data's 15) and the words, in English and Korean.
@Suite struct NowcastTests {
    /// Sat 22 Nov 2025 08:40 in Seoul; the quarter that holds it starts at 08:30.
    static let now = CivilTime.date(year: 2025, month: 11, day: 22, hour: 8, minute: 40, utcOffset: 32_400)!

    /// 12 quarter hours from 08:30; `wet` maps a quarter's index to its amount.
    private func quarters(_ wet: [Int: Double], count: Int = 12) -> [QuarterHour] {
        (0..<count).map { index in
            QuarterHour(time: Self.now.addingTimeInterval(Double(index * 900 - 600)), precipitation: wet[index] ?? 0)
        }
    }

    private func words(_ quarters: [QuarterHour], at now: Date = now, _ language: Language = .english) -> String? {
        Nowcast(quarters: quarters, now: now).map { Strings(language: language).nowcast($0) }
    }

    @Test func rainStartsAndStopsInsideTheWindow() {
        let wet = quarters([2: 0.2, 3: 0.5, 4: 0.3])
        #expect(Nowcast(quarters: wet, now: Self.now) == .rainIn(minutes: 20, lasting: 45))
        #expect(words(wet) == "Rain in 20 min, for about 45 min")
        #expect(words(wet, .korean) == "20분 뒤 비, 약 45분 동안")
    }

    @Test func aWaitIsRoundedToFiveMinutes() {
        let wet = quarters([2: 0.2, 3: 0.5, 4: 0.3])
        #expect(words(wet, at: Self.now.addingTimeInterval(120)) == "Rain in 20 min, for about 45 min")
        #expect(words(wet, at: Self.now.addingTimeInterval(180)) == "Rain in 15 min, for about 45 min")
    }

    @Test func rainThatOutlastsTheDataHasNoLength() {
        #expect(words(quarters([7: 0.1, 8: 0.4, 9: 0.4, 10: 0.4, 11: 0.4])) == "Rain in 95 min")
    }

    @Test func rainNowStops() {
        let wet = quarters([0: 0.3, 1: 0.1])
        #expect(Nowcast(quarters: wet, now: Self.now) == .rainStops(minutes: 20))
        #expect(words(wet) == "Rain stops in 20 min")
        #expect(words(wet, .korean) == "20분 뒤 비 그침")
    }

    @Test func rainThroughTheWindow() {
        let wet = quarters(Dictionary(uniqueKeysWithValues: (0..<12).map { ($0, 0.5) }))
        #expect(Nowcast(quarters: wet, now: Self.now) == .rainOn)
    }

    /// The eight bars are drawn while one of them is wet: rain that starts after them has its sentence
    /// alone, not a row of dry dots.
    @Test func rainAfterTheBarsHasNoRowOfDots() {
        func rainLine(_ quarters: [QuarterHour]) -> String? {
            var report = SampleReport.seoul
            report.quarterHours = quarters
            var state = ScreenState(units: .metric, language: .english, size: TerminalSize(columns: 80, rows: 24))
            state.now = Self.now
            state.phase = .loaded(LoadedWeather(report: report))
            return DashboardView().render(state).lines.first { $0.contains("Rain in") }
        }
        let later = rainLine(quarters([8: 0.4, 9: 0.4, 10: 0.4, 11: 0.4]))
        #expect(later != nil)
        #expect(later?.contains("·") == false, "\(later ?? "")")
        let soon = rainLine(quarters([6: 0.4, 7: 0.4, 8: 0.4]))
        #expect(soon?.contains("······") == true, "\(soon ?? "")")
    }

    /// Under the amounts' resolution a quarter is dry.
    @Test func dryForTheNextTwoHours() {
        let dry = quarters([3: 0.05])
        #expect(words(dry) == "Dry for the next 2 h")
        #expect(words(dry, .korean) == "앞으로 2시간 동안 비 없음")
        // Rain that starts only after the window is not claimed in minutes.
        #expect(words(quarters([10: 0.4])) == "Dry for the next 2 h")
    }

    @Test func withoutDataCoveringNowAndTheWindowThereIsNone() {
        #expect(Nowcast(quarters: [], now: Self.now) == nil)
        #expect(Nowcast(quarters: quarters([:], count: 8), now: Self.now) == nil)
        #expect(Nowcast(quarters: Array(quarters([:]).dropFirst()), now: Self.now) == nil)
    }

    /// Outside the 15-minute models' areas the quarter hours are hourly data: the sentence says hours.
    @Test func interpolatedQuarterHoursAreSaidToTheHour() {
        let wet = quarters([2: 0.3, 3: 0.3, 4: 0.3])
        #expect(Nowcast(quarters: wet, now: Self.now, resolution: 3600) == .rainIn(minutes: 60, lasting: 60))
        #expect(Nowcast(quarters: wet, now: Self.now, resolution: 3600).map { Strings(language: .english).nowcast($0) }
            == "Rain in 1 h, for about 1 h")
        #expect(QuarterHourCoverage.resolution(at: Coordinate(latitude: 37.57, longitude: 126.98)!) == 3600)
        #expect(QuarterHourCoverage.resolution(at: Coordinate(latitude: 39.74, longitude: -104.99)!) == 900)
        #expect(QuarterHourCoverage.resolution(at: Coordinate(latitude: 52.52, longitude: 13.4)!) == 900)
        #expect(QuarterHourCoverage.resolution(at: Coordinate(latitude: 59.91, longitude: 10.75)!) == 3600)
    }
}
