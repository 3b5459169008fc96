#if canImport(Glibc)
  import Glibc
#endif

/// One read of the terminal's input, never blocking: what arrived, nothing yet, or the end.
enum TerminalInput {
  enum Outcome: Equatable {
    case bytes([UInt8])
    case nothing
    /// End of file, `EIO` or a hang-up: the terminal is gone.
    case closed
  }

  /// Whether bytes wait to be read now.
  static func isWaiting(_ descriptor: Int32) -> Bool {
    var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&ready, 1, 0) == 1
  }

  static func read(_ descriptor: Int32) -> Outcome {
    // A readiness report can be stale (input flushed on suspend): a blocking read would then hang.
    guard isWaiting(descriptor) else { return .nothing }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = Glibc.read(descriptor, &buffer, buffer.count)
    if count > 0 { return .bytes(Array(buffer.prefix(count))) }
    if count < 0, errno == EINTR || errno == EAGAIN { return .nothing }
    return .closed
  }
}
