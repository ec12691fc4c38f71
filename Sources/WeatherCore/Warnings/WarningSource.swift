import FoundationEssentials

/// A national service's official warnings for a point: which places it covers, how it is asked, and its
/// answer in the app's model. Another service is one more file that conforms, and a line in the list
/// the warnings feed is given.
public protocol WarningSource: Sendable {
    /// The service as the screen names it ("NWS").
    var name: String { get }
    /// Whether the service covers `place`: by its country code where the place has one, else by a
    /// coarse outline of the country on the coordinates.
    func covers(_ place: Place) -> Bool
    /// The request for the warnings in force at `coordinate`.
    func request(for coordinate: Coordinate) -> URL
    /// The `Accept` header the service asks for.
    var accept: String { get }
    /// The warnings in an answer: cleaned, with those already over at `now` left out.
    func decode(_ body: Data, now: Date) throws(FetchError) -> [WeatherWarning]
}

extension WarningSource {
    /// The country-code test, then the outlines for a place without one.
    func covers(_ place: Place, countryCodes: Set<String>, outlines: [RegionOutline]) -> Bool {
        if let code = place.countryCode?.uppercased() { return countryCodes.contains(code) }
        return outlines.contains { $0.contains(place.coordinate) }
    }
}
