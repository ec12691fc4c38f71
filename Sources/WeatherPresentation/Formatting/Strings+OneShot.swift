import WeatherCore

/// The sentences of the one-shot modes (`--once`, `--json`, `--format`, `--waybar`), which have no keys:
/// where the dashboard says which key to press, they name the option to give.
extension Strings {
    /// A one-shot mode with nothing stored, while a rate-limited service's Retry-After runs.
    public func serviceAskedToWait(nextTry: String) -> String { text(.serviceAskedToWait(time: nextTry)) }

    /// On standard error when `--once` or `--json` prints the stored report because the service is not
    /// to be asked before `nextTry`: it asked to wait (Retry-After), or it failed recently.
    public func storedWhileServiceAskedToWait(nextTry: String) -> String { text(.storedWhileServiceAskedToWait(time: nextTry)) }
    public func storedWhileServiceBacksOff(nextTry: String) -> String { text(.storedWhileServiceBacksOff(time: nextTry)) }

    /// `explain(_:)`, with the hints that name a key naming the option instead.
    public func explainWithoutKeys(_ failure: LoadFailure) -> (reason: String, hint: String) {
        let explained = explain(failure)
        switch failure {
        case let .location(.ipLookupFailed(fetch)):
            return (explained.reason, text(.ipLookupFailedOptionHint(reason: short(fetch))))
        case .location(.noLocation):
            return (explained.reason, text(.noLocationOptionHint))
        default:
            return explained
        }
    }
}
