/// Why the program ended, for the process to end the same way.
public enum AppExit: Hashable, Sendable {
  /// The program quit (a `.quit` from a frame: the user's `q`, say).
  case quit
  /// A signal whose default action ends a process (SIGTERM, SIGUSR1…).
  case signal(Int32)
  /// The terminal went away (end of file, `EIO`, hang-up), even where SIGHUP is ignored (`nohup`).
  case hangUp

  /// The status a shell reports for it: 0, or 128 plus the signal's number (SIGHUP for a hang-up).
  public var status: Int32 {
    switch self {
    case .quit: 0
    case .signal(let signal): 128 + signal
    case .hangUp: 128 + 1
    }
  }
}
