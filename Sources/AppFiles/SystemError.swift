import Glibc

/// A system call that failed, by its `errno`, with the reason in plain words for the user.
public struct SystemError: Error, Hashable, Sendable {
  /// The `errno` value.
  public var code: Int32

  /// The failure `code` names.
  public init(_ code: Int32) {
    self.code = code
  }

  /// The failure the last system call left in `errno`.
  public static func last() -> SystemError {
    SystemError(errno)
  }

  /// `strerror`'s words, starting in lower case so they read inside a sentence: "no space left
  /// on device", "read-only file system", "permission denied".
  public var words: String {
    let text = String(cString: strerror(code))
    guard let first = text.first else { return "error \(code)" }
    // Keep an initialism ("I/O …", "RPC …") as it is.
    if let second = text.dropFirst().first, second.isUppercase { return text }
    return first.lowercased() + text.dropFirst()
  }
}

/// Runs a system call again while a signal interrupts it (`EINTR`).
package func retryingOnInterrupt<Value: BinaryInteger>(_ call: () -> Value) -> Value {
  while true {
    let result = call()
    if result == -1 && errno == EINTR { continue }
    return result
  }
}
