"""One program on a pseudo-terminal of its own, as a terminal emulator runs it: the benchmark's
view of SumCalc (and of the floor programs), reading what it writes and typing to it."""

import fcntl
import os
import pty
import re
import select
import signal
import struct
import termios
import time

ROWS, COLUMNS = 24, 80
QUIET = 0.150  # seconds without output that count as "the screen is quiet"
FRAME_START = b"Enter numbers"
# The last words of the key hint, on the bottom row. A hint that fills the row has its last cell
# written with automatic margins off around it (`qui ESC[?7l t ESC[?7h`): control sequences may
# come between the letters.
FRAME_END = re.compile(rb" qui(?:\x1b\[[0-9;?]*[A-Za-z])*t")


class Session:
    """One sumcalc process on its own pseudo-terminal, started as a session leader whose controlling
    terminal is that pseudo-terminal, exactly as a terminal emulator starts a program. It is started
    with posix_spawn rather than pty.fork, so that the start-up time does not include copying this
    Python process."""

    def __init__(self, binary, arguments, state_home):
        self.master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
        slave_path = os.ttyname(slave)
        environment = {
            key: value
            for key, value in os.environ.items()
            if key not in ("LC_ALL", "LC_MESSAGES", "NO_COLOR", "SWIFT_BACKTRACE", "COLUMNS", "LINES")
        }
        environment.update(TERM="xterm-256color", LANG="C.UTF-8", XDG_STATE_HOME=state_home)
        # posix_spawn: setsid comes before the file actions, so opening the terminal's path as
        # standard input makes it the controlling terminal.
        actions = [
            (os.POSIX_SPAWN_OPEN, 0, slave_path, os.O_RDWR, 0),
            (os.POSIX_SPAWN_DUP2, 0, 1),
            (os.POSIX_SPAWN_DUP2, 0, 2),
        ]
        self.started = time.perf_counter()
        self.pid = os.posix_spawn(binary, [binary, *arguments], environment, file_actions=actions, setsid=True)
        os.close(slave)
        os.set_blocking(self.master, False)
        self.output = bytearray()
        self.status = None

    def read(self, timeout):
        """Reads what arrives within `timeout` seconds (returns as soon as something did)."""
        ready, _, _ = select.select([self.master], [], [], max(0.0, timeout))
        if not ready:
            return b""
        try:
            chunk = os.read(self.master, 65536)
        except (BlockingIOError, InterruptedError):
            return b""
        except OSError:  # EIO: the program has gone and closed the terminal
            time.sleep(min(timeout, 0.01))
            return b""
        self.output += chunk
        return chunk

    def wait_for_frame(self, limit=10.0):
        """Seconds from spawn until the first full calculator frame has been read."""
        deadline = time.perf_counter() + limit
        while time.perf_counter() < deadline:
            self.read(deadline - time.perf_counter())
            start = self.output.find(FRAME_START)
            if start >= 0 and FRAME_END.search(self.output, start):
                return time.perf_counter() - self.started
        raise RuntimeError("no calculator frame within %.0f s; output so far: %r" % (limit, bytes(self.output[-400:])))

    def drain_until_quiet(self, quiet=QUIET, limit=5.0):
        """Reads until nothing arrives for `quiet` seconds; returns the number of bytes read."""
        count = 0
        deadline = time.perf_counter() + limit
        last = time.perf_counter()
        while time.perf_counter() < deadline:
            chunk = self.read(min(quiet, deadline - time.perf_counter()))
            now = time.perf_counter()
            if chunk:
                count += len(chunk)
                last = now
            elif now - last >= quiet:
                return count
        raise RuntimeError("the screen did not go quiet within %.0f s" % limit)

    def write(self, text):
        os.write(self.master, text.encode())

    def cpu_ticks(self):
        """utime + stime of the whole process (all its threads), in clock ticks."""
        with open("/proc/%d/stat" % self.pid) as file:
            fields = file.read().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])  # fields 14 and 15 of proc(5)

    def status_kib(self, name):
        with open("/proc/%d/status" % self.pid) as file:
            for line in file:
                if line.startswith(name + ":"):
                    return int(line.split()[1])
        raise RuntimeError("no %s in /proc/%d/status" % (name, self.pid))

    def has_controlling_terminal(self):
        with open("/proc/%d/stat" % self.pid) as file:
            return int(file.read().rsplit(")", 1)[1].split()[4]) != 0  # tty_nr

    def idle(self, seconds):
        """Reads whatever comes for `seconds`; returns (CPU ticks used, bytes written)."""
        before = self.cpu_ticks()
        count = 0
        deadline = time.perf_counter() + seconds
        while time.perf_counter() < deadline:
            count += len(self.read(deadline - time.perf_counter()))
        return self.cpu_ticks() - before, count

    def quit(self, limit=5.0):
        """Presses `q` and waits for the exit; returns the exit status."""
        self.write("q")
        deadline = time.perf_counter() + limit
        while time.perf_counter() < deadline:
            self.read(0.01)
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.status = os.waitstatus_to_exitcode(status)
                break
        else:
            self.kill()
            raise RuntimeError("sumcalc did not quit within %.0f s of `q`" % limit)
        os.close(self.master)
        return self.status

    def kill(self):
        if self.status is None:
            try:
                os.kill(self.pid, signal.SIGKILL)
                os.waitpid(self.pid, 0)
            except (ProcessLookupError, ChildProcessError):
                pass
            self.status = -signal.SIGKILL
        try:
            os.close(self.master)
        except OSError:
            pass
