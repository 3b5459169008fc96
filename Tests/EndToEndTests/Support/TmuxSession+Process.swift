import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Starting SumCalc again, finding its process, signalling it, and feeding or recording raw bytes.
extension TmuxSession {
  /// Starts SumCalc in a `.held` or `.inShell` session (nothing to do in a `.now` one).
  func launch() async throws {
    switch launchMode {
    case .now:
      return
    case .held:
      guard FileManager.default.createFile(atPath: scripts.goFile.path, contents: nil) else {
        throw HarnessError("cannot create \(scripts.goFile.path)")
      }
    case .inShell:
      try await waitForShellPrompt()
      try type(RunScripts.saveModes)
      try press("Enter")
      try await waitForShellPrompt()
      try type(". \(shellQuoted(scripts.sumcalc.path))")
      try press("Enter")
    }
  }

  /// In an `.inShell` session, once SumCalc has ended: has the shell print the `EXIT=… TTY=…`
  /// line (for `waitForExit()`) as the other sessions do.
  func reportExitFromShell() async throws {
    try await waitForShellPrompt()
    try type(". \(shellQuoted(scripts.report.path))")
    try press("Enter")
  }

  /// Waits until the shell's prompt is the last thing on the screen.
  @discardableResult
  func waitForShellPrompt(timeout: TimeInterval = 10) async throws -> Screen {
    try await waitFor("the shell prompt", timeout: timeout) { $0.nonEmptyLines.last == Self.shellPrompt.trimmed }
  }

  /// Runs SumCalc again in the same pane, with the same arguments and state directory (`.now` and
  /// `.held` sessions). The pane is cleared first.
  func relaunch() throws {
    guard launchMode != .inShell else { throw HarnessError("relaunch() is for sessions without a shell") }
    try? FileManager.default.removeItem(at: scripts.pidFile)
    try tmux(["respawn-pane", "-k", "-t", "0", paneCommand])
  }

  /// SumCalc's process id, once the run script has recorded it.
  func sumcalcPID(timeout: TimeInterval = 10) async throws -> pid_t {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if let pid = scripts.recordedPID() { return pid }
      guard Date() < deadline else {
        throw HarnessError("no pid recorded in \(scripts.pidFile.path) after \(timeout) s")
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  /// Sends `signal` to the SumCalc process (not to its process group).
  func send(signal: Int32) async throws {
    let pid = try await sumcalcPID()
    guard kill(pid, signal) == 0 else {
      throw HarnessError("kill(\(pid), \(signal)): \(String(cString: strerror(errno)))")
    }
  }

  /// Types `bytes` exactly as given (`send-keys -H`), `chunk` bytes per tmux command.
  func typeBytes(_ bytes: [UInt8], chunk: Int = 100) throws {
    for start in stride(from: 0, to: bytes.count, by: chunk) {
      let hex = bytes[start..<min(start + chunk, bytes.count)].map { String(format: "%02x", $0) }
      try tmux(["send-keys", "-t", "0", "-H"] + hex)
    }
  }

  // MARK: The bytes the program writes

  /// Where `recordOutput()` appends what the pane's programs write.
  var outputFile: URL { directory.url.appendingPathComponent("output") }

  /// Appends all that the pane's programs write from now on to `outputFile` (`pipe-pane -o`).
  func recordOutput() throws {
    try tmux(["pipe-pane", "-o", "-t", "0", "cat >> \(shellQuoted(outputFile.path))"])
  }

  /// What `recordOutput()` has collected once it contains `marker` (the pipe lags the screen a little).
  func recordedOutput(containing marker: String, timeout: TimeInterval = 10) async throws -> [UInt8] {
    let deadline = Date().addingTimeInterval(timeout)
    let needle = Array(marker.utf8)
    while true {
      let bytes = [UInt8]((try? Data(contentsOf: outputFile)) ?? Data())
      if bytes.count >= needle.count,
        (0...(bytes.count - needle.count)).contains(where: { bytes[$0..<$0 + needle.count].elementsEqual(needle) })
      {
        return bytes
      }
      guard Date() < deadline else {
        throw HarnessError(
          "the recorded output has no \(marker.debugDescription) after \(timeout) s (\(bytes.count) bytes)")
      }
      try await Task.sleep(for: .milliseconds(50))
    }
  }
}
