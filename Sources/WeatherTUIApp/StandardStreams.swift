import FoundationEssentials
import Glibc
import WeatherPresentation

/// Every write to standard output and standard error goes through here. A reader that went away
/// (`weathertui --once | head -1`) ends the program quietly with status 141, as the default SIGPIPE
/// would; any other failure to write the output (a full disk, an I/O error) is said in one line on
/// standard error, in the words of `strings`, and ends it with status 1. Nothing is buffered, so nothing
/// fails later at exit.
enum StandardStreams {
    /// Call first thing: a closed pipe then shows up as EPIPE from `write` instead of killing the process.
    static func reportBrokenPipesAsErrors() {
        signal(SIGPIPE, SIG_IGN)
    }

    static func writeOutput(_ text: String, strings: @autoclosure () -> Strings) {
        guard let failure = write(text, to: STDOUT_FILENO) else { return }
        if failure == EPIPE { exit(141) }
        writeError("weathertui: " + strings().text(.outputNotWritten(reason: String(cString: strerror(failure)))))
        exit(1)
    }

    /// One message on standard error; a newline is added.
    static func writeError(_ message: String) {
        _ = write(message + "\n", to: STDERR_FILENO)
    }

    /// nil on success, else the `errno` of the failed write.
    private static func write(_ text: String, to descriptor: Int32) -> Int32? {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            bytes = bytes.dropFirst(written)
        }
        return nil
    }
}
