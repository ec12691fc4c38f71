import WeatherCore

/// Records what the controller asks of the data source.
@MainActor
final class FakeLoader: WeatherLoading {
    var isLoading = false
    private(set) var reloads = 0
    private(set) var locationChanges: [LocationQuery] = []

    func reload() {
        reloads += 1
        isLoading = true
    }

    func changeLocation(to query: LocationQuery) {
        locationChanges.append(query)
        isLoading = true
    }
}
