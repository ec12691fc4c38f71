import FoundationEssentials
import Glibc
import WeatherPresentation

/// Every write to standard output and standard error goes through here. A reader that went away
/// (`weathertui --once | head -1`) ends the program quietly with status 141, as the default SIGPIPE
/// would; any other failure to write the output (a full disk, an I/O error, standard output closed) is
/// said in one line on standard error, in the words of `strings`, and ends it with status 1. Nothing is
/// buffered, so nothing fails later at exit.
enum StandardStreams {
    /// Call first thing: a closed pipe then shows up as EPIPE from `write`, and a file grown past the
    /// size limit (`ulimit -f`) as EFBIG, instead of killing the process.
    static func reportFailedWritesAsErrors() {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
    }

    /// Call first thing, before anything opens a file. A standard stream the program was started
    /// without (`>&-`, `2>&-`) leaves its descriptor free, and the next file opened (the log, a cache
    /// file) would take it and receive what is written to the stream: each one is opened on /dev/null
    /// instead, and a closed standard output is remembered, so that the output fails as unwritable.
    static func reserveClosedDescriptors() {
        _ = outputWasClosed
    }

    /// Whether the program was started without standard output; set by `reserveClosedDescriptors`.
    private static let outputWasClosed: Bool = {
        var closed: [Int32] = []
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            closed.append(descriptor)
            let null = open("/dev/null", O_RDWR)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
        return closed.contains(STDOUT_FILENO)
    }()

    static func writeOutput(_ text: String, strings: @autoclosure () -> Strings) {
        requireOutput(strings: strings())
        guard let failure = write(text, to: STDOUT_FILENO) else { return }
        if failure == EPIPE { exit(141) }
        outputFailed(String(cString: strerror(failure)), strings: strings())
    }

    /// Ends the program, as a failed write of the output does, when it was started without standard
    /// output: a one-shot mode checks before it asks any service for output nobody can read.
    static func requireOutput(strings: @autoclosure () -> Strings) {
        if outputWasClosed { outputFailed(strings().text(.outputClosed), strings: strings()) }
    }

    private static func outputFailed(_ reason: String, strings: Strings) -> Never {
        writeError("weathertui: " + strings.text(.outputNotWritten(reason: reason)))
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
