#if canImport(Glibc)
  import Glibc
#endif

/// Swift's crash backtracer turns interactive on a terminal: it waits up to 30 seconds for a key
/// before the process may end. It reads `SWIFT_BACKTRACE` only when the runtime starts, so when the
/// user has not chosen, SumCalc sets `interactive=no` and starts itself again (one `exec`, about a
/// millisecond). A crash then prints its backtrace on the restored screen and ends at once.
enum NonInteractiveBacktrace {
  static func ensure() {
    guard getenv("SWIFT_BACKTRACE") == nil, isatty(STDIN_FILENO) == 1 else { return }
    guard setenv("SWIFT_BACKTRACE", "interactive=no", 1) == 0 else { return }
    execv("/proc/self/exe", CommandLine.unsafeArgv)
    // Still here: exec failed. Carry on; a crash would only wait for a key.
  }
}
