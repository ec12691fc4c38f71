import WeatherCore

/// The sentences of the official warnings: the header's banner, the `!` panel, the status-line notes
/// and the one-shot reports. The warnings' own text is the service's, shown as it sent it.
extension Strings {
    /// The panel's title: "Warnings (3)".
    public func warningsTitle(count: Int) -> String { text(.warningsTitle(count: String(count))) }
    /// "until 18:00", "until Thu 06:00".
    public func warningUntil(_ time: String) -> String { text(.warningUntil(time: time)) }
    public func warningFrom(_ time: String) -> String { text(.warningFrom(time: time)) }
    /// "from Sat 08:00 until Sun 18:00".
    public func warningFromUntil(_ from: String, _ until: String) -> String { text(.warningFromUntil(from: from, until: until)) }
    /// After the banner's warning: how many others there are.
    public func moreWarnings(_ count: Int) -> String { text(.moreWarnings(count: count)) }
    /// The banner's pointer to the panel.
    public var warningDetailsHint: String { text(.warningDetailsHint) }
    /// The panel's heading above a warning's instruction.
    public var warningInstruction: String { text(.warningInstruction) }
    /// The warnings panel's heading above the warnings whose area the service names only by codes.
    public var warningsAreaUnclear: String { text(.warningsAreaUnclear) }
    /// The panel's last row: where the warnings come from and how old they are.
    public func warningsFetched(source: String, time: String, age: String) -> String {
        text(.warningsFetched(source: source, time: time, age: age))
    }
    /// The panel's row where the service did not answer now: when it last did, and how long ago.
    public func warningsUnavailableSince(source: String, time: String, age: String) -> String {
        text(.warningsUnavailableSince(source: source, time: time, age: age))
    }
    /// `!` with nothing to show, in place of the key bar: why there is no warning, the service named.
    /// None in force and unknown (the service failed, or the place's region could not be told) differ.
    public func noWarnings(_ warnings: WeatherWarnings?) -> String {
        guard let warnings else { return text(.warningsNotLoaded) }
        guard let source = warnings.source else { return text(.warningsNotCovered) }
        return switch warnings.status {
        case .answered: text(.warningsNoneInForce(source: source))
        case .unanswered: text(.warningsUnanswered(source: source))
        case .regionUnknown: text(.warningsRegionUnknown(source: source))
        }
    }
    /// The level in the app's words, where the service sent none of its own.
    public func warningSeverity(_ severity: WarningSeverity) -> String {
        switch severity {
        case .extreme: text(.warningSeverityExtreme)
        case .severe: text(.warningSeveritySevere)
        case .moderate: text(.warningSeverityModerate)
        case .minor: text(.warningSeverityMinor)
        case .unknown: text(.warningSeverityUnknown)
        }
    }
    /// The `--once` and `--waybar` line: "Warning: Winter Storm Warning until 18:00 (NWS), +2 more".
    public func warningLine(event: String, until: String?, source: String, more: Int) -> String {
        let line = until.map { text(.warningLineUntil(event: event, time: $0, source: source)) }
            ?? text(.warningLine(event: event, source: source))
        return more > 0 ? line + ", " + moreWarnings(more) : line
    }
}
