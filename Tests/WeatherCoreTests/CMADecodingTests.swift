import Foundation
import Testing
@testable import WeatherCore

/// China's warnings as nmc.cn lists them (`Fixtures/cma-findalarm.json`, twelve of a real day's list),
/// matched by the office that issued each: its county, its city or its province, as the place's reverse
/// geocoding names them.
@Suite struct CMADecodingTests {
    static let now = ISO8601Text.date(from: "2026-09-19T17:00:00Z")!

    static func found(_ area: PlaceArea) throws -> (covering: [String], areaUnclear: [String])? {
        let found = try CMAWarningList.decode(Fixture.data("cma-findalarm.json"), for: area, now: now)
        return found.map { ($0.covering.compactMap(\.headline), $0.areaUnclear.compactMap(\.headline)) }
    }

    static let baota = PlaceArea(state: "陕西省", districts: ["宝塔区"], codes: ["CN-SN"], locality: "延安市")

    @Test func aCountyWarningInThePlacesCountyIsABannerAndItsCitysToo() throws {
        let found = try #require(try Self.found(Self.baota))
        #expect(found.covering == ["陕西省延安市宝塔区气象台发布大雾黄色预警信号", "陕西省延安市气象台发布大雾黄色预警信号"])
        #expect(found.areaUnclear.isEmpty)
    }

    @Test func anotherCountyOfTheSameCityOrProvinceIsNone() throws {
        let ansai = PlaceArea(state: "陕西省", districts: ["安塞区"], codes: ["CN-SN"], locality: "延安市")
        let found = try #require(try Self.found(ansai))
        #expect(found.covering == ["陕西省延安市安塞区气象台发布大雾黄色预警信号", "陕西省延安市气象台发布大雾黄色预警信号"])
        #expect(!found.covering.contains("陕西省延安市宝塔区气象台发布大雾黄色预警信号"))
        #expect(!found.covering.contains("陕西省西安市蓝田县气象台发布大雾黄色预警信号"))
        #expect(found.areaUnclear.isEmpty)
    }

    @Test func aProvinceOfficesWarningHoldsInItsProvinceAndNoCountysDoesElsewhere() throws {
        let ledong = PlaceArea(state: "海南省", districts: ["乐东黎族自治县"], codes: ["CN-HI"])
        let found = try #require(try Self.found(ledong))
        #expect(found.covering == ["海南省乐东县气象台发布雷电黄色预警信号", "海南省气象台发布海上雷雨大风黄色预警信号"])
        #expect(found.areaUnclear.isEmpty)
    }

    @Test func aPlaceNamedOnlyByItsProvinceGetsItsProvincesOfficesAsUnclear() throws {
        let yanan = PlaceArea(state: "Shaanxi", districts: ["Baota District"], codes: ["CN-SN"], locality: "Yan'an")
        let found = try #require(try Self.found(yanan))
        #expect(found.covering.isEmpty)
        #expect(found.areaUnclear == [
            "陕西省西安市蓝田县气象台发布大雾黄色预警信号", "陕西省延安市安塞区气象台发布大雾黄色预警信号",
            "陕西省延安市宝塔区气象台发布大雾黄色预警信号", "陕西省延安市气象台发布大雾黄色预警信号",
        ])
    }

    @Test func aPlaceWhoseProvinceIsUnknownIsNotRead() throws {
        #expect(try Self.found(PlaceArea(state: "Bayern", codes: ["DE-BY"])) == nil)
    }

    @Test func twoCountiesOfOneNameAreToldApartByTheirCity() {
        let gulouNanjing = PlaceArea(state: "江苏省", districts: ["鼓楼区"], codes: ["CN-JS"], locality: "南京市")
        #expect(CMAWarningList.Placing(gulouNanjing)?.relation(of: "320106") == .covers)
        #expect(CMAWarningList.Placing(gulouNanjing)?.relation(of: "320302") == .elsewhere)
        #expect(CMAWarningList.Placing(gulouNanjing)?.relation(of: "320300") == .elsewhere)
        #expect(CMAWarningList.Placing(gulouNanjing)?.relation(of: "320100") == .covers)
        #expect(CMAWarningList.Placing(gulouNanjing)?.relation(of: "320000") == .covers)
        #expect(CMAWarningList.Placing(gulouNanjing)?.relation(of: "370614") == .elsewhere)
        #expect(CMAWarningList.Placing(gulouNanjing)?.relation(of: "329999") == .unclear)
        let gulouUnplaced = PlaceArea(state: "江苏省", districts: ["鼓楼区"], codes: ["CN-32"])
        #expect(CMAWarningList.Placing(gulouUnplaced)?.relation(of: "320106") == .unclear)
    }

    @Test func aWarningIsNamedByItsSignalColouredByItsLevelAndTimedInBeijingTime() throws {
        let pingchang = PlaceArea(state: "四川省", districts: ["平昌县"], codes: ["CN-SC"], locality: "巴中市")
        let warnings = try #require(try CMAWarningList.decode(Fixture.data("cma-findalarm.json"), for: pingchang, now: Self.now))
        let warning = try #require(warnings.covering.first)
        #expect(warnings.covering.count == 1)
        #expect(warning.event == "暴雨橙色预警信号")
        #expect(warning.severity == .severe)
        #expect(warning.source == "CMA")
        #expect(warning.onset == ISO8601Text.date(from: "2026-09-19T16:10:00Z"))
    }

    @Test func liftedSignalsOddIDsAndBadAnswersAreNoWarnings() throws {
        let body = Data("""
            {"code":0,"data":{"page":{"list":[
            {"alertid":"61060241600000_1","issuetime":"2026/09/19 23:00","title":"陕西省延安市宝塔区气象台解除大雾黄色预警信号"},
            {"alertid":"6106x2","issuetime":"2026/09/19 23:00","title":"陕西省延安市宝塔区气象台发布大雾黄色预警信号"},
            {"alertid":"61060241600000_2","issuetime":"2026/13/19 23:00","title":"\\u001b[31m陕西省延安市宝塔区气象台发布暴雨红色预警信号"},
            7]}}}
            """.utf8)
        let found = try #require(try CMAWarningList.decode(body, for: Self.baota, now: Self.now))
        #expect(found.covering.map(\.event) == ["暴雨红色预警信号"])
        #expect(found.covering.first?.severity == .extreme)
        #expect(found.covering.first?.onset == nil)
        #expect(throws: FetchError.self) { try CMAWarningList.decode(Data(#"{"code":1,"msg":"error"}"#.utf8), for: Self.baota, now: Self.now) }
        #expect(throws: FetchError.self) { try CMAWarningList.decode(Data("<html>".utf8), for: Self.baota, now: Self.now) }
    }

    @Test func everyProvinceHasItsISOCodeAndTheTableHoldsTheCodesCMAIssuesBy() {
        let provinces = ChinaDivision.all.filter { $0.level == .province }
        #expect(provinces.count == 31)
        #expect(provinces.allSatisfy { $0.isoCode?.hasPrefix("CN-") == true })
        #expect(ChinaDivision.coded("370614")?.name == "蓬莱区")
        #expect(ChinaDivision.coded("370614")?.city?.name == "烟台市")
        #expect(ChinaDivision.coded("469027")?.city == nil)
        #expect(ChinaDivision.coded("110108")?.province?.name == "北京市")
    }
}

/// CMA's entry read through the warnings feed: the list and the place's names in Chinese, each asked once.
@Suite struct CMAWarningServiceTests {
    /// Answers by path, 503 for any other, and keeps the queries asked.
    final class PathFetcher: HTTPFetching {
        let answers: [String: Data]
        private let log = Locked<[URL]>([])

        init(_ answers: [String: Data]) {
            self.answers = answers
        }

        var asked: [URL] { log.withLock { $0 } }

        func get(_ url: URL) async throws(FetchError) -> HTTPResponse {
            log.withLock { $0.append(url) }
            guard let body = answers[url.path] else { return HTTPResponse(status: 503, body: Data()) }
            return HTTPResponse(status: 200, body: body)
        }
    }

    static func warnings(_ place: Place, reverse: String?) async throws -> (WeatherWarnings, PathFetcher) {
        var answers = ["/rest/findAlarm": try Fixture.data("cma-findalarm.json")]
        if let reverse { answers["/reverse"] = Data(reverse.utf8) }
        let fetcher = PathFetcher(answers)
        let feed = WarningsFeed(
            services: [WarningService(.cma)!], endpoints: .defaults, language: .english, lookup: nil, fetcher: fetcher,
            logger: CAPFeedReaderTests.logger, clock: { CMADecodingTests.now }
        )
        return (try await feed.warnings(for: place), fetcher)
    }

    static let yanan = Place(
        name: "Yan'an", countryCode: "CN", area: PlaceArea(state: "Shaanxi", districts: ["Baota District"], codes: ["CN-SN"], locality: "Yan'an"),
        coordinate: Coordinate(latitude: 36.5853, longitude: 109.4897)!
    )

    @Test func thePlacesNamesInChinesePlaceItsCountysSignals() async throws {
        let reverse = #"{"name":"延安市","address":{"county":"宝塔区","city":"延安市","state":"陕西省","ISO3166-2-lvl4":"CN-SN","country_code":"cn"}}"#
        let (warnings, fetcher) = try await Self.warnings(Self.yanan, reverse: reverse)
        #expect(warnings.source == "CMA" && warnings.status == .answered)
        #expect(warnings.warnings.compactMap(\.headline) == ["陕西省延安市宝塔区气象台发布大雾黄色预警信号", "陕西省延安市气象台发布大雾黄色预警信号"])
        #expect(warnings.areaUnclear.isEmpty)
        #expect(fetcher.asked.count == 2)
        #expect(fetcher.asked.contains { $0.path == "/reverse" && $0.query?.contains("accept-language=zh") == true })
    }

    @Test func withoutThemTheProvincesSignalsAreUnclearNeverABanner() async throws {
        let (warnings, _) = try await Self.warnings(Self.yanan, reverse: nil)
        #expect(warnings.status == .answered)
        #expect(warnings.warnings.isEmpty)
        #expect(warnings.areaUnclear.count == 4)
        #expect(warnings.areaUnclear.allSatisfy { $0.headline?.hasPrefix("陕西省") == true })
    }

    @Test func aPlaceInNoProvinceOfTheTableIsUnknown() async throws {
        let macao = Place(name: "Macao", countryCode: "CN", area: PlaceArea(codes: ["CN-MO"]), coordinate: Coordinate(latitude: 22.19, longitude: 113.54)!)
        let reverse = #"{"name":"澳门","address":{"city":"澳门","state":"澳门特别行政区","ISO3166-2-lvl3":"CN-MO","country_code":"cn"}}"#
        let (warnings, _) = try await Self.warnings(macao, reverse: reverse)
        #expect(warnings.status == .unanswered)
        #expect(warnings.warnings.isEmpty && warnings.areaUnclear.isEmpty)
    }
}
