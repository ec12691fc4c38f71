import WeatherCore

/// The sentences of `weathertui watch`: its notifications and the lines it writes while it runs.
extension Strings {
    /// "Rain in 20 min at Seoul (2.1 mm/h)", "Wind warning (orange) at Berlin until 18:00 — DWD".
    func watchSummary(_ event: WatchEvent, units: UnitFormatter, times: WarningTimes) -> String {
        let place = event.placeName
        switch event.kind {
        case let .precipitationStarts(minutes, rate, isSnow):
            let amount = units.precipitation(rate)
            return isSnow
                ? text(.watchSnowStarts(wait: span(minutes), place: place, amount: amount))
                : text(.watchRainStarts(wait: span(minutes), place: place, amount: amount))
        case let .precipitationStops(minutes, isSnow):
            return isSnow ? text(.watchSnowStops(wait: span(minutes), place: place)) : text(.watchRainStops(wait: span(minutes), place: place))
        case let .warningIssued(warning):
            let worded = warning.worded(in: language)
            let level = worded.severityLabel ?? warningSeverity(warning.severity)
            guard let ends = warning.ends else {
                return text(.watchWarningIssuedOpen(event: worded.event, level: level, place: place, source: warning.source))
            }
            return text(.watchWarningIssued(event: worded.event, level: level, place: place, time: times.moment(ends), source: warning.source))
        case let .warningUpgraded(warning, _):
            let worded = warning.worded(in: language)
            let level = worded.severityLabel ?? warningSeverity(warning.severity)
            guard let ends = warning.ends else {
                return text(.watchWarningUpgradedOpen(event: worded.event, level: level, place: place, source: warning.source))
            }
            return text(.watchWarningUpgraded(event: worded.event, level: level, place: place, time: times.moment(ends), source: warning.source))
        case let .warningLifted(warning):
            return text(.watchWarningLifted(event: warning.worded(in: language).event, place: place, source: warning.source))
        case let .frostTonight(low):
            return text(.watchFrostTonight(place: place, temperature: units.temperature(low)))
        case let .heatToday(high):
            return text(.watchHeatToday(place: place, temperature: units.temperature(high)))
        case let .gusts(speed):
            return text(.watchGusts(speed: units.windSpeed(speed), place: place))
        }
    }

    /// What `--notify-test` prints once its sample went out.
    public func watchTestSent(channel: String) -> String { text(.watchTestSent(channel: channel)) }
    /// The line `watch` writes when it finds itself offline.
    public func watchOffline(reason: String) -> String { text(.watchOffline(reason: reason)) }
    public var watchBackOnline: String { text(.watchBackOnline) }
    /// The line `watch` writes when a channel failed and the notification went to standard output.
    public func watchNotSent(channel: String, reason: String) -> String { text(.watchNotSent(channel: channel, reason: reason)) }
}
