import Glibc

/// The Japan Meteorological Agency's forecast office whose warnings file (`/bosai/warning/data/warning/
/// <office>.json`) covers a place: one a prefecture, named by the prefecture's code and four zeros
/// ("130000", Tokyo), except in Hokkaido (eight offices), Kagoshima (the Amami islands apart) and Okinawa
/// (four island groups), where the office is the one with the nearest seat.
enum JMAOffice {
    /// The 47 prefectures by their JIS (and ISO 3166-2) number: English and Japanese names.
    static let prefectures: [(number: Int, english: String, japanese: String)] = [
        (1, "Hokkaido", "北海道"), (2, "Aomori", "青森県"), (3, "Iwate", "岩手県"), (4, "Miyagi", "宮城県"),
        (5, "Akita", "秋田県"), (6, "Yamagata", "山形県"), (7, "Fukushima", "福島県"), (8, "Ibaraki", "茨城県"),
        (9, "Tochigi", "栃木県"), (10, "Gunma", "群馬県"), (11, "Saitama", "埼玉県"), (12, "Chiba", "千葉県"),
        (13, "Tokyo", "東京都"), (14, "Kanagawa", "神奈川県"), (15, "Niigata", "新潟県"), (16, "Toyama", "富山県"),
        (17, "Ishikawa", "石川県"), (18, "Fukui", "福井県"), (19, "Yamanashi", "山梨県"), (20, "Nagano", "長野県"),
        (21, "Gifu", "岐阜県"), (22, "Shizuoka", "静岡県"), (23, "Aichi", "愛知県"), (24, "Mie", "三重県"),
        (25, "Shiga", "滋賀県"), (26, "Kyoto", "京都府"), (27, "Osaka", "大阪府"), (28, "Hyogo", "兵庫県"),
        (29, "Nara", "奈良県"), (30, "Wakayama", "和歌山県"), (31, "Tottori", "鳥取県"), (32, "Shimane", "島根県"),
        (33, "Okayama", "岡山県"), (34, "Hiroshima", "広島県"), (35, "Yamaguchi", "山口県"), (36, "Tokushima", "徳島県"),
        (37, "Kagawa", "香川県"), (38, "Ehime", "愛媛県"), (39, "Kochi", "高知県"), (40, "Fukuoka", "福岡県"),
        (41, "Saga", "佐賀県"), (42, "Nagasaki", "長崎県"), (43, "Kumamoto", "熊本県"), (44, "Oita", "大分県"),
        (45, "Miyazaki", "宮崎県"), (46, "Kagoshima", "鹿児島県"), (47, "Okinawa", "沖縄県"),
    ]

    /// The offices of the prefectures split between several, each with the seats of the subprefectures
    /// or islands it warns (latitude, longitude).
    static let splitOffices: [Int: [(office: String, seats: [(Double, Double)])]] = [
        1: [
            ("011000", [(45.41, 141.67)]),
            ("012000", [(43.77, 142.36), (43.94, 141.64)]),
            ("013000", [(44.02, 144.27), (43.80, 143.89), (44.36, 143.35)]),
            ("014030", [(42.92, 143.20)]),
            ("014100", [(42.98, 144.38), (43.33, 145.58)]),
            ("015000", [(42.32, 140.97), (42.63, 141.60), (42.16, 142.77)]),
            ("016000", [(43.06, 141.35), (43.20, 141.78), (42.90, 140.76)]),
            ("017000", [(41.77, 140.73), (41.87, 140.13)]),
        ],
        46: [
            ("460100", [(31.60, 130.56), (30.35, 130.53), (29.84, 129.86)]),
            ("460040", [(28.38, 129.49), (27.77, 128.97), (27.04, 128.42)]),
        ],
        47: [
            ("471000", [(26.21, 127.68), (26.59, 127.98)]),
            ("472000", [(25.83, 131.23)]),
            ("473000", [(24.80, 125.28)]),
            ("474000", [(24.34, 124.16), (24.47, 123.00)]),
        ],
    ]

    /// The office for `place`: its prefecture by ISO 3166-2 code ("JP-13"), else by name in English or
    /// Japanese; nil where neither says.
    static func office(for place: Place) -> String? {
        guard let prefecture = prefecture(of: place) else { return nil }
        guard let offices = splitOffices[prefecture] else { return (prefecture < 10 ? "0" : "") + "\(prefecture)0000" }
        let point = place.coordinate
        let scale = cos(point.latitude * .pi / 180)
        func distance(_ seat: (Double, Double)) -> Double {
            let across = (seat.1 - point.longitude) * scale
            return (seat.0 - point.latitude) * (seat.0 - point.latitude) + across * across
        }
        func nearest(_ seats: [(Double, Double)]) -> Double { seats.map(distance).min() ?? .infinity }
        return offices.min { nearest($0.seats) < nearest($1.seats) }?.office
    }

    static func prefecture(of place: Place) -> Int? {
        let area = place.area ?? PlaceArea(state: place.region)
        if let number = area.codes.lazy.compactMap({ $0.hasPrefix("JP-") ? Int($0.dropFirst(3)) : nil }).first(where: { (1...47).contains($0) }) {
            return number
        }
        for name in area.names.reversed() + [place.region].compactMap(\.self) {
            let words = core(name)
            if let found = prefectures.first(where: { core($0.english) == words || core($0.japanese) == words }) { return found.number }
        }
        return nil
    }

    /// A prefecture's name without the words around it ("Tokyo-to", "Osaka Prefecture", "京都府").
    private static func core(_ name: String) -> [String] {
        var words = FoldedName(name).words.filter { !["prefecture", "metropolis", "ken", "to", "fu"].contains($0) }
        if words.count == 1, let last = words[0].last, "都府県".contains(last), words[0].count > 2 {
            words[0] = String(words[0].dropLast())
        }
        return words
    }
}
