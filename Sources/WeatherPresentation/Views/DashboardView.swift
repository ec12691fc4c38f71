import WeatherCore

/// Renders a whole `ScreenState` into a grid: the pure function golden-screen tests call.
public struct DashboardView {
    public init() {}

    public func render(_ state: ScreenState) -> Grid {
        var grid = Grid(size: state.size)
        draw(state, into: &grid)
        grid.substitute(state.glyphs.cellSubstitutes)
        return grid
    }

    private func draw(_ state: ScreenState, into grid: inout Grid) {
        let strings = Strings(language: state.language, glyphs: state.glyphs)
        let layout = DashboardLayout(size: state.size)
        guard !layout.isTooSmall else {
            TooSmallView(strings: strings).render(in: grid.bounds, into: &grid)
            return
        }
        let waiting = KeyBar(.waiting, strings: strings)
        let spinner = state.glyphs.spinner(state.spinnerFrame)
        switch state.phase {
        case let .locating(step):
            frame(title: "weathertui", keys: waiting, layout: layout).render(in: layout.frame, into: &grid)
            StatusView(message: strings.locating(step), spinner: spinner).render(in: layout.body, into: &grid)
        case let .loading(placeName):
            frame(title: placeName ?? "weathertui", keys: waiting, layout: layout).render(in: layout.frame, into: &grid)
            StatusView(message: strings.loadingWeather(for: placeName), spinner: spinner).render(in: layout.body, into: &grid)
        case let .failed(failure):
            frame(title: "weathertui", keys: KeyBar(.failed, strings: strings), layout: layout).render(in: layout.frame, into: &grid)
            FailureView(failure: failure, strings: strings).render(in: layout.body, into: &grid)
        case let .loaded(loaded):
            renderDashboard(loaded, state: state, layout: layout, strings: strings, into: &grid)
        }
        overlay(state, strings: strings)?.render(in: layout.body, into: &grid)
    }

    private func frame(title: String, keys: KeyBar, layout: DashboardLayout) -> BoxFrame {
        BoxFrame(title: [TextRun(title, Styles.title)], footer: keys.runs(fitting: layout.frame.width - 4))
    }

    private func renderDashboard(_ loaded: LoadedWeather, state: ScreenState, layout: DashboardLayout, strings: Strings, into grid: inout Grid) {
        let report = loaded.report
        let dates = LocalDateFormatter(language: state.language, timeZone: report.timeZone)
        let glyphs = state.glyphs
        let units = UnitFormatter(units: state.units, glyphs: glyphs)
        let separator = TextRun(" \(glyphs.separator) ", Styles.muted)
        var status: [TextRun] = []
        if loaded.isRefreshing {
            status += [TextRun(glyphs.spinner(state.spinnerFrame) + " " + strings.refreshing, Styles.accent), separator]
        } else if loaded.isStale {
            status += [TextRun(strings.stale, Styles.warning), separator]
        }
        status.append(TextRun(strings.updated(dates.time(report.fetchedAt)), loaded.isStale ? Styles.warning : Styles.muted))
        let keys = KeyBar(.loaded, strings: strings)
        let approximate = report.place.isApproximate
        BoxFrame(
            title: (approximate ? [TextRun(glyphs.approximate + " ", Styles.warning)] : []) + [TextRun(report.place.displayName, Styles.title)],
            titleNote: approximate ? [TextRun("  " + strings.approximate, Styles.muted)] : [],
            status: status, footer: keys.runs(fitting: layout.frame.width - 4), credit: report.provider.creditLine
        ).render(in: layout.frame, into: &grid)
        HeaderView(report: report, units: units, strings: strings, dates: dates, glyphs: glyphs).render(in: layout.header, into: &grid)
        ForecastListView(report: report, units: units, strings: strings, dates: dates, scroll: state.scroll, glyphs: glyphs)
            .render(in: layout.forecast, into: &grid)
    }

    private func overlay(_ state: ScreenState, strings: Strings) -> (any View)? {
        switch state.overlay {
        case .help: HelpView(strings: strings, credit: state.report?.provider.attribution, offset: state.helpOffset)
        case let .refreshFailure(failure): RefreshFailureView(failure: failure, strings: strings)
        case let .locationPrompt(prompt):
            if let picker = prompt.picker {
                PlacePickerView(picker: picker, prompt: prompt, strings: strings, spinner: state.glyphs.spinner(state.spinnerFrame))
            } else {
                LocationPromptView(
                    prompt: prompt, recentPlaces: state.recentPlaces, strings: strings, spinner: state.glyphs.spinner(state.spinnerFrame)
                )
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
