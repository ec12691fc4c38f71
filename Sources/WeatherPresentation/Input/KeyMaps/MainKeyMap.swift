/// What a key on the main screen asks for. The controller switches on it.
public enum MainCommand: Hashable, Sendable, CaseIterable {
    case refresh
    case quit
    case scrollUp
    case scrollDown
    case pageUp
    case pageDown
    case scrollToStart
    case scrollToEnd
    case location
    case units
    case toggleGraph
    case toggleDaysView
    case toggleHourlyView
    case help
    /// `!`: every official warning in force, in a panel.
    case warnings
    /// 1–9: the digit says which recent place.
    case recentPlace
    /// Ctrl-L: clear the terminal and draw everything again.
    case repaint
}

/// Every key of the main screen: the `?` help lists them, the key bar and the failure screen name some.
/// A new key is a new binding and a new `MainCommand` case.
extension KeyMaps {
    static let refreshWord = LocalizedText("refresh", "새로고침")
    static let quitWord = LocalizedText("quit", "종료")
    static let locationWord = LocalizedText("location", "위치")
    static let helpWord = LocalizedText("help", "도움말")

    public static let main = KeyMap<MainCommand>([
        KeyBinding(
            [.character("r"), .character("R")], label: "r", .refresh,
            help: LocalizedText("refresh (re-locates unless the location is fixed)", "새로고침 (고정 위치가 아니면 위치도 다시 찾음)"),
            summary: "refresh",
            hints: [
                .loaded: KeyHint("r", refreshWord, priority: 0),
                .failed: KeyHint("r", LocalizedText("retry", "다시 시도"), priority: 0),
                .failureScreen: KeyHint("r", LocalizedText("retry", "다시 시도"), priority: 0),
            ]
        ),
        KeyBinding(
            [.up, .character("k")], label: "↑ k", .scrollUp,
            help: LocalizedText("scroll the forecast one step", "예보를 한 칸씩 스크롤"), summary: "scroll",
            hints: [.loaded: KeyHint("↑↓", LocalizedText("scroll", "스크롤"), priority: 2)]
        ),
        KeyBinding([.down, .character("j")], label: "↓ j", .scrollDown, help: LocalizedText("scroll the forecast one step", "예보를 한 칸씩 스크롤"), summary: "scroll"),
        KeyBinding([.pageUp], label: "PgUp", .pageUp, help: LocalizedText("scroll a page", "한 페이지씩 스크롤"), summary: "scroll"),
        KeyBinding([.pageDown, .character(" ")], label: "PgDn Space", .pageDown, help: LocalizedText("scroll a page", "한 페이지씩 스크롤"), summary: "scroll"),
        KeyBinding([.home, .character("g")], label: "Home g", .scrollToStart, help: LocalizedText("first or last forecast step", "처음 또는 마지막 예보"), summary: "scroll"),
        KeyBinding([.end, .character("G")], label: "End G", .scrollToEnd, help: LocalizedText("first or last forecast step", "처음 또는 마지막 예보"), summary: "scroll"),
        KeyBinding(
            [.character("l"), .character("L")], label: "l", .location,
            help: LocalizedText("enter a location: name, \"name, region\" or lat,lon", "위치 입력: 이름, \"이름, 지역\" 또는 위도,경도"),
            summary: "location",
            hints: [
                .loaded: KeyHint("l", locationWord, priority: 4),
                .failed: KeyHint("l", locationWord, priority: 2),
                .failureScreen: KeyHint("l", locationWord, priority: 1),
            ]
        ),
        KeyBinding(
            (1...9).map { .character(Character(String($0))) }, label: "1–9", .recentPlace,
            help: LocalizedText("switch to a recent place", "최근 위치로 전환"), summary: "recent places"
        ),
        KeyBinding(
            [.character("u"), .character("U")], label: "u", .units,
            help: LocalizedText("switch metric / imperial units", "미터법 / 야드파운드법 전환"), summary: "units",
            hints: [.loaded: KeyHint("u", LocalizedText("units", "단위"), priority: 5)]
        ),
        KeyBinding(
            [.character("t"), .character("T")], label: "t", .toggleGraph,
            help: LocalizedText("show or hide the temperature and rain graph", "기온·강수 그래프 보기 / 숨기기"), summary: "graph",
            hints: [.loaded: KeyHint("t", LocalizedText("graph", "그래프"), priority: 7)]
        ),
        KeyBinding(
            [.character("d"), .character("D")], label: "d", .toggleDaysView,
            help: LocalizedText("one row a day (up to 16 days) / 3-hour steps", "하루 한 줄 (최대 16일) / 3시간 간격"), summary: "days",
            hints: [.loaded: KeyHint("d", LocalizedText("days", "일별"), priority: 6)]
        ),
        KeyBinding(
            [.character("h"), .character("H")], label: "h", .toggleHourlyView,
            help: LocalizedText("1-hour steps for 48 h / 3-hour steps", "48시간 1시간 간격 / 3시간 간격"), summary: "1-hour steps"
        ),
        KeyBinding(
            [.character("!")], label: "!", .warnings,
            help: LocalizedText("official warnings in force for the place (NWS, MET Norway)", "이 지역에 발효 중인 공식 기상 특보 (NWS, MET Norway)"),
            summary: "warnings"
        ),
        KeyBinding(
            [.character("?")], label: "?", .help,
            help: LocalizedText("show or hide this help", "이 도움말 보기 / 닫기"), summary: "help",
            hints: [.loaded: KeyHint("?", helpWord, priority: 3), .failed: KeyHint("?", helpWord, priority: 3)]
        ),
        KeyBinding([.control("l")], label: "Ctrl-L", .repaint, help: LocalizedText("redraw the whole screen", "화면 전체를 다시 그리기"), summary: "redraw"),
        KeyBinding(
            [.character("q"), .character("Q"), .escape], label: "q Esc", .quit,
            help: LocalizedText("quit", "종료"), summary: "quit",
            hints: [
                .loaded: KeyHint("q", quitWord, priority: 1),
                .failed: KeyHint("q", quitWord, priority: 1),
                .waiting: KeyHint("q", quitWord, priority: 0),
                .failureScreen: KeyHint("q", quitWord, priority: 2),
            ]
        ),
    ])
}
