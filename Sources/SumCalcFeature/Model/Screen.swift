import TerminalUI

/// The router: which screen shows. One enum, so an impossible mix of screens (loading and an
/// error at once) cannot be represented; the root view switches over it.
public enum Screen: Hashable, Sendable {
  case loading
  case calculator
  /// Every kept sum, newest first: scroll, recall one into the calculator, or go back.
  case history
  case error(ErrorCause)
}

/// Where the History screen is: the selected sum (0 is the newest) and the first one shown.
public struct HistoryPosition: Hashable, Sendable {
  public var selection = 0
  public var top = 0

  public init(selection: Int = 0, top: Int = 0) {
    self.selection = selection
    self.top = top
  }
}

/// How the selection moves on the History screen.
public enum HistoryMove: Hashable, Sendable {
  case up, down, pageUp, pageDown, first, last
}

/// Why the error screen shows, with what the user needs to know to get out of it.
public enum ErrorCause: Hashable, Sendable {
  /// The terminal is smaller than the calculator needs; goes away by itself when it grows.
  case terminalTooSmall(needed: Size, actual: Size)
  /// The saved session could not be read: `Retry`, and `Start fresh` where that can work (the
  /// path names a regular file, which can be kept aside), else `Quit`.
  case unreadableSession(path: String, reason: SessionProblem, canStartFresh: Bool = true)
  /// The state path names something that is not a file (a directory, a device…): it is never
  /// written or moved; `Continue without saving` or `Quit`.
  case stateNotAFile(path: String, kind: FileKind)
}

/// Why a saved session could not be read, in words the user can act on.
public enum SessionProblem: Hashable, Sendable {
  case notJSON
  case unknownVersion(Int)
  case wrongContent
  case notAFile(FileKind)
  case permissionDenied
  /// Larger than any session SumCalc writes: not read into memory.
  case tooLarge
  case other(String)
}
