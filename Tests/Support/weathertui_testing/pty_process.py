"""A program started in a new pseudo-terminal, which is its session's controlling terminal, with
posix_spawn.

Forking would copy the harness's page tables first: a forked child's first byte then comes later the
bigger the Python process is (measured here: 3.3 ms from a 12 MB harness, 6.4 ms at 65 MB, 14 ms at
220 MB), and every launch figure of the benchmark would carry that. posix_spawn does not copy the
caller's memory: about 1 ms from any of them.
"""

import fcntl
import os
import shutil
import signal
import struct
import termios
import time


class PtyProcess:
    """`pid`; `fd`, the pty's master side. The child runs in a session of its own with the pty as its
    controlling terminal, so a resize sends it SIGWINCH and a hang-up SIGHUP, as in a terminal."""

    def __init__(self, argv, env, rows, cols):
        program = argv[0] if os.sep in argv[0] else shutil.which(argv[0], path=env.get("PATH", os.defpath))
        if program is None:
            raise FileNotFoundError("%s is not on PATH %s" % (argv[0], env.get("PATH")))
        self.exitstatus = self.signalstatus = None
        self._reaped = False
        self.fd, follower = os.openpty()
        try:
            self.setwinsize(rows, cols)
            # After setsid, opening the terminal by name (without O_NOCTTY) makes it the controlling one.
            # SIGPIPE and SIGXFSZ back to their defaults, as a shell starts a program (Python ignores them).
            self.pid = os.posix_spawn(program, list(argv), env, setsid=True, setsigdef=(signal.SIGPIPE, signal.SIGXFSZ), file_actions=[
                (os.POSIX_SPAWN_OPEN, 0, os.ttyname(follower), os.O_RDWR, 0),
                (os.POSIX_SPAWN_DUP2, 0, 1),
                (os.POSIX_SPAWN_DUP2, 0, 2),
            ])
        except BaseException:
            os.close(self.fd)
            raise
        finally:
            os.close(follower)

    def setwinsize(self, rows, cols):
        """Sets the terminal's size; the kernel sends SIGWINCH to the program."""
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))

    def isalive(self):
        """False once the program has ended (it is then reaped, and exitstatus or signalstatus is set)."""
        if not self._reaped:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid == self.pid:
                self._record(status)
        return not self._reaped

    def kill(self, number):
        if not self._reaped:
            os.kill(self.pid, number)

    def hang_up(self):
        """Closes the master side, as a terminal emulator does when its window closes: the kernel sends
        SIGHUP to the program."""
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1

    def close(self, force=False, grace=1.0):
        """Hangs up and reaps the program, waiting up to `grace` s for it to end; with force=True it is
        then killed, otherwise it is left running."""
        self.hang_up()
        deadline = time.monotonic() + grace
        while self.isalive() and time.monotonic() < deadline:
            time.sleep(0.005)
        if force and self.isalive():
            self.kill(signal.SIGKILL)
            _, status = os.waitpid(self.pid, 0)
            self._record(status)

    def _record(self, status):
        self._reaped = True
        if os.WIFEXITED(status):
            self.exitstatus = os.WEXITSTATUS(status)
        elif os.WIFSIGNALED(status):
            self.signalstatus = os.WTERMSIG(status)
