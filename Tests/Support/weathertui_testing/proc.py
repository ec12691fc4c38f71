"""Readings from /proc (Linux): CPU time, memory (status and smaps), threads, children, process state.
Functions raise OSError once the process is gone, except where they say otherwise."""

import os

CLK_TCK = os.sysconf("SC_CLK_TCK")


def stat_fields(pid):
    """/proc/PID/stat after the command name: [0] state, [1] ppid, [2] pgrp, [3] session, [4] tty_nr,
    … [11] utime, [12] stime (clock ticks)."""
    with open("/proc/%d/stat" % pid) as f:
        return f.read().rsplit(")", 1)[1].split()


def cpu_ticks(pid):
    """utime + stime of the whole process (all threads, living and dead), in clock ticks."""
    fields = stat_fields(pid)
    return int(fields[11]) + int(fields[12])


def cpu_seconds(pid):
    """cpu_ticks in seconds (10 ms resolution)."""
    return cpu_ticks(pid) / CLK_TCK


def proc_state(pid):
    """The process's state letter (R, S, Z…), or None once it is gone."""
    try:
        return stat_fields(pid)[0]
    except OSError:
        return None


def status_kib(pid, keys=("VmHWM", "VmRSS")):
    """{key: KiB} for the given keys of /proc/PID/status (VmHWM, VmRSS, RssAnon, RssFile, …)."""
    out = {}
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            key = line.split(":", 1)[0]
            if key in keys:
                out[key] = int(line.split()[1])
    return out


def thread_count(pid):
    return len(os.listdir("/proc/%d/task" % pid))


def child_pids(pid):
    """The process's children (of its main thread)."""
    with open("/proc/%d/task/%d/children" % (pid, pid)) as f:
        return [int(p) for p in f.read().split()]


def argv0(pid):
    with open("/proc/%d/cmdline" % pid, "rb") as f:
        return f.read().split(b"\0")[0].decode("utf-8", "replace")


class ThreadTracker:
    """CPU time (ns, schedstat) and context switches of a process's threads over a window, counting
    threads that start or end inside it: sample() now and then; a thread that ends contributes up to
    its last sample, a thread born in the window counts from zero."""

    def __init__(self, pid):
        self.pid = pid
        self.first, self.last, self.names = {}, {}, {}
        self.initial = None

    def sample(self):
        seen = {}
        try:
            tids = os.listdir("/proc/%d/task" % self.pid)
        except OSError:
            return
        for tid in tids:
            try:
                with open("/proc/%d/task/%s/schedstat" % (self.pid, tid)) as f:
                    ns = int(f.read().split()[0])
                sw = 0
                with open("/proc/%d/task/%s/status" % (self.pid, tid)) as f:
                    for line in f:
                        if line.startswith("Name:"):
                            self.names.setdefault(tid, line.split(":", 1)[1].strip())
                        elif line.startswith(("voluntary_ctxt_switches", "nonvoluntary_ctxt_switches")):
                            sw += int(line.split()[1])
            except (OSError, ValueError, IndexError):
                continue
            seen[tid] = (ns, sw)
        if self.initial is None:
            self.initial = set(seen)
            self.first = dict(seen)
        for tid, v in seen.items():
            self.last[tid] = v

    def totals(self):
        """(ns, switches, threads born in the window, {thread name: switches})."""
        ns = sw = 0
        by_name = {}
        for tid, (lns, lsw) in self.last.items():
            fns, fsw = self.first.get(tid, (0, 0)) if tid in self.initial else (0, 0)
            ns += lns - fns
            sw += lsw - fsw
            name = self.names.get(tid, "?")
            by_name[name] = by_name.get(name, 0) + (lsw - fsw)
        born = len(set(self.last) - self.initial)
        return ns, sw, born, by_name


# ---- where resident memory goes (smaps) -------------------------------------------------------------

# The parts memory_split() sums the resident set into.
MEMORY_PARTS = ("heap", "stacks", "anon_other", "binary_code", "binary_data", "libraries", "other_files", "kernel")


# A thread's guard is a page or a few; a malloc arena's PROT_NONE reserve, also anonymous, is megabytes.
GUARD_MAX = 64 * 1024


def smaps(pid):
    """The mappings of /proc/PID/smaps: dicts with start, end, perms, path ("" when anonymous) and the
    sizes in KiB (Rss, Pss, Anonymous, …)."""
    maps = []
    with open("/proc/%d/smaps" % pid) as f:
        for line in f:
            head, _, rest = line.partition(" ")
            if "-" in head and not head.endswith(":"):
                start, end = (int(x, 16) for x in head.split("-"))
                parts = rest.split(None, 4)          # perms offset dev inode [path]
                maps.append({"start": start, "end": end, "perms": parts[0],
                             "path": parts[4].strip() if len(parts) > 4 else ""})
            elif head.endswith(":") and maps and rest.strip().endswith("kB"):
                maps[-1][head[:-1]] = int(rest.split()[0])
    return maps


def memory_split(pid):
    """Where the resident set goes, in KiB, from /proc/PID/smaps:

        heap         [heap] (brk: malloc's main arena)
        stacks       [stack] (the main thread) + threads' stacks (anonymous mappings just above a
                     small PROT_NONE guard mapping: how glibc lays out pthread stacks)
        anon_other   other anonymous memory: malloc's mmap'd arenas and large blocks, runtime metadata
        binary_code  pages mapped from the executable itself, executable mappings (text)
        binary_data  the executable's other mappings (read-only data, relocated and written data) and
                     its .bss (the anonymous mapping right after it)
        libraries    shared libraries (*.so*), code and data
        other_files  other mapped files (locale archive, data files)
        kernel       [vdso], [vvar], [vsyscall]

    Returns {"parts": {part: KiB}, "total": KiB, "libraries": {path: KiB}}."""
    try:
        exe = os.readlink("/proc/%d/exe" % pid)
    except OSError:
        exe = None
    maps = smaps(pid)
    parts = dict.fromkeys(MEMORY_PARTS, 0)
    libraries = {}
    previous = None
    for m in maps:
        path, rss = m["path"], m.get("Rss", 0)
        file_path = path[:-len(" (deleted)")] if path.endswith(" (deleted)") else path
        if exe and file_path == exe:
            part = "binary_code" if "x" in m["perms"] else "binary_data"
        elif path == "[heap]":
            part = "heap"
        elif path == "[stack]" or path.startswith("[stack:"):
            part = "stacks"
        elif path in ("[vdso]", "[vvar]", "[vsyscall]", "[vvar_vclock]"):
            part = "kernel"
        elif path == "" or path.startswith("[anon"):
            after_guard = (previous is not None and previous["end"] == m["start"] and previous["perms"].startswith("---")
                           and previous["path"] == "" and previous["end"] - previous["start"] <= GUARD_MAX)
            after_binary = (previous is not None and previous["end"] == m["start"] and exe is not None
                            and previous["path"] in (exe, exe + " (deleted)"))
            if after_binary:
                part = "binary_data"
            elif after_guard and m["perms"].startswith("rw"):
                part = "stacks"
            else:
                part = "anon_other"
        elif ".so" in os.path.basename(file_path):
            part = "libraries"
            libraries[file_path] = libraries.get(file_path, 0) + rss
        else:
            part = "other_files"
        parts[part] += rss
        previous = m
    return {"parts": parts, "total": sum(parts.values()), "libraries": libraries}
