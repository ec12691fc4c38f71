import WeatherCore

/// The main screen's keys, through its key map.
extension DashboardController {
    mutating func handleMainScreenKey(_ key: Key) -> KeyOutcome {
        guard let command = KeyMaps.main.command(for: key) else { return .ignored }
        if state.screenReader, [.scrollUp, .scrollDown, .pageUp, .pageDown, .scrollToStart, .scrollToEnd].contains(command) {
            readMainScreen(command)
            return .handled
        }
        switch command {
        case .quit:
            return .quit
        case .refresh:
            refresh()
        case .help:
            state.helpOffset = 0
            state.panelReading = ReadingPosition()
            state.overlay = .help
        case .warnings:
            showWarnings()
        case .location:
            state.overlay = .locationPrompt(LocationPrompt(error: state.isDemo ? strings.searchNeedsNetwork : nil))
        case .units:
            state.units = state.units.toggled
            noteShownOnceLoaded(.units)
        case .toggleGraph:
            toggleGraph()
            noteShownOnceLoaded(.graph)
        case .toggleDaysView:
            toggleDaysView()
            noteShownOnceLoaded(.listMode)
        case .toggleHourlyView:
            toggleHourlyView()
            noteShownOnceLoaded(.listMode)
        case .toggleAirView:
            toggleAirView()
            noteShownOnceLoaded(.listMode)
        case .toggleSeaView:
            toggleSeaView()
            noteShownOnceLoaded(.listMode)
        case .scrollUp:
            state.scroll.scroll(by: -1)
        case .scrollDown:
            state.scroll.scroll(by: 1)
        case .pageUp:
            state.scroll.scrollPage(down: false)
        case .pageDown:
            state.scroll.scrollPage(down: true)
        case .scrollToStart:
            state.scroll.scrollToStart()
        case .scrollToEnd:
            state.scroll.scrollToEnd()
        case .recentPlace:
            guard case let .character(character) = key, let number = character.wholeNumberValue else { return .ignored }
            return switchToRecentPlace(number)
        case .places:
            openPlaces()
        case .pin:
            return togglePin()
        case .radar:
            openRadar()
        case .repaint:
            return .repaint
        }
        return .handled
    }

    /// A view setting changed before there is a forecast to show it on: the key bar says it was taken.
    private mutating func noteShownOnceLoaded(_ setting: ScreenState.Notice.Setting) {
        guard state.report == nil, state.notice == nil else { return }
        state.notice = .shownOnceLoaded(setting)
    }

    /// 1–9 on the main screen: the recent place of that number, on the same terms as any change; it takes
    /// over from a load in flight. A number with no place says so.
    mutating func switchToRecentPlace(_ number: Int) -> KeyOutcome {
        guard number <= state.recentPlaces.count else {
            state.notice = .noRecentPlace(number)
            return .handled
        }
        switchTo(state.recentPlaces[number - 1])
        return .handled
    }

    /// A place already found becomes the dashboard's on the same terms as any change.
    mutating func switchTo(_ place: Place) {
        beginChange()
        if case .loaded = state.phase {} else { state.phase = .loading(placeName: place.shortName) }
        changeLocation(to: place)
    }
}
