import Synchronization

/// Whether this process is the writer of a session: it tries the session's lock on the first load
/// or save, and keeps it (and so the kernel's lock) for the rest of its life. A reader — another
/// SumCalc held the lock — tries again at each save: once that one has gone, this one writes.
final class SessionWriter: Sendable {
  private enum State {
    case unclaimed
    case writer(SessionLock?)
    /// The writer now, after another SumCalc's end: what that one left is not yet kept aside.
    case tookOver(SessionLock)
    case reader
  }

  private let state = Mutex(State.unclaimed)
  /// Where the session another SumCalc left went, once this one took the session over.
  private let aside = Mutex<String?>(nil)

  /// Notes where the session another SumCalc left was kept aside.
  func keptAside(at path: String?) { aside.withLock { $0 = path } }
  /// Where the session another SumCalc left was kept aside, if it was.
  var otherSessionAside: String? { aside.withLock { $0 } }

  /// Takes the lock for the session file `target` unless done already. Where its directory does
  /// not exist yet there is no session to share: the first save makes it and claims again. Where
  /// no lock can be made (a read-only directory), saving goes ahead and fails or not on its own.
  func claim(_ target: String) {
    state.withLock { state in
      let wasReader: Bool
      switch state {
      case .writer, .tookOver: return
      case .unclaimed: wasReader = false
      case .reader: wasReader = true
      }
      switch SessionLock.acquire(for: target) {
      case .acquired(let lock): state = wasReader ? .tookOver(lock) : .writer(lock)
      case .missingDirectory: break
      case .unavailable: if !wasReader { state = .writer(nil) }
      case .heldByAnother: state = .reader
      }
    }
  }

  /// True once, the first time it is asked after this process took the lock over from another
  /// SumCalc that had it: the file that one left is to be kept aside before this one replaces it.
  func takeOver() -> Bool {
    state.withLock { state in
      guard case .tookOver(let lock) = state else { return false }
      state = .writer(lock)
      return true
    }
  }

  /// True when another SumCalc held the lock: this one must not write.
  var isAnotherSumCalcWriting: Bool {
    state.withLock { if case .reader = $0 { true } else { false } }
  }
}
