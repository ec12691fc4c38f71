import Foundation
import Logging
import WeatherCore
@testable import WeatherTUIApp

/// A weather service that answers with the bundled Seoul sample, its dates moved to today, or fails as
/// it is told; it counts the questions.
final class TestProvider: WeatherProvider, @unchecked Sendable {
    let id = ProviderID.openMeteo
    private let failure: FetchError?
    private let lock = NSLock()
    private var asked = 0

    init(failing failure: FetchError? = nil) {
        self.failure = failure
    }

    var questions: Int { lock.withLock { asked } }

    func weather(at coordinate: Coordinate) async throws -> ProviderWeather {
        lock.withLock { asked += 1 }
        if let failure { throw failure }
        return try DemoWeatherProvider.weather(from: Self.sample, now: Date())
    }

    static let sample: Data = {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources/demo/open-meteo-seoul.json")
        return try! Data(contentsOf: url)
    }()
}

/// Place search over a fixed list; no IP lookup.
struct TestGeocoder: Geocoding, IPLocating {
    var places: [Place] = []

    func search(_ name: String) async throws -> [Place] {
        places.filter { $0.name == name }
    }

    func locate() async throws -> Place {
        throw FetchError.offline
    }
}

extension Services {
    /// Services with nothing behind them but `provider` and a search over `places`: no network, no cache,
    /// no log.
    @MainActor
    static func test(provider: TestProvider, places: [Place] = [], location: LocationQuery) -> Services {
        let logger = Logger(label: "weathertui-test") { _ in SwiftLogNoOpLogHandler() }
        let resolver = LocationResolver(geocoder: TestGeocoder(places: places), ipLocator: TestGeocoder(), lastPlace: nil, recentPlaces: nil)
        return Services(
            logger: logger,
            makeDataSource: { patienceKeeper in
                WeatherDataSource(provider: provider, patienceKeeper: patienceKeeper, resolver: resolver, feeds: [], mode: .fixed(location), logger: logger)
            },
            shutdown: {}
        )
    }
}
