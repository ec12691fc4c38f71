/// Why no location could be settled on.
public enum LocationError: Error, Hashable, Sendable {
    case emptyQuery
    /// Text that looks like coordinates but is out of range or malformed.
    case invalidCoordinates(String)
    /// A name the geocoder found nothing for.
    case noMatch(String)
    /// A name several places have: someone has to choose (best match first).
    case ambiguous(String, matches: [Place])
    /// IP lookup failed and nothing was remembered to fall back on.
    case ipLookupFailed(FetchError)
    /// IP lookup is turned off and there is no location to use.
    case noLocation
    /// The geocoding request itself failed.
    case searchFailed(FetchError)
}
