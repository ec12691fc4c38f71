import WeatherCore
@testable import WeatherPresentation

extension GoldenScreenTests.Screen {
    /// The sea near a coast: the header's line (next tide, waves, the sea's temperature) in place of the
    /// pressure and sun line; the `m` view with the tide curve and now marked; inland and without the
    /// marine service's answer, the view's one line; on a US coast, the NOAA station named.
    func sea(into state: inout ScreenState) {
        var report = SampleReport.seoul
        report.marine = SampleReport.sea()
        state.now = SampleReport.now
        switch self {
        case .seaHeader:
            state.phase = .loaded(LoadedWeather(report: report))
        case .seaHeaderImperialKorean:
            state.phase = .loaded(LoadedWeather(report: report))
            state.units = .imperial
            state.language = .korean
        case .seaView:
            state.phase = .loaded(LoadedWeather(report: report))
            state.listMode = .sea
        case .seaViewASCII:
            state.phase = .loaded(LoadedWeather(report: report))
            state.listMode = .sea
            state.glyphs = Glyphs(.ascii)
        case .seaViewNOAA:
            report.marine?.tideStation = "Bar Harbor"
            state.phase = .loaded(LoadedWeather(report: report))
            state.listMode = .sea
        case .seaViewInland:
            report.marine = .inland(fetchedAt: SampleReport.now)
            state.phase = .loaded(LoadedWeather(report: report))
            state.listMode = .sea
        case .seaViewNoData:
            report.marine = nil
            state.phase = .loaded(LoadedWeather(report: report))
            state.listMode = .sea
        default:
            break
        }
    }
}
