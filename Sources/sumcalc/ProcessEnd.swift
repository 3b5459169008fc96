import SumCalcApp
import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// Ends the process the way the program ended, once the terminal is restored and the session saved.
enum ProcessEnd {
  /// Signals whose default action also dumps core: a clean quit has no core worth writing, so
  /// those end with the status the shell would report instead.
  private static let dumpingCore: Set<Int32> = [SIGQUIT, SIGXCPU, SIGXFSZ]

  static func end(_ end: SumCalcApp.End) -> Never {
    if case .signal(let signal) = end.exit, !dumpingCore.contains(signal) {
      // By the same signal, so that the parent sees it (a shell prints "Terminated", a script
      // interrupted by Ctrl-C stops).
      _ = Glibc.signal(signal, SIG_DFL)
      var unblock = sigset_t()
      sigemptyset(&unblock)
      sigaddset(&unblock, signal)
      pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
      raise(signal)
    }
    exit(end.status)
  }
}
