import WeatherCore
@testable import WeatherPresentation

extension GoldenScreenTests.Screen {
    /// What the nearest station sees: its line in the header where it fits (the rain reported where the
    /// sample's forecast is dry, which the rain line says); fog in Korean, calm; beside the sea's line.
    func observation(into state: inout ScreenState) {
        var report = SampleReport.seoul
        state.now = SampleReport.now
        switch self {
        case .observationRain:
            report.observation = SampleReport.rainObservation
        case .observationFogKorean:
            report.observation = SampleReport.fogObservation
            state.language = .korean
        case .observationBesideTheSea:
            report.observation = SampleReport.fogObservation
            report.marine = SampleReport.sea()
        default:
            break
        }
        state.phase = .loaded(LoadedWeather(report: report))
    }
}
