"""Peers and the floor: processes run to completion, timed from just before the spawn to the exit; peak
memory from GNU time's %M (ru_maxrss: the largest single process in the tree), CPU time (user + sys of
the whole tree) from wait4's rusage."""

import os
import shutil
import subprocess
import threading
import time

OW_BASE = "https://api.openweathermap.org"


def _gnu_time():
    """GNU time, if installed. Needed for peak memory: a child forked from the benchmark's Python
    process inherits Python's high-water RSS in ru_maxrss (the kernel carries the pre-exec mm's
    high-water mark across exec), so wait4 on our own children over-reports anything smaller than
    Python itself. GNU time is a small C process: the children it forks report true figures."""
    path = shutil.which("time") or ("/usr/bin/time" if os.path.exists("/usr/bin/time") else None)
    if not path:
        return None
    try:
        out = subprocess.run([path, "--version"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=5).stdout
    except (OSError, subprocess.TimeoutExpired):
        return None
    return path if b"GNU" in out else None


GNU_TIME = _gnu_time()


class RunResult:
    def __init__(self, wall_s, maxrss_kib, cpu_s, status, stdout, stderr):
        self.wall_s, self.maxrss_kib, self.cpu_s = wall_s, maxrss_kib, cpu_s
        self.status, self.stdout, self.stderr = status, stdout, stderr


def run_measured(argv, env, workdir, name, timeout=30.0, stdout=None):
    """Runs argv to completion under GNU time (when installed). stdout goes to a file (or the given fd,
    e.g. a pty slave). Wall time is ours, from just before the spawn to the exit (GNU time's own
    start-up, about a millisecond, is included for every command alike)."""
    out_path = os.path.join(workdir, name + ".out")
    err_path = os.path.join(workdir, name + ".err")
    time_path = os.path.join(workdir, name + ".time")
    if GNU_TIME:
        argv = [GNU_TIME, "-f", "%M %U %S", "-o", time_path] + list(argv)
    with open(out_path, "wb") as out, open(err_path, "wb") as err:
        t0 = time.monotonic()
        proc = subprocess.Popen(argv, env=env, stdin=subprocess.DEVNULL, stdout=stdout if stdout is not None else out,
                                stderr=err, cwd=workdir)
        timer = threading.Timer(timeout, proc.kill)
        timer.start()
        try:
            _, status, usage = os.wait4(proc.pid, 0)
        finally:
            timer.cancel()
        wall = time.monotonic() - t0
        proc.returncode = os.waitstatus_to_exitcode(status)
    with open(out_path, "rb") as f:
        out_text = f.read().decode("utf-8", "replace")
    with open(err_path, "rb") as f:
        err_text = f.read().decode("utf-8", "replace")
    maxrss, cpu = None, usage.ru_utime + usage.ru_stime
    if GNU_TIME:
        try:
            with open(time_path) as f:
                fields = f.read().strip().splitlines()[-1].split()
            maxrss = int(fields[0])
        except (OSError, IndexError, ValueError):
            pass
    return RunResult(wall, maxrss, cpu, proc.returncode, out_text, err_text)


def run_in_pty(argv, env, workdir, name, timeout=10.0):
    """Runs argv with its stdout on a pty (for `clear`: a paint on a terminal)."""
    master, slave = os.openpty()
    try:
        result = run_measured(argv, env, workdir, name, timeout, stdout=slave)
        os.close(slave)
        slave = None
        chunks = []
        while True:
            try:
                data = os.read(master, 65536)
            except OSError:
                break
            if not data:
                break
            chunks.append(data)
        result.stdout = b"".join(chunks).decode("utf-8", "replace")
        return result
    finally:
        if slave is not None:
            os.close(slave)
        os.close(master)


def ensure_ansiweather(allow_install, log):
    """Path of ansiweather, installing the Debian package when missing (root only). (path, note)."""
    path = shutil.which("ansiweather")
    if path:
        return path, None
    if not allow_install:
        return None, "ansiweather is not installed (the smoke run does not install it)"
    if os.geteuid() != 0:
        return None, "ansiweather is not installed and this is not root: run `sudo apt-get install -y ansiweather`"
    if not shutil.which("apt-get"):
        return None, "ansiweather is not installed and apt-get is missing"
    log("installing ansiweather with apt-get (once)")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    for argv in (["apt-get", "update", "-qq"], ["apt-get", "install", "-y", "-qq", "ansiweather"]):
        try:
            done = subprocess.run(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=600)
        except (OSError, subprocess.TimeoutExpired) as e:
            return None, "%s failed: %s" % (" ".join(argv), e)
        if done.returncode != 0:
            tail = done.stdout.decode("utf-8", "replace").strip().splitlines()[-3:]
            return None, "%s failed (%d): %s" % (" ".join(argv), done.returncode, " | ".join(tail))
    path = shutil.which("ansiweather")
    return (path, None) if path else (None, "apt-get installed ansiweather but it is not on PATH")


def ansiweather_setup(workdir, server_url, location="Seoul,KR"):
    """A config file of the benchmark's own (ANSIWEATHERRC) whose fetch_cmd is a wrapper that sends
    OpenWeather's https URLs to the fake server on 127.0.0.1 and refuses anything else."""
    fetch = os.path.join(workdir, "ansiweather-fetch")
    rc = os.path.join(workdir, "ansiweatherrc")
    files = {
        fetch: ("#!/bin/sh\n"
                "# ansiweather's fetch_cmd for the benchmark: OpenWeather URLs go to the local fake server only.\n"
                "case \"$1\" in\n"
                "  %s/*) exec curl -sf --noproxy '*' \"%s${1#%s}\" ;;\n"
                "  *) echo \"ansiweather-fetch: refusing $1\" >&2; exit 2 ;;\n"
                "esac\n" % (OW_BASE, server_url, OW_BASE)),
        rc: ("api_key:benchkey\n"
             "fetch_cmd:%s\n"
             "location:%s\n"
             "units:metric\n"
             "forecast:0\n"
             "show_uvi:false\n"
             "ansi:true\n" % (fetch, location)),
    }
    for path, text in files.items():
        with open(path, "w") as f:
            f.write(text)
    os.chmod(fetch, 0o755)
    return rc

