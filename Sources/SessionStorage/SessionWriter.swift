import Synchronization

/// Whether this process is the writer of a session: it tries the session's lock once, on the
/// first load or save, and keeps it (and so the kernel's lock) for the rest of its life.
final class SessionWriter: Sendable {
  private enum State {
    case unclaimed
    case writer(SessionLock?)
    case reader
  }

  private let state = Mutex(State.unclaimed)

  /// Takes the lock for the session file `target` unless done already. Where its directory does
  /// not exist yet there is no session to share: the first save makes it and claims again. Where
  /// no lock can be made (a read-only directory), saving goes ahead and fails or not on its own.
  func claim(_ target: String) {
    state.withLock { state in
      guard case .unclaimed = state else { return }
      switch SessionLock.acquire(for: target) {
      case .acquired(let lock): state = .writer(lock)
      case .missingDirectory: break
      case .unavailable: state = .writer(nil)
      case .heldByAnother: state = .reader
      }
    }
  }

  /// True when another SumCalc held the lock: this one must not write.
  var isAnotherSumCalcWriting: Bool {
    state.withLock { if case .reader = $0 { true } else { false } }
  }
}
