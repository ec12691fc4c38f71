import WeatherCore
@testable import WeatherPresentation

extension GoldenScreenTests.Screen {
    /// Today against the normal: the header's sentence beside yesterday's where the first line has room
    /// for both, else beside today's high and low; the days view's column of normal lows and highs.
    func normals(into state: inout ScreenState) {
        switch self {
        case .warmerThanNormal:
            state.phase = .loaded(LoadedWeather(report: SampleNormals.seoul(todayBelowForecast: 4.2)))
        case .warmerThanNormalAndYesterday:
            var report = SampleNormals.seoul(todayBelowForecast: 4.2)
            report.current.temperatureYesterday = 2.6
            state.phase = .loaded(LoadedWeather(report: report))
        case .colderThanNormalKorean:
            state.phase = .loaded(LoadedWeather(report: SampleNormals.seoul(todayBelowForecast: -3.2)))
            state.language = .korean
        case .daysViewNormals:
            state.phase = .loaded(LoadedWeather(report: SampleNormals.seoul(todayBelowForecast: 4.2)))
            state.listMode = .days
        case .daysViewNormalsKorean:
            state.phase = .loaded(LoadedWeather(report: SampleNormals.seoul(todayBelowForecast: -3.2)))
            state.listMode = .days
            state.language = .korean
        default:
            break
        }
    }
}
