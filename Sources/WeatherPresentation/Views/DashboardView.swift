import WeatherCore

/// Renders a whole `ScreenState` into a grid: the pure function golden-screen tests call.
public struct DashboardView {
    public init() {}

    public func render(_ state: ScreenState) -> Grid {
        var grid = Grid(size: state.size)
        let strings = Strings(language: state.language)
        let layout = state.layout
        guard !layout.isTooSmall else {
            TooSmallView(strings: strings).render(in: grid.bounds, into: &grid)
            return grid
        }
        let quitOnly = KeyBar(keys: [("q", strings.keyQuit)])
        switch state.phase {
        case let .locating(step):
            frame(title: "weathertui", keys: quitOnly, layout: layout).render(in: layout.frame, into: &grid)
            StatusView(message: strings.locating(step), spinnerFrame: state.spinnerFrame).render(in: layout.body, into: &grid)
        case let .loading(placeName):
            frame(title: placeName ?? "weathertui", keys: quitOnly, layout: layout).render(in: layout.frame, into: &grid)
            StatusView(message: strings.loadingWeather(for: placeName), spinnerFrame: state.spinnerFrame).render(in: layout.body, into: &grid)
        case let .failed(failure):
            let keys = KeyBar(keys: [("r", strings.keyRetry), ("q", strings.keyQuit), ("l", strings.keyLocation), ("?", strings.keyHelp)])
            frame(title: "weathertui", keys: keys, layout: layout).render(in: layout.frame, into: &grid)
            FailureView(failure: failure, strings: strings).render(in: layout.body, into: &grid)
        case let .loaded(loaded):
            renderDashboard(loaded, state: state, layout: layout, strings: strings, into: &grid)
        }
        overlay(state, strings: strings)?.render(in: layout.body, into: &grid)
        return grid
    }

    private func frame(title: String, keys: KeyBar, layout: DashboardLayout) -> BoxFrame {
        BoxFrame(title: [TextRun(title, Styles.title)], footer: keys.runs(fitting: layout.frame.width - 4))
    }

    private func renderDashboard(_ loaded: LoadedWeather, state: ScreenState, layout: DashboardLayout, strings: Strings, into grid: inout Grid) {
        let report = loaded.report
        let dates = LocalDateFormatter(language: state.language, timeZone: report.timeZone)
        let units = UnitFormatter(units: state.units)
        var status: [TextRun] = []
        if loaded.isRefreshing {
            status += [TextRun(SpinnerFrames.frame(state.spinnerFrame) + " " + strings.refreshing, Styles.accent), TextRun(" · ", Styles.muted)]
        } else if loaded.isStale {
            status += [TextRun(strings.stale, Styles.warning), TextRun(" · ", Styles.muted)]
        }
        status.append(TextRun(strings.updated(dates.time(report.fetchedAt)), loaded.isStale ? Styles.warning : Styles.muted))
        let keys = KeyBar(keys: [
            ("r", strings.keyRefresh), ("q", strings.keyQuit), ("↑↓", strings.keyScroll), ("?", strings.keyHelp),
            ("l", strings.keyLocation), ("u", strings.keyUnits),
        ])
        let approximate = report.place.isApproximate
        let footer = switch state.notice {
        case .onlyThreeHourSteps: [TextRun(" " + strings.onlyThreeHourSteps + " ", Styles.warning)]
        case nil: keys.runs(fitting: layout.frame.width - 4)
        }
        BoxFrame(
            title: (approximate ? [TextRun("≈ ", Styles.warning)] : []) + [TextRun(report.place.displayName, Styles.title)],
            titleNote: approximate ? [TextRun("  " + strings.approximate, Styles.muted)] : [],
            status: status, footer: footer, credit: report.provider.creditLine
        ).render(in: layout.frame, into: &grid)
        HeaderView(report: report, units: units, strings: strings, dates: dates).render(in: layout.header, into: &grid)
        if let graph = layout.graph {
            GraphView(
                report: report, mode: state.listMode, scroll: state.scroll, units: units, dates: dates, glyphs: state.glanceGlyphs,
                lineRows: layout.graphLineRows, barRows: layout.graphBarRows
            ).render(in: graph, into: &grid)
        }
        switch state.listMode {
        case .days:
            DaysListView(days: report.days, units: units, strings: strings, dates: dates, scroll: state.scroll, glyphs: state.glanceGlyphs)
                .render(in: layout.forecast, into: &grid)
        case .threeHour, .hourly:
            ForecastListView(
                report: report, items: report.items(for: state.listMode), units: units, strings: strings, dates: dates,
                scroll: state.scroll, glyphs: state.glanceGlyphs
            ).render(in: layout.forecast, into: &grid)
        }
    }

    private func overlay(_ state: ScreenState, strings: Strings) -> (any View)? {
        switch state.overlay {
        case .help: HelpView(strings: strings, credit: state.report?.provider.attribution)
        case let .refreshFailure(failure): RefreshFailureView(failure: failure, strings: strings)
        case let .locationPrompt(prompt):
            if let picker = prompt.picker {
                PlacePickerView(picker: picker, prompt: prompt, strings: strings, spinnerFrame: state.spinnerFrame)
            } else {
                LocationPromptView(prompt: prompt, recentPlaces: state.recentPlaces, strings: strings, spinnerFrame: state.spinnerFrame)
            }
        case nil: nil
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
