/// The time zone of a place as it is known apart from a weather service whose answer names none (MET
/// Norway's is in UTC), in this order: the offset the service that found the place gave with it (the IP
/// lookup); the zone an earlier report for the same place was shown in, which the service that made it
/// named; else none, and the report is shown in UTC and says so. Nothing is guessed: an offset worked
/// out from the longitude is hours off for much of the world, and the tz database has no lookup by
/// coordinates.
public enum PlaceTimeZone {
    /// `reported`: the zone of a report for the place, asked for only when the place itself has none.
    public static func known(for place: Place, reported: () -> LocalTimeZone?) -> LocalTimeZone? {
        if let offset = place.utcOffset {
            return LocalTimeZone(identifier: place.timeZoneIdentifier, secondsFromGMT: offset)
        }
        return reported()
    }
}
