import Foundation
import Testing
@testable import WeatherCore

/// Which service covers a place (its country code, a subdivision, else a coarse outline) and the
/// request each sends.
@Suite struct WarningSourcesTests {
    static let base = URL(string: "http://127.0.0.1:9")!
    static let endpoints = Endpoints.defaults

    static func place(_ latitude: Double, _ longitude: Double, country: String? = nil, area: PlaceArea? = nil) -> Place {
        Place(countryCode: country, area: area, coordinate: Coordinate(latitude: latitude, longitude: longitude)!)
    }

    static func covering(_ place: Place) -> String? {
        WarningService.covering(place, among: WarningService.all)?.name
    }

    @Test(arguments: [
        (39.7392, -104.9903), (61.2181, -149.9003), (21.3069, -157.8583), (18.4655, -66.1057), (25.7617, -80.1918),
        (47.6062, -122.3321), (42.3314, -83.0458), (44.9778, -93.2650), (31.7619, -106.4850), (13.4443, 144.7937),
    ])
    func nwsCoversTheUnitedStatesByCoordinates(latitude: Double, longitude: Double) {
        #expect(Self.covering(Self.place(latitude, longitude)) == "NWS")
    }

    @Test(arguments: [
        (59.9139, 10.7522), (60.3913, 5.3221), (69.6492, 18.9553), (63.4305, 10.3951), (78.2232, 15.6267), (70.9821, -8.5),
        (69.7271, 30.0450),
    ])
    func metNorwayCoversNorwayByCoordinates(latitude: Double, longitude: Double) {
        #expect(Self.covering(Self.place(latitude, longitude)) == "MET Norway")
    }

    @Test(arguments: [
        (37.5665, 126.978), (0.0, -30.0), (43.6532, -79.3832), (45.5017, -73.5673), (19.4326, -99.1332), (49.2827, -123.1207),
        (59.3293, 18.0686), (60.1699, 24.9384), (55.6761, 12.5683), (67.8558, 20.2253), (68.9585, 33.0827), (57.7089, 11.9746),
        (51.5072, -0.1276), (-33.8688, 151.2093),
    ])
    func noOutlineCoversOtherPlaces(latitude: Double, longitude: Double) {
        #expect(Self.covering(Self.place(latitude, longitude)) == nil)
    }

    @Test func theCountryCodeDecidesWhereThereIsOne() {
        #expect(Self.covering(Self.place(0, -30, country: "US")) == "NWS")
        #expect(Self.covering(Self.place(18.4, -66.1, country: "pr")) == "NWS")
        #expect(Self.covering(Self.place(39.7392, -104.9903, country: "CA")) == "Environment Canada")
        #expect(Self.covering(Self.place(78.2, 15.6, country: "SJ")) == "MET Norway")
        #expect(Self.covering(Self.place(59.9, 10.7, country: "no")) == "MET Norway")
        // Inside MET Norway's outline, but in a country no service covers ("ZZ", a code no country has).
        #expect(Self.covering(Self.place(59.9, 10.7, country: "ZZ")) == nil)
        #expect(Self.covering(Self.place(52.52, 13.40, country: "DE")) == "DWD")
        #expect(Self.covering(Self.place(53.35, -6.26, country: "IE")) == "Met Éireann")
        #expect(Self.covering(Self.place(37.57, 126.98, country: "KR")) == nil)
        #expect(Self.covering(Self.place(22.3, 114.17, country: "HK")) == "Hong Kong Observatory")
        #expect(Self.covering(Self.place(22.3, 114.17, country: "CN", area: PlaceArea(codes: ["CN-HK"]))) == "Hong Kong Observatory")
        #expect(Self.covering(Self.place(22.54, 114.06, country: "CN", area: PlaceArea(codes: ["CN-GD"]))) == "CMA")
    }

    @Test func aServiceForASubdivisionIsChosenOverTheCountrysOwn() throws {
        let country = WarningService(.nws, terms: WarningTerms(coverage: WarningCoverage(countries: ["CN"])) { NWSAlertSource(baseURL: $0) })
        let territory = WarningService(.metNorway, terms: WarningTerms(coverage: WarningCoverage(countries: ["HK"], subdivisions: ["CN-HK"])) {
            MetNorwayAlertSource(baseURL: $0)
        })
        let services = [country, territory]
        let hongKong = Self.place(22.3, 114.17, country: "CN", area: PlaceArea(codes: ["CN-HK"]))
        #expect(WarningService.covering(hongKong, among: services)?.service == .metNorway)
        #expect(WarningService.covering(Self.place(22.3, 114.17, country: "HK"), among: services)?.service == .metNorway)
        #expect(WarningService.covering(Self.place(39.9, 116.4, country: "CN", area: PlaceArea(codes: ["CN-BJ"])), among: services)?.service == .nws)
    }

    @Test func eachCountryIsCoveredByOneServiceOnly() {
        var seen: [String: String] = [:]
        for service in WarningService.all {
            for code in service.coverage.countryCodes.union(service.coverage.subdivisionCodes) {
                #expect(seen[code] == nil, "\(code): \(seen[code] ?? "") and \(service.name)")
                seen[code] = service.name
            }
        }
        #expect(Set(WarningService.all.map(\.service)).count == WarningService.all.count)
    }

    @Test func fortyCountriesAndTerritoriesAtLeast() {
        let countries = WarningService.all.reduce(into: Set<String>()) { $0.formUnion($1.coverage.countryCodes) }
        #expect(countries.count >= 40, "\(countries.sorted())")
        #expect(Self.covering(Self.place(51.92, 4.48, country: "NL")) == "MeteoAlarm")
        #expect(Self.covering(Self.place(48.86, 2.35, country: "FR")) == "MeteoAlarm")
        #expect(Self.covering(Self.place(42.51, 1.52, country: "AD")) == "MeteoAlarm")
        #expect(Self.covering(Self.place(35.69, 139.69, country: "JP")) == "JMA")
        // Served by their own national services, though MeteoAlarm has feeds for them too.
        #expect(Self.covering(Self.place(52.52, 13.4, country: "DE")) == "DWD")
        #expect(Self.covering(Self.place(53.35, -6.26, country: "IE")) == "Met Éireann")
        #expect(Self.covering(Self.place(59.91, 10.75, country: "NO")) == "MET Norway")
    }

    @Test func requestsAsTheServicesDocumentThem() throws {
        let denver = WarningQuery(place: Self.place(39.739_236_7, -104.990_251_1), language: .english)
        #expect(NWSAlertSource(baseURL: Self.base).request(for: denver)?.absoluteString == "http://127.0.0.1:9/alerts/active?point=39.7392,-104.9903")
        #expect(NWSAlertSource(baseURL: Self.base).accept == "application/geo+json")
        let oslo = WarningQuery(place: Self.place(59.913_9, 10.752_2), language: .english)
        #expect(MetNorwayAlertSource(baseURL: Self.base).request(for: oslo)?.absoluteString
            == "http://127.0.0.1:9/weatherapi/metalerts/2.0/current.json?lat=59.9139&lon=10.7522&lang=en")
        // The service writes Norwegian too, for a Norwegian reader; every other language gets its English.
        let osloNorwegian = WarningQuery(place: Self.place(59.913_9, 10.752_2), language: .norwegianBokmal)
        #expect(MetNorwayAlertSource(baseURL: Self.base).request(for: osloNorwegian)?.absoluteString
            == "http://127.0.0.1:9/weatherapi/metalerts/2.0/current.json?lat=59.9139&lon=10.7522&lang=no")
        let osloGerman = WarningQuery(place: Self.place(59.913_9, 10.752_2), language: .german)
        #expect(MetNorwayAlertSource(baseURL: Self.base).request(for: osloGerman)?.absoluteString.hasSuffix("&lang=en") == true)
        let toronto = WarningQuery(place: Self.place(43.6532, -79.3832, country: "CA"), language: .english)
        #expect(ECCCAlertSource(baseURL: Self.base).request(for: toronto)?.absoluteString
            == "http://127.0.0.1:9/collections/weather-alerts/items?f=json&bbox=-79.4032,43.6332,-79.3632,43.6732&lang=en&limit=100")
        let montreal = WarningQuery(place: Self.place(45.5017, -73.5673, country: "CA"), language: .french)
        #expect(ECCCAlertSource(baseURL: Self.base).request(for: montreal)?.query?.contains("lang=fr") == true)
        let berlin = WarningQuery(place: Self.place(52.52, 13.405, country: "DE"), language: .german)
        #expect(BrightSkyAlertSource(baseURL: Self.base).request(for: berlin)?.absoluteString == "http://127.0.0.1:9/alerts?lat=52.5200&lon=13.4050")
    }

    @Test func everyEntryAsksItsOwnAddress() throws {
        var endpoints = Endpoints.defaults
        endpoints[.brightSky] = URL(string: "http://127.0.0.1:7/brightsky")!
        let dwd = try #require(WarningService.all.first { $0.service == .brightSky })
        let berlin = WarningQuery(place: Self.place(52.52, 13.405, country: "DE"), language: .english)
        #expect(dwd.source(at: endpoints).request(for: berlin)?.absoluteString == "http://127.0.0.1:7/brightsky/alerts?lat=52.5200&lon=13.4050")
        #expect(dwd.freshFor == 300)
    }

    /// Answers every request with `body` (or fails), and remembers what was asked.
    final class RecordingFetcher: HTTPFetching {
        let requests = Locked<[(url: URL, accept: String?)]>([])
        let answer: Result<HTTPResponse, FetchError>

        init(_ answer: Result<HTTPResponse, FetchError>) {
            self.answer = answer
        }

        func get(_ url: URL) async throws(FetchError) -> HTTPResponse {
            requests.withLock { $0.append((url, nil)) }
            return try answer.get()
        }

        func get(_ url: URL, accept: String) async throws(FetchError) -> HTTPResponse {
            requests.withLock { $0.append((url, accept)) }
            return try answer.get()
        }
    }
}
