import CTerminalSignals

#if canImport(Glibc)
  import Glibc
#endif

/// A self-pipe that signal handlers write signal numbers to, so the main loop handles signals as
/// ordinary events rather than inside the handler.
final class SignalRelay {
  let readDescriptor: Int32
  private let writeDescriptor: Int32

  init() {
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      for end in ends {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      }
    }
    readDescriptor = ends[0]
    writeDescriptor = ends[1]
    _ = tui_install_signal_relay(writeDescriptor)
  }

  /// The signals that arrived since the last call, in order.
  func drain() -> [Int32] {
    var signals: [Int32] = []
    var bytes = [UInt8](repeating: 0, count: 64)
    while true {
      let count = read(readDescriptor, &bytes, bytes.count)
      guard count > 0 else { break }
      signals += bytes.prefix(count).map { Int32($0) }
    }
    return signals
  }

  func close() {
    _ = Glibc.close(readDescriptor)
    _ = Glibc.close(writeDescriptor)
  }
}
