import FoundationEssentials
import WeatherCore

/// What the screen-reader form shows for a state: its lines (complete sentences, most important first),
/// which one is read, and the line at the bottom that says what is happening or what changed.
public struct ReadingPage: Equatable, Sendable {
    public var lines: [String]
    public var position: ReadingPosition
    /// The bottom line: a notice, the refresh under way, or what the last refresh changed.
    public var bottom: String
    /// The column of the focused line the cursor stands at: 0, or where typing goes in the prompt.
    public var cursorColumn = 0

    public init(lines: [String], position: ReadingPosition = ReadingPosition(), bottom: String = "", cursorColumn: Int = 0) {
        self.lines = lines
        self.position = position
        self.bottom = bottom
        self.cursorColumn = cursorColumn
    }
}

extension ReadingPage {
    /// The page in front: a panel's, else the phase's.
    public init(state: ScreenState) {
        let strings = Strings(language: state.language, glyphs: state.glyphs)
        let notice = DashboardView.noticeText(state, strings: strings)
        switch state.overlay {
        case .help:
            self.init(lines: Self.help(state, strings: strings), position: state.panelReading, bottom: notice ?? "")
        case .warnings:
            self.init(lines: Self.warnings(state), position: state.panelReading, bottom: notice ?? "")
        case let .places(selection):
            let lines = state.placeListings.map { SpokenPlace(listing: $0, state: state, strings: strings).line }
            self.init(lines: [strings.text(.placesTitle)] + lines + [Self.spokenKeys(KeyHintLine(.places, strings: strings), strings: strings)], position: ReadingPosition(line: selection + 1), bottom: notice ?? "")
        case let .radar(view):
            self.init(lines: Self.radar(view, state: state, strings: strings), bottom: notice ?? "")
        case let .refreshFailure(failure):
            let explained = strings.explain(failure)
            self.init(
                lines: [strings.refreshFailedTitle, explained.reason, explained.hint, Self.spokenKeys(KeyHintLine(.message, strings: strings), strings: strings)],
                bottom: notice ?? ""
            )
        case let .locationPrompt(prompt):
            self = Self.prompt(prompt, state: state, strings: strings)
        case nil:
            self = Self.phase(state, strings: strings, notice: notice)
        }
    }

    private static func phase(_ state: ScreenState, strings: Strings, notice: String?) -> ReadingPage {
        switch state.phase {
        case let .locating(step):
            return ReadingPage(lines: [strings.locating(step)], bottom: notice ?? "")
        case let .loading(placeName):
            return ReadingPage(lines: [state.askingFallback.map(strings.askingFallback) ?? strings.loadingWeather(for: placeName)], bottom: notice ?? "")
        case let .failed(failure):
            let explained = strings.explain(failure)
            let keys = strings.keyHints(in: .failureScreen, separator: strings.text(.spokenPartSeparator))
            return ReadingPage(lines: [strings.loadFailedTitle, explained.reason, explained.hint, keys], bottom: notice ?? "")
        case let .loaded(loaded):
            let report = loaded.report
            let spoken = spokenReport(report, state: state, strings: strings)
            let status: String = if loaded.isRefreshing {
                strings.text(.spokenRefreshing)
            } else if loaded.isStale {
                strings.text(.spokenOutOfDate)
            } else {
                state.announcement ?? ScreenState.updatedSentence(report, clock: state.clockFormat, strings: strings)
            }
            return ReadingPage(lines: spoken.summary + spoken.list(state.listMode), position: state.reading, bottom: notice ?? status)
        }
    }

    private static func spokenReport(_ report: WeatherReport, state: ScreenState, strings: Strings) -> SpokenReport {
        SpokenReport(
            report: report, units: state.units, strings: strings, clock: state.clockFormat,
            now: max(state.now ?? report.fetchedAt, report.fetchedAt), airIndex: state.airIndex
        )
    }

    /// The line of the loaded page where the list begins (its name), after the sentences of the weather now.
    static func listStart(_ state: ScreenState) -> Int? {
        guard let report = state.report else { return nil }
        return spokenReport(report, state: state, strings: Strings(language: state.language, glyphs: state.glyphs)).summary.count
    }

    /// `?`: the title, then a line a key (or keys that share what they do), as the help lists them, the
    /// arrow keys by the names on the keyboard.
    static func help(_ state: ScreenState, strings: Strings) -> [String] {
        let help = HelpView(strings: strings, credit: state.report.map { strings.credit(for: $0.provider) }, airMissing: state.isAirMissing)
        return [strings.helpTitle] + help.entries.map { entry in
            entry.keys.isEmpty ? entry.text : strings.text(.spokenKeyLine(keys: keyNames(entry.keys), text: entry.text))
        } + (help.credit.map { [$0] } ?? [])
    }

    private static let arrowNames: [Character: String] = ["↑": "Up", "↓": "Down", "←": "Left", "→": "Right"]

    /// A panel's line of keys as words: the arrows named, and the pause between parts in place of `·`.
    static func spokenKeys(_ keys: KeyHintLine, strings: Strings) -> String {
        keyNames(keys.text(fitting: .max)).replacing(" · ", with: strings.text(.spokenPartSeparator))
    }

    /// `keys` with each arrow named, apart from what is beside it: "↑↓ choose" reads "Up Down choose".
    static func keyNames(_ keys: String) -> String {
        keys.reduce(into: "") { names, character in
            if let name = arrowNames[character] {
                if let last = names.last, !last.isWhitespace { names += " " }
                names += name
            } else {
                names.append(character)
            }
        }
    }

    private static func loadedRadar(_ playback: RadarPlayback, state: ScreenState, strings: Strings) -> [String] {
        let sentence = strings.spokenRadarSentence(playback.outlook, spoken: SpokenUnits(units: state.units, strings: strings))
        let frame = [
            RadarView.when(playback.frame, state: state, strings: strings),
            strings.text(.spokenRadarFrame(number: String(playback.frameIndex + 1), count: String(playback.loop.frames.count))),
            TerminalText.sanitize(playback.loop.source),
        ] + RadarView.gaps(playback, strings: strings)
        let keys = spokenKeys(KeyHintLine(radarPlaying: playback.isPlaying, strings: strings), strings: strings)
        return [strings.spokenSentence(sentence)]
            + (playback.isPlaying ? [] : [strings.spokenSentence(frame.joined(separator: strings.text(.spokenPartSeparator)))])
            + [keys]
    }

    /// `!`: the warnings panel's rows as words: its warning mark left out and its separators said as the
    /// pause between parts ("Wind Advisory, until 14:00, NWS"), so no mark is read out.
    private static func warnings(_ state: ScreenState) -> [String] {
        var plain = state
        plain.glyphs = Glyphs(.ascii)
        let strings = Strings(language: state.language)
        guard let panel = WarningsPanelView(state: plain) else { return [strings.noWarnings(state.report?.warnings)] }
        let mark = plain.glyphs.warningMark + " ", separator = " \(plain.glyphs.separator) "
        return panel.layout(in: Rect(x: 0, y: 0, width: max(20, state.size.columns), height: Int.max / 2)).rows
            .map { row in
                let text = row.map(\.text).joined().trimmingTrailingSpaces()
                return (text.hasPrefix(mark) ? String(text.dropFirst(mark.count)) : text)
                    .replacing(separator, with: strings.text(.spokenPartSeparator))
            }
            .filter { !$0.isEmpty }
    }

    /// The radar view: its sentence; the frame on screen (its time, place in the loop and source)
    /// while the frames stand still, not while they play, where it would be read again four times a
    /// second; and its keys.
    private static func radar(_ view: RadarViewState, state: ScreenState, strings: Strings) -> [String] {
        switch view {
        case .loading: [strings.text(.radarLoading)]
        case let .failed(.frames(failure)): [strings.radarReason(failure), strings.text(.radarTryAgain)]
        case .failed(.baseMap): [strings.text(.radarNoBaseMap), strings.text(.radarTryAgain)]
        case let .noCoverage(source): [strings.text(.radarNoCoverage(source: TerminalText.sanitize(source)))]
        case .needsNetwork: [strings.text(.radarNeedsNetwork)]
        case let .loaded(playback): loadedRadar(playback, state: state, strings: strings)
        }
    }

    /// `l`: the title, the line typed on (focused, the cursor where typing goes), what the change is doing
    /// or why it failed, the recent places by number and the keys; or, when a name matched several
    /// places, the pick list with the chosen one focused.
    private static func prompt(_ prompt: LocationPrompt, state: ScreenState, strings: Strings) -> ReadingPage {
        let activity: [String] = switch prompt.activity {
        case let .locating(step)?: [strings.locating(step)]
        case let .loading(name)?: [strings.loadingWeather(for: name)]
        case nil: prompt.error.map { [$0] } ?? []
        }
        if let picker = prompt.picker {
            let names = picker.matches.enumerated().map { "\($0.offset + 1) \($0.element.displayName)" }
            return ReadingPage(
                lines: [strings.pickerTitle(picker.name, count: picker.matches.count)] + names + activity,
                position: ReadingPosition(line: picker.selection + 1)
            )
        }
        let recent = state.recentPlaces.isEmpty ? [] : [strings.recentPlacesTitle]
            + state.recentPlaces.enumerated().map { "\($0.offset + 1) \($0.element.displayName)" }
        let keys = KeyHintLine(.prompt, strings: strings).text(fitting: .max, lead: strings.locationPromptLead)
        return ReadingPage(
            lines: [strings.locationPromptTitle, "> " + prompt.text] + activity + recent + [keys],
            position: ReadingPosition(line: 1), cursorColumn: 2 + DisplayWidth.of(String(prompt.splitAtCursor.before))
        )
    }
}
