import SumCalcModel

/// Why the error screen shows, with what the user needs to know to get out of it.
public enum ErrorCause: Hashable, Sendable {
  /// The saved session could not be read: `Retry`, and `Start fresh` where that can work (the
  /// path names a regular file, which can be kept aside), else `Quit`.
  case unreadableSession(path: String, reason: SessionProblem, canStartFresh: Bool)
  /// The state path names something that is not a file (a directory, a device…): it is never
  /// written or moved; `Continue without saving` or `Quit`.
  case stateNotAFile(path: String, kind: FileKind)
}

/// Everything the error screen shows, as one value.
public struct ErrorState: Hashable, Sendable {
  public var cause: ErrorCause
  public var focus: ErrorControl
  /// Start fresh is moving the file aside: the buttons go meanwhile, so Retry cannot race it.
  public var isWorking = false
  /// How many times the session has been read and found unreadable: after a Retry, the screen
  /// says it is still so, or the same screen again would look as if nothing had happened.
  public var attempts = 1

  public init(cause: ErrorCause, focus: ErrorControl? = nil, isWorking: Bool = false, attempts: Int = 1) {
    self.cause = cause
    self.focus = focus ?? Self.buttons(for: cause)[0]
    self.isWorking = isWorking
    self.attempts = attempts
  }

  /// The ways out the screen offers, in order.
  public static func buttons(for cause: ErrorCause) -> [ErrorControl] {
    switch cause {
    case .unreadableSession(_, _, let canStartFresh): [.retry, canStartFresh ? .startFresh : .quit]
    case .stateNotAFile: [.continueWithoutSaving, .quit]
    }
  }
}

/// The error screen's buttons.
public enum ErrorControl: Hashable, Sendable {
  case retry
  case startFresh
  case continueWithoutSaving
  case quit
}
