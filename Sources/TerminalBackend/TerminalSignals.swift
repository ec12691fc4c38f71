import CNCursesW
import Dispatch
import FoundationEssentials
import Glibc

/// Makes every way out of the program leave the terminal as it was.
public enum TerminalSignals {
    /// Every signal whose default action ends the process, other than a fault's and SIGPROF: each ends
    /// the dashboard through its loop, so the terminal is restored and the cache written. (SIGPIPE and
    /// SIGXFSZ are ignored instead: the write that met them fails and says so.)
    public static let termination: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGALRM, SIGUSR1, SIGUSR2, SIGVTALRM, SIGXCPU, SIGIO, SIGPWR, SIGSTKFLT,
    ]
    /// A profiler's timer, not a request to end. Dispatch leaves it unblocked in its threads for
    /// profilers, so it could never reach the loop as the others do.
    static let ignored: [Int32] = [SIGPROF]
    static let crashes: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGSYS]

    /// Call before curses starts: ncurses then leaves these signals alone, and the returned sources
    /// deliver them on the main queue so the app can leave its loop and end curses itself.
    public static func handleTermination(_ handler: @escaping @Sendable (Int32) -> Void) -> [any DispatchSourceSignal] {
        for number in ignored { signal(number, SIG_IGN) }
        return termination.map { number in deliver(number) { handler(number) } }
    }

    /// Window-size changes, delivered on the main queue. ncurses' own SIGWINCH handling only shows up as a
    /// key, so an idle app would not notice until the next key press; call before curses starts.
    public static func handleResize(_ handler: @escaping @Sendable () -> Void) -> any DispatchSourceSignal {
        deliver(SIGWINCH, handler)
    }

    /// The return from a stop (Ctrl-Z, then `fg`), delivered on the main queue. The terminal may have been
    /// resized while the job was stopped, and the SIGWINCH went to the shell, so the size is read again on
    /// resume. The default action of SIGCONT (continuing) happens whatever its handler.
    public static func handleResume(_ handler: @escaping @Sendable () -> Void) -> any DispatchSourceSignal {
        deliver(SIGCONT, handler)
    }

    /// Ctrl-Z (SIGTSTP), delivered on the main queue; call before curses starts. ncurses then installs no
    /// handler of its own: its handler ends curses, stops and draws again from inside the signal handler,
    /// on whichever thread the signal lands on, while the main thread may be drawing too. The app leaves
    /// curses and stops itself on the main thread instead (`CursesScreen.suspend`).
    public static func handleStop(_ handler: @escaping @Sendable () -> Void) -> any DispatchSourceSignal {
        deliver(SIGTSTP, handler)
    }

    /// `number` on the main queue instead of to a handler of its own (nor ncurses', which sets one only
    /// where the disposition is the default).
    private static func deliver(_ number: Int32, _ handler: @escaping @Sendable () -> Void) -> any DispatchSourceSignal {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
        source.setEventHandler { handler() }
        source.resume()
        return source
    }

    /// Stops the process with SIGTSTP's default action, as Ctrl-Z stops any job (the shell then says
    /// "Stopped", and the job's status is SIGTSTP's), and returns when it is continued. The signal source
    /// keeps SIGTSTP blocked in the threads that read it, so it is raised in this thread, unblocked here for
    /// the moment: sent to the process, it could stay pending and come back to the source instead.
    static func stopAsJobControlDoes() {
        var stop = sigaction()
        stop.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&stop.sa_mask)
        var handling = sigaction()
        var tstp = sigset_t()
        sigemptyset(&tstp)
        sigaddset(&tstp, SIGTSTP)
        var mask = sigset_t()
        sigaction(SIGTSTP, &stop, &handling)
        pthread_sigmask(SIG_UNBLOCK, &tstp, &mask)
        raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &mask, nil)
        sigaction(SIGTSTP, &handling, nil)
    }

    /// On a crash, end curses first, then let the signal do what it would have done.
    public static func restoreTerminalOnCrash() {
        for number in crashes {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                endwin()
                _ = write(1, "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l", 24)
                signal(number, SIG_DFL)
                // Blocked while this handler runs, the signal raised again ends the process with the default
                // action as the handler returns: a fault's, and one sent with `kill`, which returning alone
                // would leave running without curses.
                raise(number)
            }
            sigemptyset(&action.sa_mask)
            sigaction(number, &action, nil)
        }
    }
}
