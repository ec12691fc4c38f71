import WeatherCore

/// The keys of the list of places a name matched, through its key map.
extension DashboardController {
    mutating func handlePickListKey(_ key: Key, _ prompt: LocationPrompt) -> KeyOutcome {
        guard var picker = prompt.picker else { return .ignored }
        var prompt = prompt
        switch KeyMaps.pickList.command(for: key) {
        case .back where prompt.activity == nil:
            prompt.picker = nil
            prompt.error = nil
        case .back:
            close(prompt)
            return .handled
        case _ where prompt.activity != nil:
            return .ignored
        case .moveUp:
            picker.move(by: -1)
        case .moveDown:
            picker.move(by: 1)
        case .moveToFirst:
            picker.move(by: -picker.matches.count)
        case .moveToLast:
            picker.move(by: picker.matches.count)
        case .load:
            choose(picker, in: &prompt)
        case .choose:
            guard case let .character(character) = key, let number = character.wholeNumberValue, number <= picker.matches.count
            else { return .ignored }
            picker.select(number - 1)
            choose(picker, in: &prompt)
        case nil:
            return .ignored
        }
        if prompt.picker != nil { prompt.picker = picker }
        state.overlay = .locationPrompt(prompt)
        return .handled
    }

    private mutating func choose(_ picker: PlacePicker, in prompt: inout LocationPrompt) {
        guard let place = picker.selected else { return }
        prompt.error = nil
        prompt.activity = .loading(place.displayName)
        beginChange()
        changeLocation(to: place)
    }
}
