import WeatherCore
@testable import WeatherPresentation

extension GoldenScreenTests.Screen {
    /// How sure the forecast is: the members' band behind the graph's line (braille and ascii), the
    /// days view with each day's likely highs and the title's sentences, and the ☂ column as the members'
    /// share where the service gives no chance.
    func ensemble(into state: inout ScreenState) {
        var report = SampleReport.seoul
        report.ensemble = SampleReport.ensemble()
        state.now = SampleReport.now
        switch self {
        case .ensembleBand:
            state.phase = .loaded(LoadedWeather(report: report))
        case .ensembleBandASCII:
            state.phase = .loaded(LoadedWeather(report: report))
            state.glyphs = Glyphs(.ascii)
        case .ensembleDays:
            state.phase = .loaded(LoadedWeather(report: report))
            state.listMode = .days
        case .ensembleDaysMembersRain:
            report.days = report.days.map { day in
                var day = day
                day.precipitationChance = nil
                return day
            }
            state.phase = .loaded(LoadedWeather(report: report))
            state.listMode = .days
        case .ensembleDaysKorean:
            state.phase = .loaded(LoadedWeather(report: report))
            state.listMode = .days
            state.language = .korean
        default:
            break
        }
    }
}
