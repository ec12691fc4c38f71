import FoundationEssentials
import Glibc

/// Asks the terminal for its background colour (OSC 11) before curses starts, followed by a request
/// for its attributes (DA1), which every terminal of the VT100 line answers: the DA1 answer ends the wait
/// at once on a terminal that knows no OSC 11, and only a terminal that answers nothing costs the
/// whole timeout. Both answers are read here, so none of their bytes reaches the keys.
public enum BackgroundColorQuery {
    public static let timeout: Duration = .milliseconds(100)

    /// The bytes the terminal answered with (the OSC 11 answer if it gave one, then DA1's); nil when
    /// standard input and output are not a terminal, or nothing came back in time.
    public static func ask(timeout: Duration = timeout) -> [UInt8]? {
        guard isatty(0) == 1, isatty(1) == 1 else { return nil }
        var saved = termios()
        guard tcgetattr(0, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(0, TCSANOW, &raw) == 0 else { return nil }
        defer { tcsetattr(0, TCSANOW, &saved) }
        let query = "\u{1B}]11;?\u{1B}\\\u{1B}[c"
        guard query.withCString({ write(1, $0, strlen($0)) }) == query.utf8.count else { return nil }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while !endsWithAttributes(answer) {
            let left = clock.now.duration(to: deadline)
            guard left > .zero else { return answer.isEmpty ? nil : answer }
            var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(max(1, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000))
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            guard count > 0 else { return answer.isEmpty ? nil : answer }
            answer += buffer[..<count]
        }
        return answer
    }

    /// True once `bytes` holds a whole DA1 answer: `Esc [ ?` … `c`.
    static func endsWithAttributes(_ bytes: [UInt8]) -> Bool {
        let introducer = Array("\u{1B}[?".utf8)
        guard let start = bytes.indices.last(where: { bytes[$0...].starts(with: introducer) }) else { return false }
        return bytes[(start + introducer.count)...].contains(UInt8(ascii: "c"))
    }
}
