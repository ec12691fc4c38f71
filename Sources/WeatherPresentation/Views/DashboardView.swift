import FoundationEssentials
import WeatherCore

/// Renders a whole `ScreenState` into a grid: the pure function golden-screen tests call.
public struct DashboardView {
    /// From this width on, the bottom border always has room for the data's credit.
    static let creditColumns = 80

    /// The theme the screen draws with: where it is monochrome, the radar's rain is told by character.
    public var theme: ResolvedTheme

    public init(theme: ResolvedTheme = .dark) {
        self.theme = theme
    }

    public func render(_ state: ScreenState) -> Grid {
        if state.screenReader { return ScreenReaderView().render(state) }
        var grid = Grid(size: state.size)
        draw(state, into: &grid)
        grid.drawMarks(as: state.glyphs)
        return grid
    }

    private func draw(_ state: ScreenState, into grid: inout Grid) {
        let strings = Strings(language: state.language, glyphs: state.glyphs)
        let layout = state.layout
        guard !layout.isTooSmall else {
            TooSmallView(strings: strings).render(in: grid.bounds, into: &grid)
            return
        }
        let waiting = KeyBar(.waiting, strings: strings)
        let spinner = state.glyphs.spinner(state.spinnerFrame)
        let fallbackTitle = state.fixedLocation ?? "weathertui"
        switch state.phase {
        case let .locating(step):
            let title = if case let .search(name) = step { name } else { fallbackTitle }
            frame(title: title, keys: waiting, state: state, strings: strings).render(in: layout.frame, into: &grid)
            SpinnerView(message: strings.locating(step), spinner: spinner).render(in: layout.body, into: &grid)
        case let .loading(placeName):
            frame(title: placeName ?? fallbackTitle, keys: waiting, state: state, strings: strings).render(in: layout.frame, into: &grid)
            let message = state.askingFallback.map(strings.askingFallback) ?? strings.loadingWeather(for: placeName)
            SpinnerView(message: message, spinner: spinner).render(in: layout.body, into: &grid)
        case let .failed(failure):
            let title = if case let .location(.ambiguous(name, _)) = failure { name } else { fallbackTitle }
            frame(title: title, keys: KeyBar(.failed, strings: strings), state: state, strings: strings).render(in: layout.frame, into: &grid)
            FailureView(failure: failure, strings: strings).render(in: layout.body, into: &grid)
        case let .loaded(loaded):
            renderDashboard(loaded, state: state, layout: layout, strings: strings, into: &grid)
        }
        overlay(state, strings: strings)?.render(in: layout.body, into: &grid)
        if state.overlay?.coversBody == true { grid.sides(of: layout.frame, style: Styles.border) }
    }

    /// The frame of a screen without data: the place as title, and the keys, a notice in their place, or
    /// nothing behind an overlay that names the keys it takes.
    private func frame(title: String, keys: KeyBar, state: ScreenState, strings: Strings) -> BoxFrame {
        let room = state.layout.frame.width - 4
        let footer: [TextRun] = if let notice = notice(state, strings: strings) {
            [TextRun(" " + DisplayWidth.truncate(notice, to: room - 2) + " ", noticeStyle(state))]
        } else if state.overlay?.namesItsOwnKeys == true {
            []
        } else {
            keys.runs(fitting: room)
        }
        // A fixed location given as coordinates reads "37.57°N 126.98°E": made 7-bit like the rest in ascii.
        return BoxFrame(title: [TextRun(state.glyphs.text(title), Styles.title)], footer: footer)
    }

    private func notice(_ state: ScreenState, strings: Strings) -> String? {
        Self.noticeText(state, strings: strings)
    }

    /// The notice in the user's words, for the key bar's place or the screen reader's bottom line.
    static func noticeText(_ state: ScreenState, strings: Strings) -> String? {
        switch state.notice {
        case .onlyThreeHourSteps: strings.text(.onlyThreeHourSteps)
        case let .noRecentPlace(number): strings.noRecentPlace(number)
        case let .shownOnceLoaded(setting): strings.shownOnceLoaded(setting, in: state)
        case .panelClosedItself: strings.panelClosedItself
        case let .noWarnings(warnings): noWarnings(warnings, state: state, strings: strings)
        case let .pinned(place): strings.text(.placePinned(place: place))
        case let .unpinned(place): strings.text(.placeUnpinned(place: place))
        case let .cannotOpen(failure): strings.explain(failure).reason
        case let .cacheNotSaved(reason): strings.text(.cacheNotSaved(reason: reason))
        case let .pinsNotSaved(reason): strings.text(.pinsNotSaved(reason: reason))
        case let .notified(summary): strings.text(.dashboardNotified(summary: summary))
        case nil: nil
        }
    }

    /// Why `!` shows no warning and what was notified are said quietly (dim): they are no failure; the
    /// other notices stand out.
    private func noticeStyle(_ state: ScreenState) -> CellStyle {
        switch state.notice {
        case .noWarnings, .notified: Styles.muted
        default: Styles.warning
        }
    }

    /// Why `!` has nothing to show; where the service gave no answer now but did earlier in this run, when.
    private static func noWarnings(_ warnings: WeatherWarnings?, state: ScreenState, strings: Strings) -> String {
        guard let warnings, let source = warnings.source, let now = state.now, case let .loaded(loaded) = state.phase,
              case let .unavailable(lastAnswered?) = warnings.feedState(at: now) else { return strings.noWarnings(warnings) }
        let dates = LocalDateFormatter(language: state.language, clock: state.clockFormat, timeZone: loaded.report.timeZone)
        return strings.warningsUnavailableSince(source: source, time: dates.time(lastAnswered), age: strings.age(now.timeIntervalSince(lastAnswered)))
    }

    private func renderDashboard(_ loaded: LoadedWeather, state: ScreenState, layout: DashboardLayout, strings: Strings, into grid: inout Grid) {
        let report = loaded.report
        let dates = LocalDateFormatter(language: state.language, clock: state.clockFormat, timeZone: report.timeZone)
        let glyphs = state.glyphs
        let units = UnitFormatter(units: state.units, glyphs: glyphs, catalog: strings.catalog)
        let status = statusRuns(loaded, state: state, dates: dates, strings: strings, fitting: (layout.frame.width - 4) / 2 + 6)
        let keys = KeyBar(.loaded, strings: strings)
        let approximate = report.place.isApproximate
        // The data's credit is a licence term (CC BY 4.0): from 80 columns on, a notice is cut and any key
        // hint dropped to keep it; narrower, six keys outrank it. BoxFrame draws it with a space either
        // side and a border column before it; the key bar's count of its own width has one column to spare.
        let creditWidth = DisplayWidth.of(report.provider.creditLine)
        let keepsCredit = layout.frame.width >= Self.creditColumns
        let footer: [TextRun] = if let notice = notice(state, strings: strings) {
            [TextRun(" " + DisplayWidth.truncate(notice, to: layout.frame.width - 6 - (keepsCredit ? creditWidth + 4 : 0)) + " ", noticeStyle(state))]
        } else if state.overlay?.namesItsOwnKeys == true {
            []
        } else {
            keys.runs(fitting: layout.frame.width - 4, reserving: creditWidth + 1, beyond: keepsCredit ? 0 : 6)
        }
        BoxFrame(
            title: (approximate ? [TextRun(glyphs.approximate + " ", Styles.warning)] : []) + [TextRun(glyphs.text(report.place.displayName), Styles.title)],
            titleNote: approximate ? [TextRun("  " + strings.approximate, Styles.muted)] : [],
            status: status, footer: footer, credit: report.provider.creditLine
        ).render(in: layout.frame, into: &grid)
        let observedNote = state.now.flatMap { now in
            report.currentAge(at: now) > ScreenState.currentConditionsLifetime
                ? strings.observedLongAgo(dates.time(report.current.time), age: strings.age(report.currentAge(at: now))) : nil
        }
        HeaderView(
            report: report, units: units, strings: strings, dates: dates, glyphs: glyphs, observedNote: observedNote,
            now: max(state.now ?? report.fetchedAt, report.fetchedAt), airIndex: state.airIndex
        )
            .render(in: layout.header, into: &grid)
        if let graph = layout.graph {
            GraphView(
                report: report, mode: state.listMode, scroll: state.scroll, units: units, dates: dates, glyphs: glyphs.glance,
                lineRows: layout.graphLineRows, barRows: layout.graphBarRows, airIndex: state.airIndex,
                now: state.now.map { ($0, strings.now) }
            ).render(in: graph, into: &grid)
        }
        switch state.listMode {
        case .days:
            let certainty = ForecastCertainty(report: report)
            let rainSource = ForecastCertainty.rainChanceSource(of: report)
            DaysListView(
                days: report.days, normals: report.days.map { report.normal(on: $0.date) }, units: units, strings: strings,
                dates: dates, scroll: state.scroll, glyphs: glyphs, certainty: certainty, rainSource: rainSource,
                titleNotes: certainty.map { certainty in
                    (certainty.uncertainty.map { [strings.uncertainty($0, dates: dates)] } ?? [])
                        + [glyphs.glance.rain + " " + strings.rainChanceSource(rainSource, report: report)]
                } ?? []
            ).render(in: layout.forecast, into: &grid)
        case .air:
            AirListView(
                report: report, strings: strings, dates: dates, scroll: state.scroll, glyphs: glyphs, airIndex: state.airIndex
            ).render(in: layout.forecast, into: &grid)
        case .sea:
            SeaListView(
                report: report, units: units, strings: strings, dates: dates, scroll: state.scroll, glyphs: glyphs
            ).render(in: layout.forecast, into: &grid)
        case .threeHour, .hourly:
            ForecastListView(
                report: report, items: report.items(for: state.listMode), units: units, strings: strings, dates: dates,
                scroll: state.scroll, glyphs: glyphs
            ).render(in: layout.forecast, into: &grid)
        }
    }

    /// The top border's status: what is happening (refreshing, stale, offline), whose forecast it is when
    /// the chosen service failed, how old the data is (in UTC, said so, where the place's zone is not
    /// known) and, while auto-refresh backs off, when it tries next; shortened to fit `width`, the
    /// fallback's note kept longest.
    private func statusRuns(
        _ loaded: LoadedWeather, state: ScreenState, dates: LocalDateFormatter, strings: Strings, fitting width: Int
    ) -> [TextRun] {
        let report = loaded.report
        let separator = TextRun(" \(state.glyphs.separator) ", Styles.muted)
        var activity: [TextRun] = []
        if loaded.isRefreshing {
            let doing = state.askingFallback.map(strings.askingFallbackShort) ?? strings.refreshing
            activity = [TextRun(state.glyphs.spinner(state.spinnerFrame) + " " + doing, Styles.accent), separator]
        } else if loaded.isStale {
            activity = [TextRun(loaded.isStored ? strings.offline : strings.stale, Styles.warning), separator]
        }
        let timeStyle = loaded.isStale || loaded.isStored ? Styles.warning : Styles.muted
        let next = state.nextTry.map { [separator, TextRun(strings.nextTry(dates.time($0)), Styles.muted)] } ?? []
        let fetched = dates.time(report.fetchedAt) + (report.timeZone == .utc ? " UTC" : "")
        var candidates: [[TextRun]]
        if loaded.isStored, let now = state.now {
            let age = strings.age(now.timeIntervalSince(report.fetchedAt))
            let long = [TextRun(strings.storedFrom(fetched, age: age), timeStyle)]
            let short = [TextRun(age, timeStyle)]
            candidates = [long + next, short + next, long, short]
        } else {
            let updated = [TextRun(strings.updated(fetched), timeStyle)]
            candidates = [updated + next, updated]
        }
        if let fallback = report.fallback {
            let note = [TextRun(strings.fallbackNote(fallback), Styles.warning)]
            let time = note + [separator, TextRun(fetched, timeStyle)]
            candidates = candidates.map { note + [separator] + $0 } + [time, note] + candidates
        }
        candidates = candidates.map { activity + $0 }
        return candidates.first { runs in runs.reduce(0) { $0 + $1.width } <= width } ?? candidates[candidates.count - 1]
    }

    private func overlay(_ state: ScreenState, strings: Strings) -> (any View)? {
        switch state.overlay {
        case .help:
            HelpView(strings: strings, credit: state.report.map { strings.credit(for: $0.provider) }, offset: state.helpOffset, airMissing: state.isAirMissing)
        case .warnings: WarningsPanelView(state: state)
        case let .places(selection): PlacesView(state: state, selection: selection)
        case let .radar(view): RadarView(view: view, state: state, theme: theme)
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
