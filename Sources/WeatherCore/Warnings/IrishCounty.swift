/// The 26 counties of the Republic of Ireland, each with the code Met Éireann's warnings name it by
/// (FIPS 10-4, "EI07" for Dublin), its ISO 3166-2 code ("IE-D") and its names in English and Irish.
struct IrishCounty: Sendable {
    let warningCode: String
    let isoCode: String
    let names: [String]

    static let all = [
        IrishCounty(warningCode: "EI01", isoCode: "IE-CW", names: ["Carlow", "Ceatharlach"]),
        IrishCounty(warningCode: "EI02", isoCode: "IE-CN", names: ["Cavan", "An Cabhán"]),
        IrishCounty(warningCode: "EI03", isoCode: "IE-CE", names: ["Clare", "An Clár"]),
        IrishCounty(warningCode: "EI04", isoCode: "IE-CO", names: ["Cork", "Corcaigh"]),
        IrishCounty(warningCode: "EI06", isoCode: "IE-DL", names: ["Donegal", "Dún na nGall"]),
        // Dublin's four local authorities name the county in some geocoders.
        IrishCounty(warningCode: "EI07", isoCode: "IE-D", names: [
            "Dublin", "Baile Átha Cliath", "Fingal", "Fine Gall", "South Dublin", "Áth Cliath Theas",
            "Dún Laoghaire-Rathdown", "Dún Laoghaire-Ráth an Dúin",
        ]),
        IrishCounty(warningCode: "EI10", isoCode: "IE-G", names: ["Galway", "Gaillimh"]),
        IrishCounty(warningCode: "EI11", isoCode: "IE-KY", names: ["Kerry", "Ciarraí"]),
        IrishCounty(warningCode: "EI12", isoCode: "IE-KE", names: ["Kildare", "Cill Dara"]),
        IrishCounty(warningCode: "EI13", isoCode: "IE-KK", names: ["Kilkenny", "Cill Chainnigh"]),
        IrishCounty(warningCode: "EI14", isoCode: "IE-LM", names: ["Leitrim", "Liatroim"]),
        IrishCounty(warningCode: "EI15", isoCode: "IE-LS", names: ["Laois", "Laoighis"]),
        IrishCounty(warningCode: "EI16", isoCode: "IE-LK", names: ["Limerick", "Luimneach"]),
        IrishCounty(warningCode: "EI18", isoCode: "IE-LD", names: ["Longford", "An Longfort"]),
        IrishCounty(warningCode: "EI19", isoCode: "IE-LH", names: ["Louth", "Lú"]),
        IrishCounty(warningCode: "EI20", isoCode: "IE-MO", names: ["Mayo", "Maigh Eo"]),
        IrishCounty(warningCode: "EI21", isoCode: "IE-MH", names: ["Meath", "An Mhí"]),
        IrishCounty(warningCode: "EI22", isoCode: "IE-MN", names: ["Monaghan", "Muineachán"]),
        IrishCounty(warningCode: "EI23", isoCode: "IE-OY", names: ["Offaly", "Uíbh Fhailí"]),
        IrishCounty(warningCode: "EI24", isoCode: "IE-RN", names: ["Roscommon", "Ros Comáin"]),
        IrishCounty(warningCode: "EI25", isoCode: "IE-SO", names: ["Sligo", "Sligeach"]),
        IrishCounty(warningCode: "EI26", isoCode: "IE-TA", names: ["Tipperary", "Tiobraid Árann", "North Tipperary", "South Tipperary"]),
        IrishCounty(warningCode: "EI27", isoCode: "IE-WD", names: ["Waterford", "Port Láirge"]),
        IrishCounty(warningCode: "EI29", isoCode: "IE-WH", names: ["Westmeath", "An Iarmhí"]),
        IrishCounty(warningCode: "EI30", isoCode: "IE-WX", names: ["Wexford", "Loch Garman"]),
        IrishCounty(warningCode: "EI31", isoCode: "IE-WW", names: ["Wicklow", "Cill Mhantáin"]),
    ]

    /// The county that holds a place in `area`: by an ISO 3166-2 code first (the same in every language),
    /// else by a name, the smallest subdivision first, without the words the geocoders put around a
    /// county's name ("County Cork", "Cork City", "Comté de Cork"). Nil where neither says.
    static func holding(_ area: PlaceArea) -> IrishCounty? {
        if let county = all.first(where: { area.codes.contains($0.isoCode) }) { return county }
        for name in area.names.reversed() {
            let words = core(of: FoldedName(name).words)
            if let county = all.first(where: { $0.names.contains { FoldedName($0).words == words } }) { return county }
        }
        return nil
    }

    private static let leadingWords: [[String]] = [["county"], ["co"], ["contae"], ["comte", "de"], ["condado", "de"], ["grafschaft"]]
    private static let trailingWords: [[String]] = [
        ["city", "and", "county"], ["county", "council"], ["city", "council"], ["county"], ["city"],
    ]

    private static func core(of words: [String]) -> [String] {
        var words = words[...]
        if let leading = leadingWords.first(where: { words.starts(with: $0) && words.count > $0.count }) { words = words.dropFirst(leading.count) }
        if let trailing = trailingWords.first(where: { words.reversed().starts(with: $0.reversed()) && words.count > $0.count }) {
            words = words.dropLast(trailing.count)
        }
        return Array(words)
    }
}
