import WeatherCore

/// The sentences of the one-shot modes (`--once`, `--json`, `--format`, `--waybar`).
extension Strings {
    /// A one-shot mode with nothing stored, while a rate-limited service's Retry-After runs.
    public func serviceAskedToWait(nextTry: String) -> String { text(.serviceAskedToWait, ["time": nextTry]) }

    /// On standard error when `--once` or `--json` prints the stored report because the service is not
    /// to be asked before `nextTry`: it asked to wait (Retry-After), or it failed recently.
    public func storedWhileServiceAskedToWait(nextTry: String) -> String { text(.storedWhileServiceAskedToWait, ["time": nextTry]) }
    public func storedWhileServiceBacksOff(nextTry: String) -> String { text(.storedWhileServiceBacksOff, ["time": nextTry]) }

}
