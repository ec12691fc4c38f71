import CNCursesW
import Dispatch
import Glibc

/// A plain thread that waits for input on standard input without any curses call, and reports it.
/// After each report it waits until the main actor has read the keys, so it never spins.
public final class InputWatcher: @unchecked Sendable {
    public enum Report: Sendable {
        /// Keys are waiting.
        case ready
        /// The terminal went away (hang-up or end of input); nothing more will come.
        case hangUp
    }

    private let onInput: @Sendable (Report) -> Void
    private let drained = DispatchSemaphore(value: 0)
    private let stopPipe: [Int32]

    public init(onInput: @escaping @Sendable (Report) -> Void) {
        self.onInput = onInput
        var fds: [Int32] = [0, 0]
        _ = pipe(&fds)
        stopPipe = fds
    }

    /// Starts the thread; it holds the watcher until it ends.
    public func start() {
        var thread = pthread_t()
        let created = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            let watcher = Unmanaged<InputWatcher>.fromOpaque(context).takeRetainedValue()
            wtui_name_current_thread("weathertui-input")
            watcher.loop()
            return nil
        }, Unmanaged.passRetained(self).toOpaque())
        if created == 0 { pthread_detach(thread) }
    }

    /// The main actor calls this after reading all pending keys.
    public func didDrain() {
        drained.signal()
    }

    public func stop() {
        var byte: UInt8 = 1
        _ = write(stopPipe[1], &byte, 1)
        drained.signal()
    }

    private func loop() {
        var fds = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0), pollfd(fd: stopPipe[0], events: Int16(POLLIN), revents: 0)]
        while true {
            fds[0].revents = 0
            fds[1].revents = 0
            let ready = poll(&fds, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if fds[1].revents != 0 { return }
            if fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 || Self.isAtEndOfInput() {
                onInput(.hangUp)
                return
            }
            if fds[0].revents != 0 {
                onInput(.ready)
                drained.wait()
            }
        }
    }

    /// Readable with nothing to read: the end of input. Curses reads byte by byte, so once the main
    /// actor has drained the keys nothing of the terminal's input is left in a buffer of its own.
    private static func isAtEndOfInput() -> Bool {
        var waiting: Int32 = 0
        return ioctl(0, UInt(FIONREAD), &waiting) == 0 && waiting == 0
    }
}
