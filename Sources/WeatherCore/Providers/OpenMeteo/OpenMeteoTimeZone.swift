import FoundationEssentials

/// The place's time zone from an Open-Meteo answer. The answer names the zone (`timezone`) and gives one
/// offset (`utc_offset_seconds`): the zone's offset when the answer was made, at which all its local
/// times and days are written, daylight-saving time or not. Where the tz database knows the named zone,
/// the zone comes from it, with its changes of offset over the days a report covers; an offset that
/// disagrees with the zone's offset now is not believed (it would put every time hours off) and is logged.
struct OpenMeteoTimeZone {
    /// How far around now the zone's changes of offset are kept: the hours of yesterday the report has,
    /// and a few days past the last day of the forecast.
    static let changesBefore: TimeInterval = 2 * 86_400
    static let changesAfter: TimeInterval = 20 * 86_400

    var timeZone: LocalTimeZone
    /// The offset the answer's local times and days are read at.
    var answerOffset: Int
    /// What the answer got wrong about its zone, for the log; nil where it agrees with the database.
    var disagreement: String?

    /// `database` nil: the answer's offset alone, fixed.
    init(identifier: String?, utcOffsetSeconds: Double?, now: Date, database: TimeZoneDatabase?) {
        let given = Plausible.utcOffset(utcOffsetSeconds)
        guard let identifier, let rules = database?.rules(for: identifier) else {
            answerOffset = given ?? 0
            timeZone = LocalTimeZone(identifier: identifier, secondsFromGMT: answerOffset)
            disagreement = nil
            return
        }
        let zoneOffset = rules.secondsFromGMT(at: now)
        answerOffset = zoneOffset
        timeZone = rules.localTimeZone(
            identifier: identifier, from: now.addingTimeInterval(-Self.changesBefore), to: now.addingTimeInterval(Self.changesAfter)
        )
        disagreement = given == zoneOffset ? nil : Self.disagreement(
            given: utcOffsetSeconds, identifier: identifier, zoneOffset: zoneOffset
        )
    }

    private static func disagreement(given: Double?, identifier: String, zoneOffset: Int) -> String {
        let offset = given.map { value in Int(exactly: value).map(String.init) ?? "\(value)" } ?? "none"
        return "Open-Meteo gave utc_offset_seconds \(offset) for the time zone \(identifier), whose offset now is \(zoneOffset)"
            + " in the tz database; times are read at the zone's offset"
    }
}
