"""What weathertui's end-to-end tests (Tests/EndToEnd) and its benchmark (bench/) share: one source for
each fact about running the app and its fake services.

    paths         where the repository, the binaries and the fake server are
    keys          the bytes a terminal sends for each named key
    terminal      the VT100 emulator (pyte, plus what ncurses sends that pyte lacks) and xterm sequences
    screens       what weathertui's screens look like: spinner, loaded dashboard, forecast rows, crashes
    pty_process   a program spawned in a new pseudo-terminal (posix_spawn: no copy of the harness)
    pty_app       the app in a pseudo-terminal, every byte timestamped as it is read
    environment   the environment an app runs in: a fresh HOME, XDG directories, service URLs
    proc          readings from /proc: CPU time, memory (status and smaps), threads, children
    fake_server   the fake weather server as a child process, and its control API
    project       the version and homepage from VERSION, and the User-Agent they make

pytest finds this package through `pythonpath` in pytest.ini; bench/run_bench.py puts Tests/Support on
sys.path itself.
"""
