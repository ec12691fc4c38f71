import FoundationEssentials

/// The time zone of a place as it is known apart from a weather service whose answer names none (MET
/// Norway's is in UTC), in this order: the zone the service that found the place named (Open-Meteo's
/// place search, the IP lookup), read in the tz database with its changes of offset over the days a
/// report covers; the offset the IP lookup gave with it, where the database does not know the name; the
/// zone an earlier report for the same place was shown in, which the service that made it named; else
/// none, and the report is shown in UTC and says so. Nothing is guessed: an offset worked out from the
/// longitude is hours off for much of the world, and the tz database has no lookup by coordinates.
public enum PlaceTimeZone {
    /// How far around now a zone's changes of offset are kept (as for Open-Meteo's answers).
    static let changesBefore: TimeInterval = 2 * 86_400
    static let changesAfter: TimeInterval = 20 * 86_400

    /// `reported`: the zone of a report for the place, asked for only when the place itself has none.
    public static func known(
        for place: Place, database: TimeZoneDatabase?, now: Date, reported: () -> LocalTimeZone?
    ) -> LocalTimeZone? {
        if let identifier = place.timeZoneIdentifier, let rules = database?.rules(for: identifier) {
            return rules.localTimeZone(
                identifier: identifier, from: now.addingTimeInterval(-changesBefore), to: now.addingTimeInterval(changesAfter)
            )
        }
        if let offset = place.utcOffset {
            return LocalTimeZone(identifier: place.timeZoneIdentifier, secondsFromGMT: offset)
        }
        return reported()
    }
}
