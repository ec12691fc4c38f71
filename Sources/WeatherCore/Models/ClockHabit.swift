/// The clock a language's speakers read, from po/languages.txt: English reads 12 hours in the United
/// States, 24 in Britain.
public enum ClockHabit: Sendable, Equatable {
    case twentyFourHour
    case twelveHour
    /// 12 hours in these territories, 24 elsewhere.
    case twelveHourIn(Set<String>)

    func clock(territory: String?) -> ClockFormat {
        switch self {
        case .twentyFourHour: .twentyFourHour
        case .twelveHour: .twelveHour
        case let .twelveHourIn(territories): territories.contains(territory ?? "") ? .twelveHour : .twentyFourHour
        }
    }
}
