import Glibc

/// One writer per file: an advisory lock (`flock`) on `<file>.lock` beside it, held for the life
/// of the process and released by the kernel when it ends, even by a crash.
public final class FileLock: Sendable {
  /// What trying the lock came to.
  public enum Outcome: Sendable {
    case acquired(FileLock)
    /// Another process holds the lock: it is the file's writer.
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

  /// Takes the lock for the file at `target` without waiting.
  public static func acquire(for target: String) -> Outcome {
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
    return .acquired(FileLock(descriptor: descriptor))
  }
}
