import CNCursesW
import FoundationEssentials
import Glibc
import WeatherPresentation

/// The only code that calls ncursesw: starts and ends curses, copies grids to the screen (only the
/// cells that changed) and reads keys. Use it from one thread only.
public final class CursesScreen {
    /// Why curses cannot start; the app says it in the user's language.
    public enum StartError: Error {
        case notATerminal
        /// The terminal type (TERM) this system has no terminfo entry for.
        case unknownTerminal(String)
        /// The terminal type (TERM) that cannot move the cursor.
        case cannotAddressCursor(String)
    }

    /// How box-drawing cells reach the terminal.
    public enum LineDrawing {
        /// As the Unicode characters the grid holds.
        case unicode
        /// Through ncurses' line-drawing characters (`ACS_HLINE`, `ACS_ULCORNER`, …), which work on any
        /// terminal whatever its character set: what ascii mode draws borders with.
        case alternateCharacterSet
    }

    /// Set when `TERM` was unknown and a compatible entry is driving the terminal instead.
    public let fallback: (requested: String, used: String)?

    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private let output: UnsafeMutablePointer<FILE>
    private var palette: Palette
    private var pairs: [ColorRole: Int16] = [:]
    /// Attributes and colour pair for each role, plain and bold, at `role.rawValue * 2 + (bold ? 1 : 0)`:
    /// a full repaint looks them up thousands of times.
    private var looks: [(attributes: attr_t, pair: Int16)] = []
    private var previous: Grid?
    /// Whether the cursor is shown (the last grid drawn had a `cursor`).
    private var showsCursor = false
    private var decoder = KeyDecoder()
    private var startedColor = false
    private var ended = false
    private let reportsMouse: Bool
    /// Whether the terminfo entry keeps the window title on xterm's title stack (its `smcup` pushes it),
    /// so the title set while running can be taken back at the end.
    private var keepsTitle = false
    private var title: String?
    /// Set by a stop: curses' `rmcup` gave the shell its title back, and the `smcup` of the first update
    /// after `fg` saves the shell's title again; the dashboard's is set after that update.
    private var showsTheShellsTitle = false
    private let lineDrawing: LineDrawing
    /// Notification sequences waiting for the end of the next frame.
    private var notifications: [String] = []

    /// `mouse`: ask for mouse reports (SGR), which takes the terminal's own selection over while it runs.
    public init(
        theme: ResolvedTheme, environment: [String: String], lineDrawing: LineDrawing = .unicode, mouse: Bool = false
    ) throws(StartError) {
        self.lineDrawing = lineDrawing
        self.reportsMouse = mouse
        guard isatty(0) == 1, isatty(1) == 1 else { throw .notATerminal }
        wtui_tune_malloc()
        // Curses needs only the character set (LC_CTYPE); the app formats dates and numbers itself, so the
        // other categories (eleven more files to open) are never loaded.
        setlocale(LC_CTYPE, "")
        if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" {
            // Without a UTF-8 locale ncursesw cannot draw box lines, Korean or symbols.
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        let requested = environment["TERM"].flatMap { $0.isEmpty ? nil : $0 }
        let name = TerminalType.printableName(requested)
        guard let output = fdopen(1, "w"), let input = fdopen(0, "r") else { throw .notATerminal }
        // Curses writes most of a frame from its own buffer, but some of it through this stream, which on
        // a terminal is line-buffered: fully buffered, that part leaves with the rest (curses flushes it at
        // the end of every update).
        setvbuf(output, nil, _IOFBF, 1 << 16)
        var started: (screen: OpaquePointer, type: String?)?
        for type in [requested] + TerminalType.fallbacks(for: requested ?? "").map(Optional.some) {
            if let screen = type.map({ newterm($0, output, input) }) ?? newterm(nil, output, input) {
                started = (screen, type)
                break
            }
        }
        guard let started, let window = Self.window(of: started.screen) else {
            throw .unknownTerminal(name)
        }
        guard Self.canAddressCursor() else {
            endwin()
            delscreen(started.screen)
            throw .cannotAddressCursor(name)
        }
        screen = started.screen
        self.window = window
        self.output = output
        fallback = started.type == requested ? nil : (name, started.type ?? name)
        palette = Palette(theme: theme)
        // Until a screen has been left and resumed once, ncurses flushes its output at every cursor move
        // (`_nc_mvcur` while `_endwin` is `ewInitial`): a full frame would leave in a hundred writes, which
        // a terminal may show half drawn. Leaving and resuming before anything is set up or drawn makes
        // every frame leave in one write. The modes below are set after it: a resume would restore the
        // keypad mode late, at the first key read.
        endwin()
        doupdate()
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
        looks = ColorRole.allCases.flatMap { role in [false, true].map { bold in look(role, bold: bold) } }
        writeDirectly(BracketedPaste.enable)
        writeDirectly(BidiMode.explicit)
        keepsTitle = String(cString: wtui_terminfo_string("smcup")).contains("\u{1B}[22;")
        if keepsTitle { writeDirectly(WindowTitleStack.push) }
        if mouse { writeDirectly(MouseReporting.enable) }
    }

    private static func window(of screen: OpaquePointer) -> UnsafeMutablePointer<WINDOW>? {
        set_term(screen)
        guard let window = wtui_stdscr() else {
            endwin()
            delscreen(screen)
            return nil
        }
        return window
    }

    /// True when the terminfo entry in use can move the cursor (`cup`): `dumb` and its kind cannot.
    private static func canAddressCursor() -> Bool {
        wtui_terminfo_string("cup").pointee != 0
    }

    deinit {
        stop()
    }

    public var size: TerminalSize {
        TerminalSize(columns: Int(getmaxx(window)), rows: Int(getmaxy(window)))
    }

    /// Copies `grid` to the screen, writing only the cells that differ from the last grid drawn.
    public func draw(_ grid: consuming Grid) {
        // Every colour pair has the terminal's default background (setUpColors) and no look underlines,
        // so spaces may take their neighbour's look, unless a look reverses (high contrast's warnings).
        if !palette.reverses { grid.carryStylesAcrossSpaces() }
        let erased = previous?.size != grid.size
        if erased { werase(window) }
        // An erased window already holds plain spaces (when the normal look has no colour or attribute):
        // a full repaint need not hand curses the half of the screen that is blank.
        let plain = looks[ColorRole.normal.rawValue * 2]
        let skipsPlainSpaces = erased && plain.attributes == wtui_a_normal() && plain.pair == 0
        let changes = grid.changes(from: previous)
        // A full repaint writes thousands of cells: the loop works on locals and reused buffers only, and
        // hands curses each run of adjacent cells in one call (`wadd_wchnstr` copies cells as they are and
        // never moves the cursor, so the bottom-right cell cannot scroll the screen).
        let window = window
        let looks = looks
        let usesAlternateCharacterSet = lineDrawing == .alternateCharacterSet
        let plainStyle = CellStyle.normal
        withUnsafeTemporaryAllocation(of: cchar_t.self, capacity: grid.size.columns) { run in
            withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: CellPieces.scalarsPerPiece + 1) { characters in
                var runLength = 0
                var runStart = (x: 0, y: 0)
                var nextX = -1
                func writeRun() {
                    guard runLength > 0 else { return }
                    mvwadd_wchnstr(window, Int32(runStart.y), Int32(runStart.x), run.baseAddress, Int32(runLength))
                    runLength = 0
                }
                for change in changes {
                    let cell = change.cell
                    if skipsPlainSpaces, cell.style == plainStyle, cell.isSpace { continue }
                    if change.y != runStart.y || change.x != nextX {
                        writeRun()
                        runStart = (change.x, change.y)
                    }
                    let look = looks[cell.style.role.rawValue * 2 + (cell.style.bold ? 1 : 0)]
                    var attributes = look.attributes
                    func add(_ count: Int) {
                        characters[count] = 0
                        setcchar(run.baseAddress! + runLength, characters.baseAddress, attributes, look.pair, nil)
                        runLength += 1
                    }
                    var isSingleColumn = true
                    if usesAlternateCharacterSet, let code = Self.lineDrawingCodes[cell.text] {
                        // As `waddch` stores a line-drawing character: its code, marked for the alternate set.
                        let character = wtui_acs(code)
                        characters[0] = wchar_t(character & wtui_a_chartext())
                        attributes |= attr_t(character & wtui_a_attributes())
                        add(1)
                    } else if cell.text.unicodeScalars.count == 1, let scalar = cell.text.unicodeScalars.first {
                        characters[0] = wchar_t(bitPattern: scalar.value)
                        isSingleColumn = DisplayWidth.isSingleColumn(scalar)
                        add(1)
                    } else {
                        // A cluster of several spacing characters is handed over as the pieces ncurses places.
                        isSingleColumn = false
                        let pieces = CellPieces.of(cell.text)
                        for piece in pieces where runLength < grid.size.columns {
                            for (index, scalar) in piece.enumerated() { characters[index] = wchar_t(bitPattern: scalar.value) }
                            add(piece.count)
                        }
                        if pieces.isEmpty {
                            characters[0] = wchar_t(32)
                            add(1)
                        }
                    }
                    // A character that is not surely one column wide ends its run: should curses measure it
                    // otherwise than the grid did, the cells after it still land where the grid has them.
                    nextX = cell.width == 1 && isSingleColumn ? change.x + 1 : -1
                }
                writeRun()
            }
        }
        showCursor(at: grid.cursor)
        previous = grid
        wnoutrefresh(window)
        doupdate()
        for sequence in notifications { writeDirectly(sequence) }
        notifications = []
        if showsTheShellsTitle {
            showsTheShellsTitle = false
            if let title { writeTitle(title) }
        }
    }

    /// Shows the cursor at `position`, where the update leaves it (screen readers follow it), or hides it.
    /// Only a change of visibility is written.
    private func showCursor(at position: CursorPosition?) {
        if (position != nil) != showsCursor {
            showsCursor = position != nil
            curs_set(showsCursor ? 1 : 0)
        }
        if let position { wmove(window, Int32(position.y), Int32(position.x)) }
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
        var batch: [TerminalInput] = []
        var character: wint_t = 0
        while true {
            let result = wget_wch(window, &character)
            if result == ERR { break }
            if result == wtui_key_code_yes() {
                if Int32(character) == KEY_RESIZE {
                    invalidate()
                    events.append(.resize(size))
                } else if Int32(character) == KEY_MOUSE {
                    // Curses took the report's prefix (kmous) and leaves the rest ("0;10;5M") as characters:
                    // give the decoder the prefix back, so it drops the whole report and no digit of it is a key.
                    batch += String(cString: wtui_terminfo_string("kmous")).unicodeScalars.map(TerminalInput.scalar)
                } else {
                    batch.append(.namedKey(Self.namedKey(Int32(character))))
                }
            } else if let scalar = Unicode.Scalar(UInt32(character)) {
                batch.append(.scalar(scalar))
            }
        }
        return events + decoder.decode(batch).map { decoded in
            switch decoded {
            case let .key(key): .key(key)
            case let .report(report): .report(report)
            }
        }
    }

    /// Asks the terminal for its background colour; the answers come back through `readEvents`.
    public func askForBackground() {
        writeDirectly(BackgroundColorQuery.sequence)
    }

    /// Draws with `theme`'s colours from now on; the next `draw` repaints everything.
    public func setTheme(_ theme: ResolvedTheme) {
        palette = Palette(theme: theme)
        setUpColors()
        looks = ColorRole.allCases.flatMap { role in [false, true].map { bold in look(role, bold: bold) } }
        invalidate()
    }

    /// Ctrl-Z: gives the terminal back as it was (mouse reporting and bracketed paste off, so the shell's
    /// terminal keeps its own selection and pastes), stops the process, and takes the terminal again on
    /// `fg`; the next `draw` after `invalidate()` repaints everything.
    public func suspend() {
        guard !ended else { return }
        if reportsMouse { writeDirectly(MouseReporting.disable) }
        writeDirectly(BracketedPaste.disable)
        writeDirectly(BidiMode.implicit)
        curs_set(1)
        endwin()
        TerminalSignals.stopAsJobControlDoes()
        // Continued (`fg`): curses restores its terminal modes at the next update.
        showsTheShellsTitle = keepsTitle
        writeDirectly(BracketedPaste.enable)
        writeDirectly(BidiMode.explicit)
        if reportsMouse { writeDirectly(MouseReporting.enable) }
        curs_set(showsCursor ? 1 : 0)
        invalidate()
    }

    /// Ends curses and gives the terminal back as it was. Safe to call more than once.
    public func stop() {
        guard !ended else { return }
        ended = true
        curs_set(1)
        if keepsTitle { writeDirectly(WindowTitleStack.pop) }
        endwin()
        writeDirectly(BracketedPaste.disable)
        writeDirectly(BidiMode.implicit)
        if reportsMouse { writeDirectly(MouseReporting.disable) }
        delscreen(screen)
    }

    /// Writes `sequence`, a terminal notification (`TerminalNotificationSequence`), once the next frame is
    /// on screen: between frames, straight to the terminal, it cannot land inside one of curses' own
    /// sequences or move its idea of the cursor (an OSC moves nothing).
    public func notify(_ sequence: String) {
        notifications.append(sequence)
    }

    /// Sets the window title (OSC 2) where the terminal keeps the old one to restore; `text` must be
    /// sanitised.
    public func setTitle(_ text: String) {
        guard keepsTitle, !ended, text != title else { return }
        title = text
        if !showsTheShellsTitle { writeTitle(text) }
    }

    private func writeTitle(_ text: String) {
        writeDirectly("\u{1B}]2;" + text + "\u{1B}\\")
    }

    /// Writes a control sequence curses has no call for, in order with what curses has written.
    private func writeDirectly(_ sequence: String) {
        fflush(output)
        _ = sequence.withCString { write(1, $0, strlen($0)) }
    }

    private func setUpColors() {
        pairs = [:]
        guard palette.usesColor, has_colors() else { return }
        if !startedColor {
            start_color()
            use_default_colors()
            startedColor = true
        }
        var next: Int16 = 1
        let colors = Int(wtui_colors())
        for role in ColorRole.allCases {
            guard let entry = palette.entries[role], entry.foreground >= 0 else { continue }
            init_pair(next, entry.color(onTerminalOf: colors), -1)
            pairs[role] = next
            next += 1
        }
    }

    private func look(_ role: ColorRole, bold: Bool) -> (attributes: attr_t, pair: Int16) {
        var attributes = wtui_a_normal()
        let entry = palette.entries[role]
        if bold || entry?.bold == true { attributes |= wtui_a_bold() }
        if entry?.dim == true { attributes |= wtui_a_dim() }
        if entry?.reverse == true { attributes |= wtui_a_reverse() }
        return (attributes, pairs[role] ?? 0)
    }

    /// The ACS code of each box-drawing character the grid holds.
    private static let lineDrawingCodes: [String: CChar] = [
        "─": 0x71, "│": 0x78, "┌": 0x6C, "┐": 0x6B, "└": 0x6D, "┘": 0x6A, "├": 0x74, "┤": 0x75, "┬": 0x77, "┴": 0x76, "┼": 0x6E,
    ]

    private static func namedKey(_ code: Int32) -> Key? {
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
        case KEY_DC: .delete
        default: nil
        }
    }
}

/// xterm's mouse reports: presses and releases (1000) in the SGR form (1006), whose coordinates have no
/// limit and whose releases say which button. The wheel arrives as presses of buttons 4 and 5.
enum MouseReporting {
    static let enable = "\u{1B}[?1000h\u{1B}[?1006h"
    static let disable = "\u{1B}[?1006l\u{1B}[?1000l"
}

/// xterm's title stack: the title is saved when the app starts and put back when it ends.
enum WindowTitleStack {
    static let push = "\u{1B}[22;0t"
    static let pop = "\u{1B}[23;0t"
}

/// ECMA-48's bi-directional support mode (BDSM), as "BiDi in terminal emulators" recommends and VTE
/// implements: the app puts right-to-left text in visual order itself (`VisualOrder`), so a terminal that
/// reorders by itself is switched to explicit mode while the app runs, and back to implicit, its default,
/// when it stops or is suspended. Terminals without the mode ignore both.
enum BidiMode {
    static let explicit = "\u{1B}[8l"
    static let implicit = "\u{1B}[8h"
}

/// xterm's bracketed paste: pasted text arrives between markers, so it is never read as key presses.
enum BracketedPaste {
    static let enable = "\u{1B}[?2004h"
    static let disable = "\u{1B}[?2004l"
}
