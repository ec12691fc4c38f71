import WeatherCore

extension Strings {
    /// A failure in one line for the one-shot modes, its reason then its hint (naming options, not
    /// keys): "No internet connection. Check your connection, then retry." A reason that ends a sentence
    /// itself (a service's own words) gets no second full stop; an ellipsis ("...", in ascii mode) stays.
    public func line(explaining failure: LoadFailure) -> String {
        let explained = explainWithoutKeys(failure)
        var reason = explained.reason
        if reason.hasSuffix("。") || (reason.hasSuffix(".") && !reason.hasSuffix("..")) { reason.removeLast() }
        return text(.reasonThenHint(reason: reason, hint: explained.hint))
    }

    /// What is wrong with data the app cannot read, in a few words: "not JSON", "hourly.time missing".
    func words(_ problem: DataProblem) -> String {
        switch problem {
        case .notJSON: text(.dataNotJSON)
        case let .missing(field): text(.dataMissing(field: TerminalText.sanitize(field)))
        case let .unusable(field): text(.dataUnusable(field: TerminalText.sanitize(field)))
        case .unexpectedShape: text(.dataUnexpectedShape)
        }
    }
}
