import FoundationEssentials

/// The official tides near a place on a US coast: the high and low waters NOAA predicts for the nearest
/// of its stations within `TideStations.reachKilometres`.
public struct OfficialTides: Sendable {
    private let client: NOAATidesClient
    private let stations: TideStations

    public init(client: NOAATidesClient, stations: TideStations) {
        self.client = client
        self.stations = stations
    }

    /// The station's tides over `days`; nil where no station is near enough.
    public func tides(near coordinate: Coordinate, over days: Range<Date>) async throws -> (station: TideStation, tides: [Tide])? {
        guard let station = try await stations.nearest(to: coordinate) else { return nil }
        let tides = try await client.tides(at: station, from: days.lowerBound, until: days.upperBound.addingTimeInterval(-1))
        return (station, tides.filter { days.contains($0.time) })
    }
}
