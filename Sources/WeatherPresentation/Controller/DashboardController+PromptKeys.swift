import WeatherCore

/// The location prompt's keys, through its key map; keys outside it type themselves.
extension DashboardController {
    mutating func handlePromptKey(_ key: Key, _ prompt: LocationPrompt) -> KeyOutcome {
        var prompt = prompt
        var isFull = false
        let command = KeyMaps.prompt.command(for: key)
        if command == .cancel {
            close(prompt)
            return .handled
        }
        guard prompt.activity == nil else { return .ignored }
        switch command {
        case .submit:
            submit(&prompt)
            state.overlay = .locationPrompt(prompt)
            return .handled
        case .deleteBackward: prompt.deleteBackward()
        case .deleteForward: prompt.deleteForward()
        case .moveLeft: prompt.moveCursor(by: -1)
        case .moveRight: prompt.moveCursor(by: 1)
        case .moveToStart: prompt.moveCursorToStart()
        case .moveToEnd: prompt.moveCursorToEnd()
        case .deleteToStart: prompt.deleteToStart()
        case .deleteWordBackward: prompt.deleteWordBackward()
        case .cancel, nil:
            switch key {
            case let .character(character):
                guard Self.isTypeable(character) else { return .ignored }
                isFull = !prompt.insert(String(character))
            case let .paste(text):
                let typeable = text.filter(Self.isTypeable)
                guard !typeable.isEmpty else { return .ignored }
                isFull = !prompt.insert(typeable)
            default:
                return .ignored
            }
        }
        prompt.error = isFull ? strings.promptFull(LocationPrompt.maximumLength) : nil
        state.overlay = .locationPrompt(prompt)
        return .handled
    }

    /// Enter in the prompt: the number of a recent place, coordinates or a name to search for.
    private mutating func submit(_ prompt: inout LocationPrompt) {
        let text = prompt.text.trimmed()
        if text.count == 1, let number = text.first?.wholeNumberValue, (1...9).contains(number) {
            guard number <= state.recentPlaces.count else {
                prompt.error = strings.noRecentPlace(number)
                return
            }
            let place = state.recentPlaces[number - 1]
            prompt.error = nil
            prompt.activity = .loading(place.displayName)
            beginChange()
            changeLocation(to: place)
            return
        }
        guard !state.isDemo else {
            prompt.error = strings.searchNeedsNetwork
            return
        }
        do {
            let query = try LocationQuery(parsing: prompt.text)
            prompt.error = nil
            switch query {
            case let .name(name): prompt.activity = .locating(.search(name))
            case let .coordinate(coordinate): prompt.activity = .loading(coordinate.formatted)
            }
            beginChange()
            changeLocation(to: query)
        } catch {
            prompt.error = strings.explain(error).reason
        }
    }

    private static func isTypeable(_ character: Character) -> Bool {
        !character.isNewline && character.unicodeScalars.allSatisfy {
            $0.properties.generalCategory != .control && $0.properties.generalCategory != .format
        }
    }
}
