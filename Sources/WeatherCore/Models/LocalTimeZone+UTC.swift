extension LocalTimeZone {
    /// UTC itself: the clock a report is shown on when the place's zone is not known (see `PlaceTimeZone`).
    public static let utc = LocalTimeZone(identifier: "UTC", secondsFromGMT: 0)
}
