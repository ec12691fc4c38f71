/// Text in English and Korean, chosen by `Strings`.
public struct LocalizedText: Hashable, Sendable {
    public var english: String
    public var korean: String

    public init(_ english: String, _ korean: String) {
        self.english = english
        self.korean = korean
    }
}

/// What a key on the main screen asks for. The controller switches on it.
public enum Command: Hashable, Sendable, CaseIterable {
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
    /// 1–9: the digit says which recent place.
    case recentPlace
    /// Ctrl-L: clear the terminal and draw everything again.
    case repaint
}

/// Where keys are named on screen besides the `?` help: the bar in the bottom border in each phase,
/// and the line of keys in the middle of the failure screen.
public enum KeyContext: Hashable, Sendable, CaseIterable {
    case loaded
    case failed
    /// Locating or loading, before there is anything to show.
    case waiting
    case failureScreen
}

/// How a binding is named in one context: its label, a word or two, and its place (lower first;
/// when the bar is narrow the highest go first).
public struct KeyHint: Hashable, Sendable {
    public var label: String
    public var text: LocalizedText
    public var priority: Int

    public init(_ label: String, _ text: LocalizedText, priority: Int) {
        self.label = label
        self.text = text
        self.priority = priority
    }
}

/// One main-screen command and every key that triggers it, with how the help and the key bar name it.
/// Consecutive bindings with the same help text share a row of the help.
public struct KeyBinding: Hashable, Sendable {
    public var keys: [Key]
    /// The keys as the help shows them ("↑ k").
    public var label: String
    public var command: Command
    public var help: LocalizedText
    public var hints: [KeyContext: KeyHint]

    public init(_ keys: [Key], label: String, _ command: Command, help: LocalizedText, hints: [KeyContext: KeyHint] = [:]) {
        self.keys = keys
        self.label = label
        self.command = command
        self.help = help
        self.hints = hints
    }
}

/// Keys the help explains that belong to an overlay, not to the main screen: the overlays handle them.
public struct OverlayKeyNote: Hashable, Sendable {
    public var label: String
    public var help: LocalizedText
}

/// Every key of the main screen, defined once: the controller dispatches through it, and the help, the
/// key bar and the failure screen name keys from it. A new key is a new binding and a new `Command` case.
public enum KeyTable {
    static let refreshWord = LocalizedText("refresh", "새로고침")
    static let quitWord = LocalizedText("quit", "종료")
    static let locationWord = LocalizedText("location", "위치")
    static let helpWord = LocalizedText("help", "도움말")

    public static let bindings: [KeyBinding] = [
        KeyBinding(
            [.character("r"), .character("R")], label: "r", .refresh,
            help: LocalizedText("refresh (re-locates unless the location is fixed)", "새로고침 (고정 위치가 아니면 위치도 다시 찾음)"),
            hints: [
                .loaded: KeyHint("r", refreshWord, priority: 0),
                .failed: KeyHint("r", LocalizedText("retry", "다시 시도"), priority: 0),
                .failureScreen: KeyHint("r", LocalizedText("retry", "다시 시도"), priority: 0),
            ]
        ),
        KeyBinding(
            [.up, .character("k")], label: "↑ k", .scrollUp,
            help: LocalizedText("scroll the forecast one step", "예보를 한 칸씩 스크롤"),
            hints: [.loaded: KeyHint("↑↓", LocalizedText("scroll", "스크롤"), priority: 2)]
        ),
        KeyBinding([.down, .character("j")], label: "↓ j", .scrollDown, help: LocalizedText("scroll the forecast one step", "예보를 한 칸씩 스크롤")),
        KeyBinding([.pageUp], label: "PgUp", .pageUp, help: LocalizedText("scroll a page", "한 페이지씩 스크롤")),
        KeyBinding([.pageDown, .character(" ")], label: "PgDn Space", .pageDown, help: LocalizedText("scroll a page", "한 페이지씩 스크롤")),
        KeyBinding([.home, .character("g")], label: "Home g", .scrollToStart, help: LocalizedText("first or last forecast step", "처음 또는 마지막 예보")),
        KeyBinding([.end, .character("G")], label: "End G", .scrollToEnd, help: LocalizedText("first or last forecast step", "처음 또는 마지막 예보")),
        KeyBinding(
            [.character("l"), .character("L")], label: "l", .location,
            help: LocalizedText("enter a location: name, \"name, region\" or lat,lon", "위치 입력: 이름, \"이름, 지역\" 또는 위도,경도"),
            hints: [
                .loaded: KeyHint("l", locationWord, priority: 4),
                .failed: KeyHint("l", locationWord, priority: 2),
                .failureScreen: KeyHint("l", locationWord, priority: 1),
            ]
        ),
        KeyBinding(
            (1...9).map { .character(Character(String($0))) }, label: "1–9", .recentPlace,
            help: LocalizedText("switch to a recent place", "최근 위치로 전환")
        ),
        KeyBinding(
            [.character("u"), .character("U")], label: "u", .units,
            help: LocalizedText("switch metric / imperial units", "미터법 / 야드파운드법 전환"),
            hints: [.loaded: KeyHint("u", LocalizedText("units", "단위"), priority: 5)]
        ),
        KeyBinding(
            [.character("t"), .character("T")], label: "t", .toggleGraph,
            help: LocalizedText("show or hide the temperature and rain graph", "기온·강수 그래프 보기 / 숨기기"),
            hints: [.loaded: KeyHint("t", LocalizedText("graph", "그래프"), priority: 7)]
        ),
        KeyBinding(
            [.character("d"), .character("D")], label: "d", .toggleDaysView,
            help: LocalizedText("one row a day (up to 16 days) / 3-hour steps", "하루 한 줄 (최대 16일) / 3시간 간격"),
            hints: [.loaded: KeyHint("d", LocalizedText("days", "일별"), priority: 6)]
        ),
        KeyBinding(
            [.character("h"), .character("H")], label: "h", .toggleHourlyView,
            help: LocalizedText("1-hour steps for 48 h / 3-hour steps", "48시간 1시간 간격 / 3시간 간격")
        ),
        KeyBinding(
            [.character("?")], label: "?", .help,
            help: LocalizedText("show or hide this help", "이 도움말 보기 / 닫기"),
            hints: [.loaded: KeyHint("?", helpWord, priority: 3), .failed: KeyHint("?", helpWord, priority: 3)]
        ),
        KeyBinding([.control("l")], label: "Ctrl-L", .repaint, help: LocalizedText("redraw the whole screen", "화면 전체를 다시 그리기")),
        KeyBinding(
            [.character("q"), .character("Q"), .escape], label: "q Esc", .quit,
            help: LocalizedText("quit", "종료"),
            hints: [
                .loaded: KeyHint("q", quitWord, priority: 1),
                .failed: KeyHint("q", quitWord, priority: 1),
                .waiting: KeyHint("q", quitWord, priority: 0),
                .failureScreen: KeyHint("q", quitWord, priority: 2),
            ]
        ),
    ]

    /// Shown in the help after the bindings.
    public static let overlayNotes: [OverlayKeyNote] = [
        OverlayKeyNote(label: "Enter Esc", help: LocalizedText("dismiss a message or close a panel", "메시지나 창 닫기")),
    ]

    private static let commands: [Key: Command] = {
        var commands: [Key: Command] = [:]
        for binding in bindings {
            for key in binding.keys { commands[key] = binding.command }
        }
        return commands
    }()

    public static func command(for key: Key) -> Command? {
        commands[key]
    }

    public static func binding(for command: Command) -> KeyBinding? {
        bindings.first { $0.command == command }
    }

    /// The hints of `context`, most important first.
    public static func hints(in context: KeyContext) -> [KeyHint] {
        bindings.compactMap { $0.hints[context] }.sorted { $0.priority < $1.priority }
    }
}
