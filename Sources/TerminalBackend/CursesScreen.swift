import CNCursesW
import Foundation
import WeatherPresentation

/// The only code that calls ncursesw: starts and ends curses, copies grids to the screen (only the
/// cells that changed) and reads keys. Use it from one thread only.
public final class CursesScreen {
    public enum StartError: Error, CustomStringConvertible {
        case notATerminal
        case unknownTerminal(String)

        public var description: String {
            switch self {
            case .notATerminal:
                "standard input and output must be a terminal; use --once or --json for text output"
            case let .unknownTerminal(name):
                "cannot drive the terminal type '\(name)'; set TERM to one your system knows (e.g. xterm-256color)"
            }
        }
    }

    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private let palette: Palette
    private var pairs: [ColorRole: Int16] = [:]
    private var previous: Grid?
    private var ended = false

    public init(theme: ResolvedTheme) throws(StartError) {
        guard isatty(0) == 1, isatty(1) == 1 else { throw .notATerminal }
        setlocale(LC_ALL, "")
        if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" {
            // Without a UTF-8 locale ncursesw cannot draw box lines, Korean or symbols.
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        guard let screen = newterm(nil, fdopen(1, "w"), fdopen(0, "r")) else {
            throw .unknownTerminal(TerminalTextName.current)
        }
        set_term(screen)
        guard let window = wtui_stdscr() else {
            endwin()
            delscreen(screen)
            throw .unknownTerminal(TerminalTextName.current)
        }
        self.screen = screen
        self.window = window
        palette = Palette(theme: theme)
        cbreak()
        noecho()
        nonl()
        intrflush(window, false)
        keypad(window, true)
        wtimeout(window, 0)
        set_escdelay(25)
        curs_set(0)
        // Lets ncurses scroll a region with one escape sequence instead of rewriting every moved line.
        idlok(window, true)
        setUpColors()
    }

    deinit {
        stop()
    }

    public var size: TerminalSize {
        TerminalSize(columns: Int(getmaxx(window)), rows: Int(getmaxy(window)))
    }

    /// Copies `grid` to the screen, writing only the cells that differ from the last grid drawn.
    public func draw(_ grid: Grid) {
        let full = previous?.size != grid.size
        if full { werase(window) }
        for y in 0..<grid.size.rows {
            for x in 0..<grid.size.columns {
                let cell = grid[x, y]
                guard cell.width > 0 else { continue }
                if !full, let previous, previous[x, y] == cell,
                   cell.width == 1 || previous[x + 1, y] == grid[x + 1, y] { continue }
                put(cell, x: x, y: y, lastColumn: x == grid.size.columns - 1 && y == grid.size.rows - 1)
            }
        }
        previous = grid
        wnoutrefresh(window)
        doupdate()
    }

    /// Reads the new size from the kernel after a SIGWINCH and tells ncurses, which then redraws everything.
    public func resizeToTerminal() -> TerminalSize {
        var rows: Int32 = 0
        var columns: Int32 = 0
        if wtui_terminal_size(1, &rows, &columns) == 0 {
            resizeterm(rows, columns)
        }
        invalidate()
        return size
    }

    /// Forgets what is on screen, so the next draw repaints everything (after a resize or a resume).
    public func invalidate() {
        previous = nil
        clearok(window, true)
    }

    /// Every event waiting, without blocking.
    public func readEvents() -> [TerminalEvent] {
        var events: [TerminalEvent] = []
        var character: wint_t = 0
        while true {
            let result = wget_wch(window, &character)
            if result == ERR { break }
            if result == wtui_key_code_yes() {
                if Int32(character) == KEY_RESIZE {
                    invalidate()
                    events.append(.resize(size))
                } else if let key = Self.functionKey(Int32(character)) {
                    events.append(.key(key))
                }
            } else if let key = Self.characterKey(UInt32(character)) {
                events.append(.key(key))
            }
        }
        return events
    }

    /// Ends curses and gives the terminal back as it was. Safe to call more than once.
    public func stop() {
        guard !ended else { return }
        ended = true
        curs_set(1)
        endwin()
        delscreen(screen)
    }

    private func setUpColors() {
        guard palette.usesColor, has_colors() else { return }
        start_color()
        use_default_colors()
        var next: Int16 = 1
        for role in ColorRole.allCases {
            guard let entry = palette.entries[role], entry.foreground >= 0 else { continue }
            init_pair(next, entry.foreground, -1)
            pairs[role] = next
            next += 1
        }
    }

    private func put(_ cell: Cell, x: Int, y: Int, lastColumn: Bool) {
        var attributes = wtui_a_normal()
        let entry = palette.entries[cell.style.role]
        if cell.style.bold || entry?.bold == true { attributes |= wtui_a_bold() }
        if entry?.dim == true { attributes |= wtui_a_dim() }
        let pair = pairs[cell.style.role] ?? 0
        var characters: [wchar_t] = cell.text.unicodeScalars.map { wchar_t(bitPattern: $0.value) } + [0]
        if characters.count == 1 { characters = [wchar_t(32), 0] }
        var complex = cchar_t()
        setcchar(&complex, &characters, attributes, pair, nil)
        // Writing the bottom-right cell would scroll the screen; insert it instead.
        if lastColumn {
            wmove(window, Int32(y), Int32(x))
            wins_wch(window, &complex)
        } else {
            mvwadd_wch(window, Int32(y), Int32(x), &complex)
        }
    }

    private static func functionKey(_ code: Int32) -> Key? {
        switch code {
        case KEY_UP: .up
        case KEY_DOWN: .down
        case KEY_LEFT: .left
        case KEY_RIGHT: .right
        case KEY_PPAGE: .pageUp
        case KEY_NPAGE: .pageDown
        case KEY_HOME: .home
        case KEY_END: .end
        case KEY_ENTER: .enter
        case KEY_BACKSPACE: .backspace
        default: nil
        }
    }

    private static func characterKey(_ value: UInt32) -> Key? {
        switch value {
        case 27: return .escape
        case 10, 13: return .enter
        case 8, 127: return .backspace
        case 0..<32: return nil
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return .character(Character(scalar))
        }
    }
}

private enum TerminalTextName {
    static var current: String {
        ProcessInfo.processInfo.environment["TERM"].map { String($0.unicodeScalars.filter { $0.value >= 0x20 && $0.value < 0x7F }.prefix(40)) } ?? "(unset)"
    }
}
