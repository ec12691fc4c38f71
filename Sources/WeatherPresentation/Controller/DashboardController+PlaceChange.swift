import WeatherCore

/// Starting and calling off a change of place asked for with a key (the prompt, the pick list, 1–9).
extension DashboardController {
    func beginChange() {
        if !isChangingLocation { changeInterruptedLoad = loader.isLoading }
        isAutomaticRefresh = false
        isChangingLocation = true
        markRefreshing()
    }

    /// Closes the prompt; a change it shows under way is called off, and the place from before stays.
    func close(_ prompt: LocationPrompt) {
        state.overlay = nil
        guard prompt.activity != nil, isChangingLocation else { return }
        isChangingLocation = false
        if changeInterruptedLoad {
            // The load the change cut short (a refresh, or the first load) starts again.
            loader.reload()
        } else {
            loader.cancel()
            if case var .loaded(loaded) = state.phase {
                loaded.isRefreshing = false
                state.phase = .loaded(loaded)
            }
        }
        changeInterruptedLoad = false
    }
}
