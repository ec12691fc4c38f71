import FoundationEssentials

/// The China Meteorological Administration's warnings in force, as nmc.cn lists them (`/rest/findAlarm`,
/// JSON; keyless): one list for the country, each warning named by the office that issued it. Its
/// `alertid` begins with the office's GB/T 2260 code (`ChinaDivision`), its `title` says the office and the
/// signal in Chinese ("四川省达州市万源市气象台发布雷电黄色预警信号"), `issuetime` is Beijing time. A county
/// office's signal holds in its county, a city office's in its city, a province office's in its province:
/// never a province's every county's for the province.
enum CMAWarningList {
    /// Where an office's warning stands to a place.
    enum Relation: Equatable {
        case covers
        /// The office is in the place's province, and the place's names do not tell whether its county or
        /// city is the office's.
        case unclear
        case elsewhere
    }

    static var serviceName: String { Service.cma.entry.name }
    /// More than any day's list (about 300 to 400 in force at once).
    static let itemLimit = 2_000

    /// The warnings of the list at a place in `area`: those its own offices issued, and those of its
    /// province whose area cannot be told from the place's names; nil where the place's province is unknown.
    static func decode(
        _ body: Data, for area: PlaceArea, now: Date
    ) throws(FetchError) -> (covering: [WeatherWarning], areaUnclear: [WeatherWarning])? {
        let answer = try ServiceJSON.decode(Answer.self, from: body, service: serviceName)
        guard answer.code == 0, let items = answer.data?.page?.list else {
            throw .badData(service: serviceName, problem: .missing("data.page.list"))
        }
        guard let placing = Placing(area) else { return nil }
        var covering: [WeatherWarning] = []
        var unclear: [WeatherWarning] = []
        for item in items.prefix(itemLimit).compactMap(\.value) {
            guard let office = item.alertid?.prefix(6), office.count == 6, office.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let warning = warning(item, now: now)
            else { continue }
            switch placing.relation(of: office) {
            case .covers: covering.append(warning)
            case .unclear: unclear.append(warning)
            case .elsewhere: break
            }
        }
        return (covering, unclear)
    }

    /// A place in China as the list's offices are told against it, by the names and codes reverse
    /// geocoding gave it: its province by ISO 3166-2 code or name, its city and county by their names as
    /// the table writes them. Worked out once a list.
    struct Placing {
        let province: ChinaDivision
        let divisions: [ChinaDivision]
        let named: Set<ChinaDivision>
        let namedCities: Set<ChinaDivision>
        let namedCounties: Set<ChinaDivision>

        init?(_ area: PlaceArea) {
            guard let province = ChinaDivision.province(of: area) else { return nil }
            let names = Set(area.names + [area.locality].compactMap { $0 })
            let divisions = ChinaDivision.within(province)
            let named = divisions.filter { names.contains($0.name) }
            self.province = province
            self.divisions = divisions
            self.named = Set(named)
            // A county's city is the place's only where no other county of the province bears its name (鼓楼区).
            namedCities = Set(named.filter { $0.level == .city } + named.filter { Self.isUnique($0, in: divisions) }.compactMap(\.city))
            namedCounties = Set(named.filter { $0.level == .county })
        }

        func relation(of office: some StringProtocol) -> Relation {
            guard office.prefix(2) == province.code.prefix(2) else { return .elsewhere }
            guard let issuer = ChinaDivision.coded(office) else { return .unclear }
            switch issuer.level {
            case .province:
                return .covers
            case .city:
                if namedCities.contains(issuer) { return .covers }
                return namedCities.isEmpty ? .unclear : .elsewhere
            case .county:
                if named.contains(issuer), Self.isUnique(issuer, in: divisions) || issuer.city.map(namedCities.contains) == true {
                    return .covers
                }
                if !namedCounties.isEmpty, !namedCounties.contains(issuer) { return .elsewhere }
                if let city = issuer.city, !namedCities.isEmpty, !namedCities.contains(city) { return .elsewhere }
                return .unclear
            }
        }

        private static func isUnique(_ division: ChinaDivision, in divisions: [ChinaDivision]) -> Bool {
            divisions.count { $0.name == division.name } == 1
        }
    }

    /// A signal in force, named by what follows the office ("雷电黄色预警信号"), its colour its severity;
    /// nil for a signal lifted ("解除") or an item without a title.
    private static func warning(_ item: Item, now: Date) -> WeatherWarning? {
        guard let title = item.title.map(TerminalText.sanitize), !title.isEmpty, !title.contains("解除") else { return nil }
        let event = title.firstRange(of: "发布").map { String(title[$0.upperBound...]) }.flatMap { $0.isEmpty ? nil : $0 } ?? title
        return WeatherWarning(
            source: serviceName, event: event, headline: title, severity: severity(of: title),
            onset: Plausible.time(item.issuetime.flatMap(beijingTime), near: now)
        )
    }

    private static func severity(of title: String) -> WarningSeverity {
        if title.contains("红色") { return .extreme }
        if title.contains("橙色") { return .severe }
        if title.contains("黄色") { return .moderate }
        return title.contains("蓝色") ? .minor : .unknown
    }

    /// "2026/09/20 00:43", Beijing time (UTC+8, no summer time).
    static func beijingTime(_ text: String) -> Date? {
        let parts = text.split(separator: " ")
        guard parts.count == 2 else { return nil }
        let day = parts[0].split(separator: "/").compactMap { Int($0) }
        let clock = parts[1].split(separator: ":").compactMap { Int($0) }
        guard day.count == 3, clock.count == 2, (1...12).contains(day[1]), (1...31).contains(day[2]),
              (0..<24).contains(clock[0]), (0..<60).contains(clock[1]),
              let date = CalendarDay(year: day[0], month: day[1], day: day[2])
        else { return nil }
        return Date(timeIntervalSince1970: Double(date.dayNumber * 86_400 + (clock[0] - 8) * 3600 + clock[1] * 60))
    }

    struct Answer: Decodable {
        var code: Int?
        var data: Payload?
    }

    struct Payload: Decodable {
        var page: Page?
    }

    struct Page: Decodable {
        var list: [LossyElement<Item>]?
    }

    struct Item: Decodable {
        var alertid: String?
        var issuetime: String?
        var title: String?
    }
}
