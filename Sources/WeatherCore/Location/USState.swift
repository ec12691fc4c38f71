/// The 50 US states and the District of Columbia, so `"Springfield, MO"` and `"Springfield, Mass"` can
/// find Missouri and Massachusetts, however the geocoding service names the region (in English, or in
/// Korean when asked for Korean names).
struct USState: Sendable {
    var abbreviation: String
    var english: String
    var korean: String
    /// The usual abbreviations besides the postal one: the AP style's ("Mass.", "Calif.") and a few
    /// everyday ones ("Penn", "Wisc").
    var usual: [String] = []

    /// The names a geocoding service gives the state, folded.
    var names: [FoldedName] { [FoldedName(english), FoldedName(korean)] }

    /// The state `text` names: its postal or a usual abbreviation, or its name in English or Korean.
    static func named(_ text: String) -> USState? {
        let wanted = FoldedName(text).joined
        guard !wanted.isEmpty else { return nil }
        return all.first { state in
            ([state.abbreviation, state.english, state.korean] + state.usual).contains { FoldedName($0).joined == wanted }
        }
    }

    static let all: [USState] = [
        USState(abbreviation: "AL", english: "Alabama", korean: "앨라배마주", usual: ["Ala."]),
        USState(abbreviation: "AK", english: "Alaska", korean: "알래스카주"),
        USState(abbreviation: "AZ", english: "Arizona", korean: "애리조나주", usual: ["Ariz."]),
        USState(abbreviation: "AR", english: "Arkansas", korean: "아칸소주", usual: ["Ark."]),
        USState(abbreviation: "CA", english: "California", korean: "캘리포니아주", usual: ["Calif.", "Cal."]),
        USState(abbreviation: "CO", english: "Colorado", korean: "콜로라도주", usual: ["Colo."]),
        USState(abbreviation: "CT", english: "Connecticut", korean: "코네티컷주", usual: ["Conn."]),
        USState(abbreviation: "DE", english: "Delaware", korean: "델라웨어주", usual: ["Del."]),
        USState(abbreviation: "DC", english: "District of Columbia", korean: "워싱턴 D.C.", usual: ["D.C."]),
        USState(abbreviation: "FL", english: "Florida", korean: "플로리다주", usual: ["Fla."]),
        USState(abbreviation: "GA", english: "Georgia", korean: "조지아주", usual: ["Ga."]),
        USState(abbreviation: "HI", english: "Hawaii", korean: "하와이주"),
        USState(abbreviation: "ID", english: "Idaho", korean: "아이다호주"),
        USState(abbreviation: "IL", english: "Illinois", korean: "일리노이주", usual: ["Ill."]),
        USState(abbreviation: "IN", english: "Indiana", korean: "인디애나주", usual: ["Ind."]),
        USState(abbreviation: "IA", english: "Iowa", korean: "아이오와주"),
        USState(abbreviation: "KS", english: "Kansas", korean: "캔자스주", usual: ["Kan.", "Kans."]),
        USState(abbreviation: "KY", english: "Kentucky", korean: "켄터키주", usual: ["Ky."]),
        USState(abbreviation: "LA", english: "Louisiana", korean: "루이지애나주", usual: ["La."]),
        USState(abbreviation: "ME", english: "Maine", korean: "메인주"),
        USState(abbreviation: "MD", english: "Maryland", korean: "메릴랜드주", usual: ["Md."]),
        USState(abbreviation: "MA", english: "Massachusetts", korean: "매사추세츠주", usual: ["Mass."]),
        USState(abbreviation: "MI", english: "Michigan", korean: "미시간주", usual: ["Mich."]),
        USState(abbreviation: "MN", english: "Minnesota", korean: "미네소타주", usual: ["Minn."]),
        USState(abbreviation: "MS", english: "Mississippi", korean: "미시시피주", usual: ["Miss."]),
        USState(abbreviation: "MO", english: "Missouri", korean: "미주리주", usual: ["Mo."]),
        USState(abbreviation: "MT", english: "Montana", korean: "몬태나주", usual: ["Mont."]),
        USState(abbreviation: "NE", english: "Nebraska", korean: "네브래스카주", usual: ["Neb.", "Nebr."]),
        USState(abbreviation: "NV", english: "Nevada", korean: "네바다주", usual: ["Nev."]),
        USState(abbreviation: "NH", english: "New Hampshire", korean: "뉴햄프셔주", usual: ["N.H."]),
        USState(abbreviation: "NJ", english: "New Jersey", korean: "뉴저지주", usual: ["N.J."]),
        USState(abbreviation: "NM", english: "New Mexico", korean: "뉴멕시코주", usual: ["N.M.", "N. Mex."]),
        USState(abbreviation: "NY", english: "New York", korean: "뉴욕주", usual: ["N.Y."]),
        USState(abbreviation: "NC", english: "North Carolina", korean: "노스캐롤라이나주", usual: ["N.C."]),
        USState(abbreviation: "ND", english: "North Dakota", korean: "노스다코타주", usual: ["N.D.", "N. Dak."]),
        USState(abbreviation: "OH", english: "Ohio", korean: "오하이오주"),
        USState(abbreviation: "OK", english: "Oklahoma", korean: "오클라호마주", usual: ["Okla."]),
        USState(abbreviation: "OR", english: "Oregon", korean: "오리건주", usual: ["Ore.", "Oreg."]),
        USState(abbreviation: "PA", english: "Pennsylvania", korean: "펜실베이니아주", usual: ["Pa.", "Penn.", "Penna."]),
        USState(abbreviation: "RI", english: "Rhode Island", korean: "로드아일랜드주", usual: ["R.I."]),
        USState(abbreviation: "SC", english: "South Carolina", korean: "사우스캐롤라이나주", usual: ["S.C."]),
        USState(abbreviation: "SD", english: "South Dakota", korean: "사우스다코타주", usual: ["S.D.", "S. Dak."]),
        USState(abbreviation: "TN", english: "Tennessee", korean: "테네시주", usual: ["Tenn."]),
        USState(abbreviation: "TX", english: "Texas", korean: "텍사스주", usual: ["Tex."]),
        USState(abbreviation: "UT", english: "Utah", korean: "유타주"),
        USState(abbreviation: "VT", english: "Vermont", korean: "버몬트주", usual: ["Vt."]),
        USState(abbreviation: "VA", english: "Virginia", korean: "버지니아주", usual: ["Va."]),
        USState(abbreviation: "WA", english: "Washington", korean: "워싱턴주", usual: ["Wash."]),
        USState(abbreviation: "WV", english: "West Virginia", korean: "웨스트버지니아주", usual: ["W.Va.", "W. Va."]),
        USState(abbreviation: "WI", english: "Wisconsin", korean: "위스콘신주", usual: ["Wis.", "Wisc."]),
        USState(abbreviation: "WY", english: "Wyoming", korean: "와이오밍주", usual: ["Wyo."]),
    ]
}
