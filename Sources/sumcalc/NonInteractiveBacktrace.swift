import CTerminalSignals

#if canImport(Glibc)
  import Glibc
#endif

/// Swift's crash backtracer turns interactive on a terminal: it waits up to 30 seconds for a key
/// before the process may end. It reads `SWIFT_BACKTRACE` only when the runtime starts. A C
/// constructor sets `interactive=no` when the user has not chosen (`backtrace.c`); with the runtime
/// linked in, as `make install` builds SumCalc, that is in time and costs nothing. With a shared
/// runtime (`make run`'s debug build) the runtime has read its setting already, so SumCalc starts
/// itself again, once (about 2 ms). A crash then prints its backtrace on the restored screen and
/// ends at once.
enum NonInteractiveBacktrace {
  static func ensure() {
    guard sumcalc_backtrace_set_by_us() == 1, sumcalc_backtrace_quieted_in_time() == 0 else { return }
    guard isatty(STDIN_FILENO) == 1 else { return }
    guard let argv = sumcalc_argument_vector() else { return }
    execv("/proc/self/exe", argv)
    // Still here: exec failed. Carry on; a crash would only wait for a key.
  }
}
