import WeatherCore

/// Starting and calling off a change of place asked for with a key (the prompt, the pick list, 1–9).
extension DashboardController {
    mutating func beginChange() {
        if !state.isChangingLocation { state.changeInterruptedLoad = state.isLoading }
        state.isAutomaticRefresh = false
        state.isChangingLocation = true
        markRefreshing()
    }

    /// Closes the prompt; a change it shows under way is called off, and the place from before stays.
    mutating func close(_ prompt: LocationPrompt) {
        state.overlay = nil
        guard prompt.activity != nil, state.isChangingLocation else { return }
        state.isChangingLocation = false
        if state.changeInterruptedLoad {
            // The load the change cut short (a refresh, or the first load) starts again.
            reload()
        } else {
            cancelLoad()
            if case var .loaded(loaded) = state.phase {
                loaded.isRefreshing = false
                state.phase = .loaded(loaded)
            }
        }
        state.changeInterruptedLoad = false
    }
}
