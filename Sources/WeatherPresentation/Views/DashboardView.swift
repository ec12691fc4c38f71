import WeatherCore

/// Renders a whole `ScreenState` into a grid: the pure function golden-screen tests call.
public struct DashboardView {
    public init() {}

    public func render(_ state: ScreenState) -> Grid {
        var grid = Grid(size: state.size)
        let strings = Strings(language: state.language)
        let layout = DashboardLayout(size: state.size)
        guard !layout.isTooSmall else {
            TooSmallView(strings: strings).render(into: &grid, size: state.size)
            return grid
        }
        let frame = FrameView(layout: layout, strings: strings)
        switch state.phase {
        case .locating:
            frame.render(into: &grid, title: [TextRun("weathertui", Styles.title)], status: [], keys: [("q", strings.keyQuit)], credit: nil)
            StatusView(message: strings.findingLocation, spinnerFrame: state.spinnerFrame).render(into: &grid, in: layout.body)
        case let .loading(placeName):
            frame.render(into: &grid, title: [TextRun(placeName ?? "weathertui", Styles.title)], status: [], keys: [("q", strings.keyQuit)], credit: nil)
            StatusView(message: strings.loadingWeather(for: placeName), spinnerFrame: state.spinnerFrame).render(into: &grid, in: layout.body)
        case let .failed(failure):
            frame.render(
                into: &grid, title: [TextRun("weathertui", Styles.title)], status: [],
                keys: [("r", strings.keyRetry), ("q", strings.keyQuit), ("l", strings.keyLocation), ("?", strings.keyHelp)], credit: nil
            )
            FailureView(failure: failure, strings: strings).render(into: &grid, in: layout.body)
        case let .loaded(loaded):
            renderDashboard(loaded, state: state, layout: layout, strings: strings, into: &grid)
        }
        renderOverlay(state, layout: layout, strings: strings, into: &grid)
        return grid
    }

    private func renderDashboard(_ loaded: LoadedWeather, state: ScreenState, layout: DashboardLayout, strings: Strings, into grid: inout Grid) {
        let report = loaded.report
        let dates = LocalDateFormatter(language: state.language, timeZone: report.timeZone.timeZone)
        let units = UnitFormatter(units: state.units)
        var status: [TextRun] = []
        if loaded.isRefreshing {
            status += [TextRun(SpinnerFrames.frame(state.spinnerFrame) + " " + strings.refreshing, Styles.accent), TextRun(" · ", Styles.muted)]
        } else if loaded.isStale {
            status += [TextRun(strings.stale, Styles.warning), TextRun(" · ", Styles.muted)]
        }
        status.append(TextRun(strings.updated(dates.time(report.fetchedAt)), loaded.isStale ? Styles.warning : Styles.muted))
        FrameView(layout: layout, strings: strings).render(
            into: &grid,
            title: [TextRun(report.place.displayName, Styles.title)],
            status: status,
            keys: [
                ("r", strings.keyRefresh), ("q", strings.keyQuit), ("↑↓", strings.keyScroll), ("?", strings.keyHelp),
                ("l", strings.keyLocation), ("u", strings.keyUnits),
            ],
            credit: report.provider.creditLine
        )
        HeaderView(report: report, units: units, strings: strings, dates: dates).render(into: &grid, in: layout.header)
        ForecastListView(report: report, units: units, strings: strings, dates: dates, scrollOffset: state.scrollOffset)
            .render(into: &grid, list: layout.list, separatorY: layout.separatorY, frame: layout.frame)
    }

    private func renderOverlay(_ state: ScreenState, layout: DashboardLayout, strings: Strings, into grid: inout Grid) {
        switch state.overlay {
        case .help:
            HelpView(strings: strings, credit: state.report?.provider.attribution).render(into: &grid, within: layout.body)
        case let .refreshFailure(failure):
            RefreshFailureView(failure: failure, strings: strings).render(into: &grid, within: layout.body)
        case let .locationPrompt(prompt):
            LocationPromptView(prompt: prompt, strings: strings).render(into: &grid, within: layout.body)
        case nil:
            break
        }
    }
}

extension ProviderID {
    /// The short credit in the key bar.
    var creditLine: String {
        switch self {
        case .openMeteo: "Open-Meteo.com"
        case .openWeather: "OpenWeather"
        }
    }
}
