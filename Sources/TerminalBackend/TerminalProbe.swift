import CNCursesW
import Glibc
import WeatherPresentation

/// What `weathertui doctor` finds of the terminal without taking it over: the description the dashboard
/// would be drawn with (`TERM`'s, or a relative's as `TerminalType` chooses), its size, and, when
/// standard input and output are a terminal, its answer to the background colour query `--theme auto`
/// sends (OSC 11, then DA1 to know that no answer is coming), asked with echo off for a short time.
public enum TerminalProbe {
    /// How long the terminal is given to answer.
    public static let answerTime: Duration = .milliseconds(500)

    public static func facts(environment: [String: String]) -> TerminalFacts {
        let term = environment["TERM"].flatMap { $0.isEmpty ? nil : $0 }
        let isTerminal = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        return TerminalFacts(
            term: term, description: description(of: term), size: isTerminal ? size() : nil,
            background: isTerminal ? askForBackground() : .notATerminal
        )
    }

    private static func description(of term: String?) -> TerminalFacts.Description {
        guard let term else { return .missing }
        for (index, name) in ([term] + TerminalType.fallbacks(for: term)).enumerated() {
            let colours = Int(wtui_description_colours(name))
            guard colours != -3 else { continue }
            return index == 0 ? .found(colours: max(colours, 0)) : .relative(name, colours: max(colours, 0))
        }
        return .missing
    }

    private static func size() -> TerminalFacts.Size? {
        outputSize().map { TerminalFacts.Size(columns: $0.columns, rows: $0.rows) }
    }

    /// The size of the terminal standard output is, from the kernel; nil where it is not a terminal.
    public static func outputSize() -> TerminalSize? {
        var rows: Int32 = 0
        var columns: Int32 = 0
        guard wtui_terminal_size(STDOUT_FILENO, &rows, &columns) == 0 else { return nil }
        return TerminalSize(columns: Int(columns), rows: Int(rows))
    }

    /// Sends the query and reads the answers until the DA1 answer (which comes last) or the time is up,
    /// so that no answer is left for the shell to read. Echo, line editing and signal keys are off
    /// meanwhile (a Ctrl-C is read, not sent, so the terminal is always put back as it was).
    private static func askForBackground() -> TerminalFacts.Background {
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return .notATerminal }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        guard tcsetattr(STDIN_FILENO, TCSANOW, &quiet) == 0 else { return .notATerminal }
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
        _ = BackgroundColorQuery.sequence.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
        let deadline = ContinuousClock.now + answerTime
        var decoder = KeyDecoder()
        var color: BackgroundColor?
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let left = deadline - .now
            guard left > .zero else { break }
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let milliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1
            let ready = poll(&descriptor, 1, Int32(milliseconds))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            let inputs = String(decoding: buffer[..<count], as: UTF8.self).unicodeScalars.map(TerminalInput.scalar)
            for decoded in decoder.decode(inputs) {
                switch decoded {
                case let .report(.background(answer)): color = answer
                case .report(.attributes): return color.map(TerminalFacts.Background.answered) ?? .notAnswered
                case .key: break
                }
            }
        }
        return color.map(TerminalFacts.Background.answered) ?? .silent(waited: answerTime)
    }
}
