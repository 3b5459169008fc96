import Synchronization

/// Whether this process is the writer of a file: it tries the file's lock on the first load or
/// save, and keeps it (and so the kernel's lock) for the rest of its life. A reader — another
/// instance held the lock — tries again at each save: once that one has gone, this one writes.
public final class WriterClaim: Sendable {
  private enum State {
    case unclaimed
    case writer(FileLock?)
    /// The writer now, after another instance's end: what that one left is not yet kept aside.
    case tookOver(FileLock)
    case reader
  }

  private let state = Mutex(State.unclaimed)
  /// Where the file another instance left went, once this one took the file over.
  private let aside = Mutex<String?>(nil)

  /// A claim on nothing yet.
  public init() {}

  /// Notes where the file another instance left was kept aside.
  public func keptAside(at path: String?) { aside.withLock { $0 = path } }
  /// Where the file another instance left was kept aside, if it was.
  public var otherAside: String? { aside.withLock { $0 } }

  /// Takes the lock for the file `target` unless done already. Where its directory does not exist
  /// yet there is no file to share: the first save makes it and claims again. Where no lock can be
  /// made (a read-only directory), saving goes ahead and fails or not on its own.
  public func claim(_ target: String) {
    state.withLock { state in
      let wasReader: Bool
      switch state {
      case .writer, .tookOver: return
      case .unclaimed: wasReader = false
      case .reader: wasReader = true
      }
      switch FileLock.acquire(for: target) {
      case .acquired(let lock): state = wasReader ? .tookOver(lock) : .writer(lock)
      case .missingDirectory: break
      case .unavailable: if !wasReader { state = .writer(nil) }
      case .heldByAnother: state = .reader
      }
    }
  }

  /// True once, the first time it is asked after this process took the lock over from another
  /// instance that had it: the file that one left is to be kept aside before this one replaces it.
  public func takeOver() -> Bool {
    state.withLock { state in
      guard case .tookOver(let lock) = state else { return false }
      state = .writer(lock)
      return true
    }
  }

  /// True when another instance holds the lock: this one must not write.
  public var isAnotherWriting: Bool {
    state.withLock { if case .reader = $0 { true } else { false } }
  }
}
