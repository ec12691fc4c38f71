import Foundation
@testable import WeatherCore
import WeatherPresentation

/// Which decoder a fixture goes through, by its name.
enum FixtureRoute: Equatable {
    case openMeteoForecast
    case openWeatherCurrent
    case openWeatherForecast
    case errorBody(provider: ProviderID, status: Int)
    case openMeteoGeocoding
    case openWeatherGeocoding
    case nominatim
    case ipLookup
    case airQuality
    /// DWD's radar composite through Bright Sky: its frames are inflated from the answer's streams.
    case brightSkyRadar
    /// The marine answer, read at `capturedAt`: its fixtures are of another year than the others.
    case marine(capturedAt: Date)
    case archive
    case ensemble
    case noaaStations
    case noaaTides
    /// The Aviation Weather Center's METARs, read at `capturedAt`: the fixtures' reports are of November 2026 and before.
    case metarReports(capturedAt: Date)
    case metarStations
    case nwsAlerts
    case metNorwayAlerts
    case ecccAlerts
    case brightSkyAlerts
    case metEireannWarnings
    case hkoWarnings
    case meteoAlarmWarnings
    case jmaWarnings
    /// A warning service's fixture (named by the service's `id`) that no case above reads more closely:
    /// decoded by its source at a place in its first country.
    case warnings(Service)
    /// MET Norway's forecast, read at `capturedAt`: its fixtures are real answers from other years.
    case metNorwayForecast(capturedAt: Date)

    init?(fixture: String) {
        let name = fixture.replacingOccurrences(of: ".json", with: "")
        if name.contains("-error-"), let status = name.split(separator: "-").last.flatMap({ Int($0) }) {
            self = .errorBody(provider: name.hasPrefix("open-meteo") ? .openMeteo : .openWeather, status: status)
        } else if name.hasPrefix("nws-alerts") {
            self = .nwsAlerts
        } else if name.hasPrefix("metno-alerts") {
            self = .metNorwayAlerts
        } else if name.hasPrefix("eccc-alerts") {
            self = .ecccAlerts
        } else if name.hasPrefix("brightsky-alerts") {
            self = .brightSkyAlerts
        } else if name.hasPrefix("meteireann-warnings") {
            self = .metEireannWarnings
        } else if name.hasPrefix("hko-warnsum") {
            self = .hkoWarnings
        } else if name.hasPrefix("meteoalarm-feed") {
            self = .meteoAlarmWarnings
        } else if name.hasPrefix("jma-warning") {
            self = .jmaWarnings
        } else if let service = Service.allCases.first(where: { $0.warnings != nil && name.hasPrefix($0.id + "-") }) {
            self = .warnings(service)
        } else if name.hasPrefix("metno-forecast") {
            // The London answer's Date, and an hour into the Nordic one.
            self = .metNorwayForecast(capturedAt: Date(timeIntervalSince1970: name.contains("london") ? 1_595_245_471 : 1_652_908_800))
        } else if name.hasPrefix("open-meteo-air-quality") {
            self = .airQuality
        } else if name.hasPrefix("brightsky-radar") {
            self = .brightSkyRadar
        } else if name.hasPrefix("open-meteo-marine") {
            // 2026-10-07T09:20 in Dalian, inside the fixtures' hours.
            self = .marine(capturedAt: Date(timeIntervalSince1970: 1_791_336_000))
        } else if name.hasPrefix("open-meteo-ensemble") {
            self = .ensemble
        } else if name.hasPrefix("noaa-stations") {
            self = .noaaStations
        } else if name.hasPrefix("noaa-tide") {
            self = .noaaTides
        } else if name.hasPrefix("awc-metar") {
            // 2026-11-17T08:30Z, the fog report's time: every fixture's report is within a year of it.
            self = .metarReports(capturedAt: Date(timeIntervalSince1970: 1_794_904_200))
        } else if name.hasPrefix("awc-stationinfo") {
            self = .metarStations
        } else if name.hasPrefix("open-meteo-archive") {
            self = .archive
        } else if name.hasPrefix("open-meteo-forecast") {
            self = .openMeteoForecast
        } else if name.hasPrefix("openweather-current") {
            self = .openWeatherCurrent
        } else if name.hasPrefix("openweather-forecast") {
            self = .openWeatherForecast
        } else if name.hasPrefix("open-meteo-geocoding") {
            self = .openMeteoGeocoding
        } else if name.hasPrefix("openweather-geo") {
            self = .openWeatherGeocoding
        } else if name.hasPrefix("nominatim") {
            self = .nominatim
        } else if name.hasPrefix("ipwho") || name.hasPrefix("ipinfo") || name.hasPrefix("ipapi") {
            self = .ipLookup
        } else {
            return nil
        }
    }

    /// A point Environment Canada's fixture has a warning for.
    static let toronto = Coordinate(latitude: 43.6532, longitude: -79.3832)!

    /// The unchanged other half of an OpenWeather pair (current and forecast are fetched together).
    static let currentBody = (try? CoreFixtures.data("openweather-current-full.json")) ?? Data()
    static let forecastBody = (try? CoreFixtures.data("openweather-forecast-full.json")) ?? Data()

    /// Decodes `body` as the app reads this fixture's service, then shows the weather, the place or the failure.
    func run(_ body: Data, now: Date, screens: inout FuzzScreens) {
        // The client refuses larger answers before anything decodes them.
        let limit = HTTPClientSettings.defaultMaximumBodyBytes
        guard body.count <= limit else { return screens.showFailure(.weather(.tooLarge(limit: limit))) }
        switch self {
        case .openMeteoForecast:
            weather(provider: .openMeteo, now: now, screens: &screens) { try OpenMeteoClient.decode(body, now: now) }
        case .openWeatherCurrent:
            weather(provider: .openWeather, now: now, screens: &screens) {
                try OpenWeatherClient.decode(current: body, forecast: Self.forecastBody, now: now)
            }
        case .openWeatherForecast:
            weather(provider: .openWeather, now: now, screens: &screens) {
                try OpenWeatherClient.decode(current: Self.currentBody, forecast: body, now: now)
            }
        case let .errorBody(provider, status):
            do {
                _ = try HTTPResponse(status: status, headers: [("Retry-After", "30")], body: body).requireSuccess(from: "fixture", reason: ServiceJSON.errorReason)
                screens.record("an error status was taken for success")
            } catch {
                screens.showFailure(.weather(error))
            }
            weather(provider: provider, now: now, screens: &screens) {
                provider == .openMeteo
                    ? try OpenMeteoClient.decode(body, now: now)
                    : try OpenWeatherClient.decode(current: body, forecast: body, now: now)
            }
        case .openMeteoGeocoding:
            places(screens: &screens, failure: { .location(.searchFailed($0)) }) { try OpenMeteoGeocoder.decode(body) }
        case .openWeatherGeocoding:
            for language in Language.allCases {
                places(screens: &screens, failure: { .location(.searchFailed($0)) }) { try OpenWeatherGeocoder.decode(body, language: language) }
            }
        case .nominatim:
            places(screens: &screens, failure: { .weather($0) }) { try NominatimReverseGeocoder.decode(body, coordinate: SampleReport.seoul.place.coordinate).map { [$0] } ?? [] }
        case .ipLookup:
            places(screens: &screens, failure: { .location(.ipLookupFailed($0)) }) { try [IPLocator.decode(body, service: "ipwho.is")] }
        case .airQuality:
            // A feed's failure never reaches the screen: only what decodes is shown.
            guard let air = try? OpenMeteoAirQualityClient.decode(body, now: now) else { return }
            screens.checkGate(air, now: now)
            var report = SampleReport.seoul
            report.air = air
            screens.show(report)
        case .brightSkyRadar:
            // No screen shows a frame's cells as text: every stream a mutated answer still holds is
            // inflated into its box, and every cell read as the view reads it.
            guard let answer = try? BrightSkyRadarAnswer.decode(body, now: now) else { return }
            for frame in answer.records.compactMap(answer.frame) {
                let rates = (0..<frame.box.cellCount).map { RadolanFrame.rate(value: frame.value(at: $0)) }
                if let bad = rates.first(where: { !$0.isFinite || $0 < 0 }) { screens.record("a radar cell read as \(bad) mm/h") }
            }
        case let .marine(capturedAt):
            // A feed's failure never reaches the screen: only what decodes is shown, in the header and the sea view.
            guard let marine = try? OpenMeteoMarineClient.decode(body, now: capturedAt) else { return }
            screens.checkGate(marine, now: capturedAt)
            var report = SampleReport.seoul
            report.marine = marine
            screens.show(report)
        case .ensemble:
            // A feed's failure never reaches the screen: only what decodes is shown, in the graph and the days view.
            guard let ensemble = try? OpenMeteoEnsembleClient.decode(body, now: now) else { return }
            screens.checkGate(ensemble, now: now)
            var report = SampleReport.seoul
            report.ensemble = ensemble
            screens.show(report)
        case .noaaStations:
            // A station's name is shown: it must be one line of text, on Earth, under the length cap.
            guard let stations = try? NOAATidesClient.decodeStations(body) else { return }
            for station in stations where station.name.count > NOAATidesClient.maximumNameLength || station.name.unicodeScalars.contains(where: FuzzScreens.isControl) {
                screens.record("a station name unchecked: \(station.name.debugDescription)")
            }
            var report = SampleReport.seoul
            report.marine = SampleReport.sea()
            report.marine?.tideStation = stations.first?.name
            screens.show(report)
        case .noaaTides:
            // The official tides replace the model's: only heights the gate lets through are shown.
            guard let tides = try? NOAATidesClient.decodeTides(body) else { return }
            if tides.contains(where: { !Quantity.seaLevel.plausibleRange.contains($0.height) }) { screens.record("a tide past the gate") }
            var report = SampleReport.seoul
            report.marine = SampleReport.sea()
            report.marine?.tides = tides
            report.marine?.tideStation = "Bar Harbor"
            screens.show(report)
        case let .metarReports(capturedAt):
            // A report's text reaches --json and its words the header: one line, no control character, under the cap.
            guard let reports = try? AviationWeatherClient.decodeReports(body, now: capturedAt) else { return }
            for report in reports where report.raw.count > AviationWeatherClient.maximumRawLength
                || report.raw.unicodeScalars.contains(where: FuzzScreens.isControl) || report.station.count != 4 {
                screens.record("a report unchecked: \(report.raw.debugDescription)")
            }
            var report = SampleReport.seoul
            report.observation = reports.max { $0.time < $1.time }
            screens.show(report)
        case .metarStations:
            // Only a station's id and place are kept: four letters or digits, on Earth.
            guard let stations = try? AviationWeatherClient.decodeStations(body) else { return }
            if let bad = stations.first(where: { $0.id.count != 4 || !$0.id.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) } }) {
                screens.record("a station id unchecked: \(bad.id.debugDescription)")
            }
            screens.show(SampleReport.seoul)
        case .archive:
            // A feed's failure never reaches the screen: the days that decode are shown as the sample's days' normals.
            guard let days = try? OpenMeteoArchiveClient.decode(body) else { return }
            let values = days.sorted { $0.key < $1.key }.compactMap { day in day.value.high.flatMap { high in day.value.low.map { (high, $0) } } }
            if values.contains(where: { !(-100...70).contains($0.0) || !(-100...70).contains($0.1) }) {
                screens.record("an archive value past the gate")
            }
            var report = SampleReport.seoul
            report.normals = zip(report.days, values).compactMap { day, value in
                CalendarDay(day.date, utcOffset: report.timeZone.secondsFromGMT).map { DayNormal(month: $0.month, day: $0.day, high: value.0, low: value.1) }
            }
            screens.show(report)
        case .nwsAlerts:
            warnings(source: Service.nws.entry.name, now: now, screens: &screens) { try NWSAlertSource.decode(body, now: now) }
        case .metNorwayAlerts:
            warnings(source: Service.metNorway.entry.name, now: now, screens: &screens) { try MetNorwayAlertSource.decode(body, now: now) }
        case .ecccAlerts:
            for french in [false, true] {
                warnings(source: Service.eccc.entry.name, now: now, screens: &screens) {
                    try ECCCAlertSource.decode(body, at: Self.toronto, french: french, now: now)
                }
            }
        case .brightSkyAlerts:
            for german in [false, true] {
                warnings(source: Service.brightSky.entry.name, now: now, screens: &screens) { try BrightSkyAlertSource.decode(body, german: german, now: now) }
            }
        case .metEireannWarnings:
            warnings(source: Service.metEireann.entry.name, now: now, screens: &screens) { try MetEireannWarningSource.decode(body, county: "EI07", now: now) }
        case .hkoWarnings:
            warnings(source: Service.hko.entry.name, now: now, screens: &screens) { try HKOWarningSource.decode(body, now: now) }
        case .jmaWarnings:
            for japanese in [false, true] {
                warnings(source: Service.jma.entry.name, now: now, screens: &screens) { try JMAWarningSource.decode(body, office: "130000", japanese: japanese, now: now) }
            }
        case .meteoAlarmWarnings:
            for language in [Language.english, .dutch] {
                warnings(source: Service.meteoAlarm.entry.name, now: now, screens: &screens) {
                    try MeteoAlarmWarningSource.decode(body, regions: ["NL009", "NL015"], language: language, now: now)
                }
            }
        case let .warnings(service):
            guard let terms = service.warnings else { return }
            let source = terms.makeSource(URL(string: "http://127.0.0.1:9")!)
            let place = Place(name: "Fixture", countryCode: terms.coverage.countryCodes.min(), coordinate: SampleReport.seoul.place.coordinate)
            warnings(source: service.entry.name, now: now, screens: &screens) {
                guard case let .warnings(found) = try source.decode(body, for: WarningQuery(place: place, language: .english), now: now) else { return [] }
                return found
            }
        case let .metNorwayForecast(capturedAt):
            weather(provider: .metNorway, now: capturedAt, screens: &screens) {
                try MetNorwayClient.decode(body, at: SampleReport.seoul.place.coordinate, zone: nil, now: capturedAt)
            }
        }
    }

    /// A feed's failure never reaches the screen: what decodes is shown in the banner, the panel and the
    /// reports, and every warning must be in force and its text clean.
    private func warnings(source: String, now: Date, screens: inout FuzzScreens, decode: () throws -> [WeatherWarning]) {
        guard let decoded = try? decode() else { return }
        for warning in decoded {
            if let ends = warning.ends, ends <= now { screens.record("an ended warning was kept: \(warning.event)") }
            let texts = [warning.event, warning.headline, warning.description, warning.instruction, warning.severityLabel].compactMap { $0 }
            if texts.contains(where: { $0.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) } }) {
                screens.record("a control character in a warning: \(warning.event)")
            }
        }
        var report = SampleReport.seoul
        report.warnings = WeatherWarnings(source: source, warnings: decoded, fetchedAt: now)
        screens.show(report)
    }

    private func weather(provider: ProviderID, now: Date, screens: inout FuzzScreens, decode: () throws -> ProviderWeather) {
        do {
            let weather = try decode()
            screens.checkGate(weather, now: now)
            let report = WeatherReport(
                place: Place(name: weather.placeName, countryCode: weather.countryCode, coordinate: SampleReport.seoul.place.coordinate),
                timeZone: weather.timeZone, current: weather.current, forecast: weather.forecast, hourly: weather.hourly,
                days: weather.days, quarterHours: weather.quarterHours, provider: provider, fetchedAt: now
            )
            screens.show(report)
        } catch {
            screens.showFailure(.weather(FetchError(error)))
        }
    }

    private func places(screens: inout FuzzScreens, failure: (FetchError) -> LoadFailure, decode: () throws -> [Place]) {
        do {
            guard let place = try decode().first else { return }
            var report = SampleReport.seoul
            report.place = place
            screens.show(report)
        } catch {
            screens.showFailure(failure(FetchError(error)))
        }
    }
}
