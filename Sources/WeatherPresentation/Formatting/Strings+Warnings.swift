import WeatherCore

/// The sentences of the official warnings: the header's banner, the `!` panel, the status-line notes
/// and the one-shot reports. The warnings' own text is the service's, shown as it sent it.
extension Strings {
    /// The panel's title: "Warnings (3)".
    public func warningsTitle(count: Int) -> String { pick("Warnings (\(count))", "기상 특보 (\(count))") }
    /// "until 18:00", "until Thu 06:00".
    public func warningUntil(_ time: String) -> String { pick("until \(time)", "\(time)까지") }
    public func warningFrom(_ time: String) -> String { pick("from \(time)", "\(time)부터") }
    /// "from Sat 08:00 until Sun 18:00".
    public func warningFromUntil(_ from: String, _ until: String) -> String {
        pick("from \(from) until \(until)", "\(from)부터 \(until)까지")
    }
    /// After the banner's warning: how many others there are.
    public func moreWarnings(_ count: Int) -> String { pick("+\(count) more", "외 \(count)건") }
    /// The banner's pointer to the panel.
    public var warningDetailsHint: String { pick("! for details", "! 자세히") }
    /// The panel's heading above a warning's instruction.
    public var warningInstruction: String { pick("What to do", "행동 요령") }
    /// The panel's last row: where the warnings come from and how old they are.
    public func warningsFetched(source: String, time: String, age: String) -> String {
        pick("Official warnings from \(source), fetched \(time) (\(age))", "공식 특보 출처 \(source), \(time) 수신 (\(age))")
    }
    /// `!` with nothing to show, in place of the key bar.
    public func noWarnings(_ warnings: WeatherWarnings?) -> String {
        guard let warnings else {
            return pick("Official warnings have not loaded for this place", "이 지역의 공식 기상 특보를 불러오지 못했습니다")
        }
        guard let source = warnings.source else {
            return pick(
                "No official warnings here: NWS (US) and MET Norway do not cover this place",
                "공식 기상 특보 없음: NWS(미국)와 MET Norway(노르웨이)가 다루지 않는 지역입니다"
            )
        }
        return pick("No warnings in force from \(source)", "\(source) 발효 중인 특보 없음")
    }
    /// The level in the app's words, where the service sent none of its own.
    public func warningSeverity(_ severity: WarningSeverity) -> String {
        switch severity {
        case .extreme: pick("extreme", "극심")
        case .severe: pick("severe", "심각")
        case .moderate: pick("moderate", "보통")
        case .minor: pick("minor", "경미")
        case .unknown: pick("level unknown", "등급 미상")
        }
    }
    /// "Warning: Winter Storm Warning until 18:00 (NWS), +2 more".
    public func warningLine(event: String, until: String?, source: String, more: Int) -> String {
        let when = until.map { " " + warningUntil($0) } ?? ""
        let others = more > 0 ? ", " + moreWarnings(more) : ""
        return pick("Warning: \(event)\(when) (\(source))\(others)", "특보: \(event)\(when) (\(source))\(others)")
    }
}
