import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// SumCalc in a real xterm on a virtual X server of its own (Xvfb), driven with real X input
/// events through XTEST (`xdotool`; xterm ignores the synthetic events `--window` would send).
/// xterm logs what SumCalc writes (`-l -lf`), which tells when a screen is up.
@MainActor
final class XtermSession {
  static let tools = ["Xvfb", "xterm", "xdotool"]

  let directory: TemporaryDirectory
  private(set) var display = ""
  private var server: pid_t = 0
  private var terminal: pid_t = 0
  private var closed = false

  var stateFile: URL { directory.url.appendingPathComponent("state/sumcalc/state.json") }
  private var logFile: URL { directory.url.appendingPathComponent("xterm.log") }
  private var statusFile: URL { directory.url.appendingPathComponent("status") }
  private var displayFile: URL { directory.url.appendingPathComponent("display") }

  /// Where a tool is, or nil; `make test` installs them.
  static func path(of tool: String) -> String? {
    ["/usr/bin", "/usr/local/bin", "/bin"].map { "\($0)/\(tool)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  init(_ arguments: [String], columns: Int = 80, rows: Int = 24) async throws {
    let missing = Self.tools.filter { Self.path(of: $0) == nil }
    guard missing.isEmpty else {
      throw HarnessError(
        "missing \(missing.joined(separator: ", ")): run `make test-deps` (installs xvfb, xterm, xdotool)")
    }
    directory = try TemporaryDirectory(prefix: "sumcalc-e2e-xterm")
    do {
      // The server picks a free display itself and writes its number (`-displayfd 1`).
      server = try Spawn.start(
        Self.path(of: "Xvfb")!, ["-displayfd", "1", "-screen", "0", "1024x768x24", "-nolisten", "tcp"],
        stdout: displayFile.path)
      try await Self.waitFor("the X server's display number") {
        ((try? String(contentsOf: displayFile, encoding: .utf8)) ?? "").hasSuffix("\n")
      }
      display =
        ":" + (try String(contentsOf: displayFile, encoding: .utf8)).trimmingCharacters(in: .whitespacesAndNewlines)
      let command =
        (["env", "LANG=C.UTF-8", "XDG_STATE_HOME=\(directory.url.path)/state", try SumCalcBinary.path()] + arguments)
        .map(shellQuoted).joined(separator: " ") + "; echo $? >" + shellQuoted(statusFile.path)
      terminal = try Spawn.start(
        Self.path(of: "xterm")!,
        ["-geometry", "\(columns)x\(rows)+0+0", "-fn", "fixed", "-l", "-lf", logFile.path, "-e", "sh", "-c", command],
        environment: environment)
    } catch {
      close()
      throw error
    }
  }

  /// The test run's environment for X clients: this display, no locale or colour overrides.
  private var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display
    environment["SWIFT_BACKTRACE"] = "interactive=no"  // as `make run` sets it
    for name in ["LC_ALL", "LC_MESSAGES", "LC_CTYPE", "NO_COLOR"] { environment[name] = nil }
    return environment
  }

  /// Ends xterm (and SumCalc) and the X server, and removes the test's files. Safe to call twice.
  func close() {
    guard !closed else { return }
    closed = true
    for pid in [terminal, server] where pid > 0 {
      kill(pid, SIGTERM)
      var status: Int32 = 0
      _ = waitpid(pid, &status, 0)
    }
    directory.remove()
  }

  /// Waits until xterm's log of SumCalc's output contains `text`.
  func waitForOutput(_ text: String) async throws {
    try await Self.waitFor("\(text.debugDescription) in xterm") {
      ((try? String(contentsOf: logFile, encoding: .utf8)) ?? "").contains(text)
    }
  }

  /// Clicks the left button on the cell at 0-based `column`, `row` (xterm's `fixed` font: 6×13
  /// pixels a cell, inside a 2-pixel border; the window sits at the screen's corner).
  func click(column: Int, row: Int) throws {
    try xdotool(["mousemove", "\(2 + 6 * column + 3)", "\(2 + 13 * row + 6)", "click", "1"])
  }

  /// Types `text` as real key presses.
  func type(_ text: String) throws {
    try xdotool(["type", "--delay", "20", text])
  }

  /// Waits for SumCalc to exit and returns its status.
  func waitForExit() async throws -> Int {
    // The shell makes the file before it writes the status: read it once a whole line is there.
    var status: Int?
    try await Self.waitFor("SumCalc to exit") {
      guard let text = try? String(contentsOf: statusFile, encoding: .utf8), text.hasSuffix("\n") else { return false }
      status = Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
      return true
    }
    guard let status else { throw HarnessError("unreadable status in \(statusFile.path)") }
    return status
  }

  /// The saved session's numbers and tape sums, newest first.
  func savedSession() -> (numbers: [Int], sums: [Int])? {
    guard let data = try? Data(contentsOf: stateFile),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let numbers = object["numbers"] as? [Int], let tape = object["tape"] as? [[String: Any]]
    else { return nil }
    return (numbers, tape.compactMap { $0["sum"] as? Int })
  }

  private func xdotool(_ arguments: [String]) throws {
    let result = try Spawn.run(Self.path(of: "xdotool")!, arguments, environment: environment)
    guard result.exitedNormally, result.status == 0 else {
      throw HarnessError("xdotool \(arguments) failed: \(result)")
    }
  }

  static func waitFor(_ what: String, timeout: TimeInterval = 15, _ condition: () -> Bool) async throws {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
      guard Date() < deadline else { throw HarnessError("timed out after \(timeout) s waiting for \(what)") }
      try await Task.sleep(for: .milliseconds(30))
    }
  }
}
