import CNCursesW
import Dispatch
import FoundationEssentials
import Glibc

/// Makes every way out of the program leave the terminal as it was.
public enum TerminalSignals {
    public static let termination: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    static let crashes: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// Call before curses starts: ncurses then leaves these signals alone, and the returned sources
    /// deliver them on the main queue so the app can leave its loop and end curses itself.
    public static func handleTermination(_ handler: @escaping @Sendable (Int32) -> Void) -> [any DispatchSourceSignal] {
        termination.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { handler(number) }
            source.resume()
            return source
        }
    }

    /// Window-size changes, delivered on the main queue. ncurses' own SIGWINCH handling only shows up as a
    /// key, so an idle app would not notice until the next key press; call before curses starts.
    public static func handleResize(_ handler: @escaping @Sendable () -> Void) -> any DispatchSourceSignal {
        signal(SIGWINCH, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        source.setEventHandler { handler() }
        source.resume()
        return source
    }

    /// The return from a stop (Ctrl-Z, then `fg`), delivered on the main queue. The terminal may have been
    /// resized while the job was stopped, and the SIGWINCH went to the shell, so the size is read again on
    /// resume. The default action of SIGCONT (continuing) happens whatever its handler.
    public static func handleResume(_ handler: @escaping @Sendable () -> Void) -> any DispatchSourceSignal {
        signal(SIGCONT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGCONT, queue: .main)
        source.setEventHandler { handler() }
        source.resume()
        return source
    }

    /// ncurses' own SIGTSTP handler, which ends curses, stops, and draws again on `fg`.
    nonisolated(unsafe) private static var cursesStop = sigaction()

    /// Call once curses has started: wraps ncurses' SIGTSTP handler so that mouse reporting is off while
    /// the job is stopped (the shell's terminal keeps its own selection) and on again after `fg`.
    static func pauseMouseReportingWhileStopped() {
        // Only a handler of ncurses' own: not the default action (0) nor "ignore" (1).
        guard sigaction(SIGTSTP, nil, &cursesStop) == 0, let handler = cursesStop.__sigaction_handler.sa_handler,
              unsafeBitCast(handler, to: Int.self) > 1
        else { return }
        var action = cursesStop
        action.__sigaction_handler.sa_handler = { number in
            _ = write(1, "\u{1B}[?1006l\u{1B}[?1000l", 16)
            TerminalSignals.cursesStop.__sigaction_handler.sa_handler?(number)
            _ = write(1, "\u{1B}[?1000h\u{1B}[?1006h", 16)
        }
        sigaction(SIGTSTP, &action, nil)
    }

    /// On a crash, end curses first, then let the signal do what it would have done.
    public static func restoreTerminalOnCrash() {
        for number in crashes {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                endwin()
                _ = write(1, "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l", 24)
                signal(number, SIG_DFL)
                // Returning re-runs the faulting instruction (or abort re-raises), now with the default action.
            }
            sigemptyset(&action.sa_mask)
            sigaction(number, &action, nil)
        }
    }
}
