import CPseudoTerminal
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// SumCalc on a pseudo-terminal of the test's own, with no terminal emulator in between: the test
/// writes exactly the bytes a terminal would send, in the reads it chooses (a whole burst in one
/// `write`), and can hang the terminal up by closing its end.
final class PseudoTerminalSession: @unchecked Sendable {
  let directory: TemporaryDirectory
  let pid: pid_t
  private let controller: Int32
  var controllerDescriptor: Int32 { controller }
  private let lock = NSLock()
  private var output: [UInt8] = []
  private var hangingUp = false
  /// Whether the terminal reads what SumCalc writes (`stopReading()`: a frozen window, a stalled link).
  private var reading = true
  private let closed = DispatchSemaphore(value: 0)
  /// The reader met the end of the output: every process that had the terminal open has closed it.
  private var atEnd = false

  /// `$XDG_STATE_HOME/sumcalc/state.json`.
  var stateFile: URL { directory.url.appendingPathComponent("sumcalc/state.json") }

  /// `runAs` comes before SumCalc's command line (`setpriv … --` to run it as another user);
  /// `program` runs instead of SumCalc (an example app).
  init(
    _ arguments: [String], width: Int = 80, height: Int = 24, ignoreHangUp: Bool = false, runAs: [String] = [],
    environment overrides: [String: String] = [:], program: String? = nil
  ) throws {
    directory = try TemporaryDirectory(prefix: "sumcalc-e2e-pty")
    var (controller, terminal): (Int32, Int32) = (-1, -1)
    var name = [CChar](repeating: 0, count: 128)
    guard sumcalc_open_pty(&controller, &terminal, UInt16(height), UInt16(width), &name, name.count) == 0 else {
      throw HarnessError("cannot open a pseudo-terminal: \(String(cString: strerror(errno)))")
    }
    defer { _ = close(terminal) }
    var environment = testEnvironment(stateHome: directory.url)
    environment["TERM"] = "xterm-256color"
    environment.merge(overrides) { $1 }
    let command = runAs + [try program ?? SumCalcBinary.path()] + arguments
    let path = command[0]
    let argv = command.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    pid = sumcalc_spawn_on_pty(path, argv, envp, name, ignoreHangUp ? 1 : 0)
    guard pid > 0 else {
      _ = close(controller)
      throw HarnessError("cannot start \(path)")
    }
    self.controller = controller
    // Drain the output all along, or SumCalc would block writing once the buffer is full.
    let descriptor = controller
    // The reader owns the descriptor's end: a `close` from another thread would not wake a
    // blocked `read`, and the terminal would stay open.
    let thread = Thread { [self] in
      var buffer = [UInt8](repeating: 0, count: 4096)
      while !lock.withLock({ hangingUp }) {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, 20) >= 0 || errno == EINTR else { break }
        guard ready.revents != 0, lock.withLock({ reading }) else { continue }
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else {
          lock.withLock { atEnd = true }
          break
        }
        lock.withLock { output += buffer.prefix(count) }
      }
      _ = close(descriptor)
      closed.signal()
    }
    thread.start()
  }

  deinit {
    kill(pid, SIGKILL)
    var status: Int32 = 0
    _ = waitpid(pid, &status, 0)
    hangUp()
    directory.remove()
  }

  /// The terminal stops reading SumCalc's output (a frozen window, a stalled link): its writes fill
  /// the pseudo-terminal's buffer, then block.
  func stopReading() { lock.withLock { reading = false } }

  /// The terminal reads again, as a window that thawed: first what waited in the pseudo-terminal's
  /// buffer. Returns once it has read to the end of the output (SumCalc has ended) or for 5 s.
  func resumeReadingToTheEnd() async throws {
    lock.withLock { reading = true }
    let deadline = Date().addingTimeInterval(5)
    while !lock.withLock({ atEnd || hangingUp }), Date() < deadline { try await Task.sleep(for: .milliseconds(10)) }
  }

  /// Everything SumCalc wrote so far, as text.
  var outputText: String { lock.withLock { String(decoding: output, as: UTF8.self) } }
  /// Everything SumCalc wrote so far, byte for byte.
  var outputBytes: [UInt8] { lock.withLock { output } }

  /// Sends `text` in one `write`, as a terminal sends a burst.
  func send(_ text: String) throws {
    try send(bytes: Array(text.utf8))
  }

  /// Writes `bytes` in one `write`, as a terminal sends one key or report (8-bit controls too).
  func send(bytes: [UInt8]) throws {
    guard write(controller, bytes, bytes.count) == bytes.count else {
      throw HarnessError("write to the pseudo-terminal failed: \(String(cString: strerror(errno)))")
    }
  }

  /// Waits until SumCalc's output contains `text`, after its first `after` bytes.
  func waitForOutput(_ text: String, after: Int = 0, timeout: TimeInterval = 10) async throws {
    let deadline = Date().addingTimeInterval(timeout)
    while !String(decoding: outputBytes.dropFirst(after), as: UTF8.self).contains(text) {
      guard Date() < deadline else {
        let tail = String(decoding: outputBytes.suffix(300), as: UTF8.self)
        throw HarnessError(
          "no \(text.debugDescription) in the output after \(timeout) s; it ends \(tail.debugDescription)")
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  /// How many bytes SumCalc has read so far, from any descriptor (`rchar` in `/proc/<pid>/io`).
  func bytesRead() throws -> Int {
    let io = try String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8)
    guard let line = io.split(separator: "\n").first(where: { $0.hasPrefix("rchar:") }),
      let count = Int(line.dropFirst("rchar:".count).trimmingCharacters(in: .whitespaces))
    else { throw HarnessError("no rchar in /proc/\(pid)/io") }
    return count
  }

  /// Waits until SumCalc has read more than `count` bytes (see `bytesRead`).
  func waitForReads(beyond count: Int, timeout: TimeInterval = 10) async throws {
    let deadline = Date().addingTimeInterval(timeout)
    while try bytesRead() <= count {
      guard Date() < deadline else { throw HarnessError("SumCalc read nothing more in \(timeout) s") }
      try await Task.sleep(for: .milliseconds(10))
    }
  }

  /// Closes the terminal's end, as closing a terminal window does.
  func hangUp() {
    let first = lock.withLock {
      defer { hangingUp = true }
      return !hangingUp
    }
    if first { closed.wait() }
  }

  /// Waits for SumCalc to end; its exit status, or 128 + the signal that ended it.
  func waitForExit(timeout: TimeInterval = 10) async throws -> Int32 {
    let deadline = Date().addingTimeInterval(timeout)
    var status: Int32 = 0
    while waitpid(pid, &status, WNOHANG) == 0 {
      guard Date() < deadline else { throw HarnessError("SumCalc still running after \(timeout) s") }
      try await Task.sleep(for: .milliseconds(20))
    }
    // What it wrote last (the terminal's modes back, the lines on standard error) may still wait in
    // the terminal's buffer: read to the end of its output before anyone looks at it.
    let drained = Date().addingTimeInterval(5)
    while lock.withLock({ reading && !atEnd && !hangingUp }), Date() < drained {
      try await Task.sleep(for: .milliseconds(10))
    }
    endedBySignal = status & 0x7f == 0 ? nil : status & 0x7f
    return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
  }

  /// The signal that ended SumCalc, once `waitForExit` has seen it end by one.
  private(set) var endedBySignal: Int32?

  /// The `numbers` of the saved session, or nil when there is no readable session file.
  func savedNumbers() -> [Int]? {
    guard let data = try? Data(contentsOf: stateFile),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    return object["numbers"] as? [Int]
  }

  /// The session's tape as `numbers = sum` lines, newest first.
  func savedTapeSums() -> [Int] {
    guard let data = try? Data(contentsOf: stateFile),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let tape = object["tape"] as? [[String: Any]]
    else { return [] }
    return tape.compactMap { $0["sum"] as? Int }
  }
}

extension PseudoTerminalSession {
  /// Resizes the terminal, as a window manager does: the kernel signals SumCalc (SIGWINCH).
  func resize(width: Int, height: Int) throws {
    var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
    guard ioctl(controllerDescriptor, UInt(TIOCSWINSZ), &size) == 0 else {
      throw HarnessError("cannot resize the pseudo-terminal: \(String(cString: strerror(errno)))")
    }
  }
}
