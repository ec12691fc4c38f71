/// The 50 US states and the District of Columbia, so `"Springfield, MO"` can find Missouri, however the
/// geocoding service names the region (in English, or in Korean when asked for Korean names).
struct USState: Sendable {
    var abbreviation: String
    var english: String
    var korean: String

    var names: [String] { [english, korean] }

    /// The state `text` names: its postal abbreviation or its name in English or Korean.
    static func named(_ text: String) -> USState? {
        let wanted = PlaceSearch.folded(text)
        return all.first { state in
            [state.abbreviation, state.english, state.korean].contains { PlaceSearch.folded($0) == wanted }
        }
    }

    static let all: [USState] = [
        USState(abbreviation: "AL", english: "Alabama", korean: "앨라배마주"),
        USState(abbreviation: "AK", english: "Alaska", korean: "알래스카주"),
        USState(abbreviation: "AZ", english: "Arizona", korean: "애리조나주"),
        USState(abbreviation: "AR", english: "Arkansas", korean: "아칸소주"),
        USState(abbreviation: "CA", english: "California", korean: "캘리포니아주"),
        USState(abbreviation: "CO", english: "Colorado", korean: "콜로라도주"),
        USState(abbreviation: "CT", english: "Connecticut", korean: "코네티컷주"),
        USState(abbreviation: "DE", english: "Delaware", korean: "델라웨어주"),
        USState(abbreviation: "DC", english: "District of Columbia", korean: "워싱턴 D.C."),
        USState(abbreviation: "FL", english: "Florida", korean: "플로리다주"),
        USState(abbreviation: "GA", english: "Georgia", korean: "조지아주"),
        USState(abbreviation: "HI", english: "Hawaii", korean: "하와이주"),
        USState(abbreviation: "ID", english: "Idaho", korean: "아이다호주"),
        USState(abbreviation: "IL", english: "Illinois", korean: "일리노이주"),
        USState(abbreviation: "IN", english: "Indiana", korean: "인디애나주"),
        USState(abbreviation: "IA", english: "Iowa", korean: "아이오와주"),
        USState(abbreviation: "KS", english: "Kansas", korean: "캔자스주"),
        USState(abbreviation: "KY", english: "Kentucky", korean: "켄터키주"),
        USState(abbreviation: "LA", english: "Louisiana", korean: "루이지애나주"),
        USState(abbreviation: "ME", english: "Maine", korean: "메인주"),
        USState(abbreviation: "MD", english: "Maryland", korean: "메릴랜드주"),
        USState(abbreviation: "MA", english: "Massachusetts", korean: "매사추세츠주"),
        USState(abbreviation: "MI", english: "Michigan", korean: "미시간주"),
        USState(abbreviation: "MN", english: "Minnesota", korean: "미네소타주"),
        USState(abbreviation: "MS", english: "Mississippi", korean: "미시시피주"),
        USState(abbreviation: "MO", english: "Missouri", korean: "미주리주"),
        USState(abbreviation: "MT", english: "Montana", korean: "몬태나주"),
        USState(abbreviation: "NE", english: "Nebraska", korean: "네브래스카주"),
        USState(abbreviation: "NV", english: "Nevada", korean: "네바다주"),
        USState(abbreviation: "NH", english: "New Hampshire", korean: "뉴햄프셔주"),
        USState(abbreviation: "NJ", english: "New Jersey", korean: "뉴저지주"),
        USState(abbreviation: "NM", english: "New Mexico", korean: "뉴멕시코주"),
        USState(abbreviation: "NY", english: "New York", korean: "뉴욕주"),
        USState(abbreviation: "NC", english: "North Carolina", korean: "노스캐롤라이나주"),
        USState(abbreviation: "ND", english: "North Dakota", korean: "노스다코타주"),
        USState(abbreviation: "OH", english: "Ohio", korean: "오하이오주"),
        USState(abbreviation: "OK", english: "Oklahoma", korean: "오클라호마주"),
        USState(abbreviation: "OR", english: "Oregon", korean: "오리건주"),
        USState(abbreviation: "PA", english: "Pennsylvania", korean: "펜실베이니아주"),
        USState(abbreviation: "RI", english: "Rhode Island", korean: "로드아일랜드주"),
        USState(abbreviation: "SC", english: "South Carolina", korean: "사우스캐롤라이나주"),
        USState(abbreviation: "SD", english: "South Dakota", korean: "사우스다코타주"),
        USState(abbreviation: "TN", english: "Tennessee", korean: "테네시주"),
        USState(abbreviation: "TX", english: "Texas", korean: "텍사스주"),
        USState(abbreviation: "UT", english: "Utah", korean: "유타주"),
        USState(abbreviation: "VT", english: "Vermont", korean: "버몬트주"),
        USState(abbreviation: "VA", english: "Virginia", korean: "버지니아주"),
        USState(abbreviation: "WA", english: "Washington", korean: "워싱턴주"),
        USState(abbreviation: "WV", english: "West Virginia", korean: "웨스트버지니아주"),
        USState(abbreviation: "WI", english: "Wisconsin", korean: "위스콘신주"),
        USState(abbreviation: "WY", english: "Wyoming", korean: "와이오밍주"),
    ]
}
