import Foundation
import WeatherCore
import WeatherPresentation
@testable import WeatherTUIApp

/// The settings and pieces of a one-shot run, made as `Launch` makes them.
enum Runs {
    static let seoul = Coordinate(latitude: 37.57, longitude: 126.98)!
    static let environment = ["LANG": "en_GB.UTF-8"]

    static func settings(_ options: CommandLineOptions, file: ConfigFileSettings? = nil) throws -> ResolvedSettings {
        try ResolvedSettings.resolve(flags: options.flags, file: file, environment: environment)
    }

    /// The output `options` choose, written to `captured`.
    static func output(_ options: CommandLineOptions, settings: ResolvedSettings, to captured: CapturedStreams) throws -> OneShotOutput {
        guard case let .oneShot(format) = try options.runMode(template: settings.format, glyphs: Glyphs(settings.icons)) else {
            throw CocoaError(.featureUnsupported)
        }
        return OneShotOutput(settings: settings, format: format, streams: captured.streams)
    }

    /// A report store in a directory of its own, holding `report` (fetched `age` seconds ago) for Seoul,
    /// from `provider` (standing in for `fallback.from` when given).
    static func stored(
        age: TimeInterval?, provider: ProviderID = .openMeteo, fallback: ProviderFallback? = nil
    ) throws -> (StoredReports, URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("weathertui-app-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let store = ReportStore(directory: directory)
        if let age {
            let now = Date().addingTimeInterval(-age)
            let weather = try DemoWeatherProvider.weather(from: TestProvider.sample, now: now)
            var report = WeatherReport(
                place: Place(name: "Seoul", countryCode: "KR", coordinate: seoul), timeZone: weather.timeZone, current: weather.current,
                forecast: weather.forecast, hourly: weather.hourly, days: weather.days, provider: provider, fetchedAt: now
            )
            report.fallback = fallback
            try store.save(report, foundBy: nil, keeping: RecentPlaces())
        }
        return (StoredReports(store: store, keys: [.query(.coordinate(seoul))], language: .english), directory)
    }
}
