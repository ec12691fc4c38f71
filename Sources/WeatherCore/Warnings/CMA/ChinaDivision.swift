/// A province, prefecture-level city or county-level division of mainland China, by its GB/T 2260
/// administrative code (`ChinaDivisionTable`): two digits the province, four the city, six the county.
struct ChinaDivision: Hashable, Sendable {
    enum Level: Sendable { case province, city, county }

    let code: String
    let name: String
    /// A province's ISO 3166-2 code ("CN-SD"); nil below.
    let isoCode: String?

    var level: Level {
        if code.hasSuffix("0000") { return .province }
        return code.hasSuffix("00") ? .city : .county
    }

    var provinceCode: String { String(code.prefix(2)) + "0000" }

    /// The city a county belongs to; nil for a province, a city, and a county a province administers
    /// directly (a municipality's districts, Hainan's counties).
    var city: ChinaDivision? {
        level == .county ? Self.named[String(code.prefix(4)) + "00"] : nil
    }

    var province: ChinaDivision? { Self.named[provinceCode] }

    /// The division of a six-digit code; nil for a code the table does not hold.
    static func coded(_ code: some StringProtocol) -> ChinaDivision? {
        named[String(code)]
    }

    /// The province a place is in, by an ISO 3166-2 code of either form ("CN-SD", or "CN-37" from before
    /// 2017) or the province's name.
    static func province(of area: PlaceArea) -> ChinaDivision? {
        provinces.first { province in
            area.codes.contains(province.isoCode ?? "") || area.codes.contains("CN-" + province.code.prefix(2))
                || area.state == province.name
        }
    }

    /// The divisions of one province, itself included.
    static func within(_ province: ChinaDivision) -> [ChinaDivision] {
        byProvince[String(province.code.prefix(2))] ?? []
    }

    static let all: [ChinaDivision] = ChinaDivisionTable.divisions.split(separator: "\n").compactMap { line in
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count >= 2, fields[0].count == 6 else { return nil }
        return ChinaDivision(code: fields[0], name: fields[1], isoCode: fields.count > 2 ? fields[2] : nil)
    }

    private static let named = Dictionary(all.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
    private static let provinces = all.filter { $0.level == .province }
    private static let byProvince = Dictionary(grouping: all) { String($0.code.prefix(2)) }
}
