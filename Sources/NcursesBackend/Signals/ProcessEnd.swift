import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

extension AppExit {
  /// Signals whose default action also dumps core: a program that saved its work and quit has no
  /// core worth writing, so those end with the status a shell would report instead.
  private static let dumpingCore: Set<Int32> = [SIGQUIT, SIGXCPU, SIGXFSZ]

  /// Ends the process the way the program ended, once the terminal is given back and the
  /// program's work is done: by the same signal where a signal ended it — so that the parent
  /// sees it (a shell prints "Terminated", a script interrupted by Ctrl-C stops) — and otherwise
  /// with `status` (by default this exit's own: 0 for a quit, 129 for a hang-up).
  ///
  /// ```swift
  /// let exit = await AppLoop(terminal: terminal, app: app, clock: ContinuousClock()).run()
  /// exit.endProcess()
  /// ```
  public func endProcess(status: Int32? = nil) -> Never {
    if case .signal(let signal) = self, !Self.dumpingCore.contains(signal) {
      _ = Glibc.signal(signal, SIG_DFL)
      var unblock = sigset_t()
      sigemptyset(&unblock)
      sigaddset(&unblock, signal)
      pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
      raise(signal)
    }
    exit(status ?? self.status)
  }
}
