#!/usr/bin/env python3
"""Measures the whole sumcalc program in a pseudo-terminal, as a user's terminal would run it.

    python3 scripts/bench_terminal.py PATH/TO/sumcalc [--runs N] [--idle SECONDS] [--json OUT]

The program runs at 80x24 with TERM=xterm-256color, LANG=C.UTF-8, no saved session
(`--no-state`, and XDG_STATE_HOME pointing at an empty temporary folder) and `--startup-delay 0`.

Figures (all from the kernel's own accounts, /proc/<pid>/...):

first_frame_ms      Median over --runs starts of the time from spawning the process to reading the
                    end of its first full calculator frame from the terminal. "Full frame": the
                    output read so far contains `Enter numbers` (the result line, near the top) and,
                    after it, ` quit` (the key hint's last words, on the bottom row). ncurses sends a frame
                    top to bottom in one update, so the bottom row arriving after the result line
                    means everything between has been sent. The loading screen shows neither text.
start_peak_rss_kib  Median over the same starts of VmHWM (peak resident set, /proc/<pid>/status)
                    once the first frame is drawn and the screen is quiet.
peak_rss_kib        VmHWM read just before quitting a long session, after all the work below.
floors, ratios      With floor programs given (make bench builds a C ncurses program and a Swift
                    program using Concurrency, Dispatch and Observation), their first frame and
                    start peak, from starts interleaved with SumCalc's, and SumCalc's ratios to them.
keystroke_bytes     Bytes written to the terminal for one digit keystroke: with the screen quiet,
                    write a digit, then read until nothing arrives for 150 ms. Median of 20 digits
                    typed one after another (each one lengthens the expression line, as in real
                    use); minimum and maximum are given too.
idle_ticks          CPU time (utime + stime of all threads, /proc/<pid>/stat, in clock ticks of
                    1/CLK_TCK s) used over --idle seconds on the calculator with nothing to do.
spinner_ticks       The same while a calculation runs (`--calc-delay 1000`, a digit then `=`), so
                    the spinner turns for the whole window.
rss_after_use       VmRSS (resident set) once the calculator is quiet at start, and again once it is
                    quiet after use: twenty digits typed, a bracketed paste of PASTE_DIGITS digits
                    summed (`--calc-delay 0`), History, Settings and Help opened and left with Esc;
                    the run with the median ratio of three.
paste_ms            Median over 3 runs of the time from starting to write a bracketed paste of
                    PASTE_DIGITS digits to reading the frame that shows them (the first expression
                    line after it), the terminal's input buffer fed as fast as the program reads.
"""

import argparse
import json
import os
import select
import statistics
import sys
import tempfile
import time

from pty_session import COLUMNS, ROWS, Session

DIGITS = "31415926535897932384"  # 20 digits, every one from 0 to 9
PASTE_DIGITS = 400_000
TICKS_PER_SECOND = os.sysconf("SC_CLK_TCK")


def same_page_cache(binaries):
    """Drops the programs' files from the page cache, so that each is then read in by its own
    starts, as an installed program is. How a file came into the cache changes the resident memory
    of every later start by up to 1 MiB: pages the linker wrote, or that a copy read, come in other
    sizes than pages a start faults in, and the kernel maps a whole cached folio at a fault."""
    for binary in binaries:
        descriptor = os.open(binary, os.O_RDONLY)
        try:
            os.fdatasync(descriptor)  # dirty pages (a program just linked) cannot be dropped
            os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
        finally:
            os.close(descriptor)


def start(name, binary, arguments, state_home):
    """One start: seconds to the first full frame, and VmHWM (KiB) once the screen is quiet."""
    session = Session(binary, arguments, state_home)
    try:
        seconds = session.wait_for_frame()
        session.drain_until_quiet()
        peak = session.status_kib("VmHWM")
        if session.quit() != 0:
            raise RuntimeError("%s exited with status %d" % (name, session.status))
        return seconds, peak
    finally:
        session.kill()


def start_ups(programs, runs, state_home):
    """Starts each of `programs` (name, binary, arguments) `runs` times, interleaved so that a slow
    moment of the machine falls on all of them alike, after one start each, not counted, that reads
    it into the page cache. For each start: the time to the first full frame, and the peak resident
    memory (VmHWM) once the screen is quiet. Returns {name: (times, peaks)}."""
    same_page_cache([binary for _, binary, _ in programs])
    for name, binary, arguments in programs:
        start(name, binary, arguments, state_home)
    results = {name: ([], []) for name, _, _ in programs}
    for _ in range(runs):
        for name, binary, arguments in programs:
            seconds, peak = start(name, binary, arguments, state_home)
            results[name][0].append(seconds)
            results[name][1].append(peak)
    return results


def long_session(binary, idle_seconds, state_home):
    session = Session(binary, ["--no-state", "--startup-delay", "0", "--calc-delay", "1000"], state_home)
    try:
        session.wait_for_frame()
        if not session.has_controlling_terminal():
            raise RuntimeError("sumcalc did not get the pseudo-terminal as its controlling terminal")
        session.drain_until_quiet()
        idle_ticks, idle_bytes = session.idle(idle_seconds)

        keystrokes = []
        for digit in DIGITS:
            session.write(digit)
            keystrokes.append(session.drain_until_quiet())
        # Only what changed is sent, so look for the newest number being appended to the line.
        expected = (" + " + DIGITS[-1]).encode()[1:]
        if expected not in session.output[-keystrokes[-1]:]:
            raise RuntimeError("the digits did not show on the expression line")

        session.write("=")  # a spinner turns for the whole calculation: 1000 s
        spinner_ticks, spinner_bytes = session.idle(idle_seconds)
        if spinner_bytes == 0:
            raise RuntimeError("no spinner was drawn while calculating")

        peak_kib = session.status_kib("VmHWM")
        resident_kib = session.status_kib("VmRSS")
        if session.quit() != 0:
            raise RuntimeError("sumcalc exited with status %d" % session.status)
    finally:
        session.kill()
    return {
        "peak_rss_kib": peak_kib,
        "rss_at_quit_kib": resident_kib,
        "keystroke_bytes": {
            "median": statistics.median(keystrokes),
            "min": min(keystrokes),
            "max": max(keystrokes),
            "all": keystrokes,
        },
        "idle": {"seconds": idle_seconds, "ticks": idle_ticks, "cpu_seconds": idle_ticks / TICKS_PER_SECOND, "bytes": idle_bytes},
        "spinner": {
            "seconds": idle_seconds,
            "ticks": spinner_ticks,
            "cpu_seconds": spinner_ticks / TICKS_PER_SECOND,
            "bytes": spinner_bytes,
        },
    }


def write_paste(session, payload):
    """Writes `payload` as fast as the program reads it (the pty takes a few KiB at a time)."""
    written = 0
    while written < len(payload):
        _, ready, _ = select.select([], [session.master], [], 1.0)
        if ready:
            try:
                written += os.write(session.master, payload[written : written + 65536])
            except BlockingIOError:
                pass
        session.read(0)


def wait_for(session, text, since, seconds=60):
    started = time.perf_counter()
    while text not in session.output[since:]:
        if time.perf_counter() - started > seconds:
            raise RuntimeError("%r did not show within %d s" % (text, seconds))
        session.read(0.05)


def after_use(binary, state_home):
    """VmRSS (KiB) quiet at start, and quiet again after a day's kind of use."""
    session = Session(binary, ["--no-state", "--startup-delay", "0", "--calc-delay", "0"], state_home)
    try:
        session.wait_for_frame()
        session.drain_until_quiet()
        at_start = session.status_kib("VmRSS")
        for digit in DIGITS:
            session.write(digit)
            session.drain_until_quiet()
        before = len(session.output)
        write_paste(session, b"\x1b[200~" + (b"1234567890" * (PASTE_DIGITS // 10)) + b"\x1b[201~")
        session.drain_until_quiet()
        session.write("=")
        wait_for(session, b"Sum of numbers", before)
        session.drain_until_quiet()
        for key in ["h", "\x1b", "s", "\x1b", "?", "\x1b"]:
            session.write(key)
            session.drain_until_quiet()
        time.sleep(1.0)
        session.drain_until_quiet()
        after = session.status_kib("VmRSS")
        if session.quit() != 0:
            raise RuntimeError("sumcalc exited with status %d" % session.status)
    finally:
        session.kill()
    return {"at_start_kib": at_start, "after_use_kib": after, "ratio": after / at_start}


def paste(binary, state_home, runs=3):
    """Milliseconds from the start of a PASTE_DIGITS-digit bracketed paste to its frame."""
    times = []
    payload = b"\x1b[200~" + (b"1234567890" * (PASTE_DIGITS // 10)) + b"\x1b[201~"
    for _ in range(runs):
        session = Session(binary, ["--no-state", "--startup-delay", "0"], state_home)
        try:
            session.wait_for_frame()
            session.drain_until_quiet()
            before = len(session.output)
            started = time.perf_counter()
            write_paste(session, payload)
            wait_for(session, b" + ", before)
            times.append((time.perf_counter() - started) * 1000)
            session.drain_until_quiet()
            if session.quit() != 0:
                raise RuntimeError("sumcalc exited with status %d" % session.status)
        finally:
            session.kill()
    return {"digits": PASTE_DIGITS, "median": statistics.median(times), "all": times}


def measure(binary, runs=15, idle_seconds=10.0, floors=None):
    """The figures of `binary`; with `floors` ({"c": path, "swift": path}), the same first frame and
    peak memory of those floor programs, measured in the same interleaved run, and the ratios."""
    programs = [("sumcalc", binary, ["--no-state", "--startup-delay", "0"])]
    programs += [(name, path, []) for name, path in sorted((floors or {}).items())]
    with tempfile.TemporaryDirectory(prefix="sumcalc-bench-") as state_home:
        starts = start_ups(programs, runs, state_home)
        figures = long_session(binary, idle_seconds, state_home)
        figures["paste_ms"] = paste(binary, state_home)
        # Median of three: one run's resident set moves by some 2 % with how its pages were faulted in.
        uses = sorted((after_use(binary, state_home) for _ in range(3)), key=lambda use: use["ratio"])
        figures["rss_after_use"] = dict(uses[1], all=[use["ratio"] for use in uses])
        if os.listdir(state_home):
            raise RuntimeError("sumcalc wrote a session despite --no-state: %s" % os.listdir(state_home))

    def summary(name):
        times, peaks = starts[name]
        return {
            "first_frame_ms": {
                "median": statistics.median(times) * 1000,
                "min": min(times) * 1000,
                "max": max(times) * 1000,
                "runs": runs,
            },
            "start_peak_rss_kib": statistics.median(peaks),
        }

    own = summary("sumcalc")
    figures["first_frame_ms"] = own["first_frame_ms"]
    figures["start_peak_rss_kib"] = own["start_peak_rss_kib"]
    if floors:
        figures["floors"] = {name: summary(name) for name in floors}
        figures["ratios"] = {
            "first_frame_vs_swift": own["first_frame_ms"]["median"] / figures["floors"]["swift"]["first_frame_ms"]["median"],
            "first_frame_vs_c": own["first_frame_ms"]["median"] / figures["floors"]["c"]["first_frame_ms"]["median"],
            "peak_rss_vs_c": own["start_peak_rss_kib"] / figures["floors"]["c"]["start_peak_rss_kib"],
            "swift_floor_vs_c": figures["floors"]["swift"]["first_frame_ms"]["median"]
            / figures["floors"]["c"]["first_frame_ms"]["median"],
            "peak_rss_vs_swift": own["start_peak_rss_kib"] / figures["floors"]["swift"]["start_peak_rss_kib"],
        }
    figures["ticks_per_second"] = TICKS_PER_SECOND
    figures["terminal"] = {"columns": COLUMNS, "rows": ROWS, "term": "xterm-256color"}
    return figures


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("binary", help="the sumcalc executable (a release build)")
    parser.add_argument("--runs", type=int, default=15, help="starts timed for the first frame (default 15)")
    parser.add_argument("--idle", type=float, default=10.0, help="seconds of each idle window (default 10)")
    parser.add_argument("--json", help="write the figures here instead of standard output")
    options = parser.parse_args()
    figures = measure(os.path.abspath(options.binary), options.runs, options.idle)
    text = json.dumps(figures, indent=2) + "\n"
    if options.json:
        with open(options.json, "w") as file:
            file.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
