import Glibc

/// One writer per session: an advisory lock (`flock`) on `<state file>.lock` beside the file,
/// held for the life of the process and released by the kernel when it ends, even by a crash.
final class SessionLock: Sendable {
  enum Outcome: Sendable {
    case acquired(SessionLock)
    /// Another process holds the lock: it is the session's writer.
    case heldByAnother
    /// The file's directory does not exist (yet).
    case missingDirectory
    /// No lock could be made (a read-only directory): saving will fail on its own and say why.
    case unavailable
  }

  private let descriptor: Int32

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// Takes the lock for the session file at `target` without waiting.
  static func acquire(for target: String) -> Outcome {
    let path = target + ".lock"
    let descriptor = retryingOnInterrupt {
      open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY, AtomicFile.fileMode)
    }
    guard descriptor >= 0 else { return errno == ENOENT ? .missingDirectory : .unavailable }
    guard retryingOnInterrupt({ flock(descriptor, LOCK_EX | LOCK_NB) }) == 0 else {
      let held = errno == EWOULDBLOCK
      close(descriptor)
      return held ? .heldByAnother : .unavailable
    }
    return .acquired(SessionLock(descriptor: descriptor))
  }
}
