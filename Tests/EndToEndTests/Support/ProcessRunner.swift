import Foundation

/// What a finished child process left behind.
struct ProcessResult: Sendable, CustomStringConvertible {
  var status: Int32
  var reason: Process.TerminationReason
  var stdout: String
  var stderr: String

  var exitedNormally: Bool { reason == .exit }
  /// The lines of standard error, without the final newline.
  var stderrLines: [String] {
    let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return lines.last == "" ? Array(lines.dropLast()) : lines
  }

  var description: String {
    "status \(status) (\(reason == .exit ? "exit" : "signal")), stdout: \(stdout.debugDescription), stderr: \(stderr.debugDescription)"
  }
}

/// Something the harness could not do; the message says what, with what it saw.
struct HarnessError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// Runs SumCalc itself with `Foundation.Process` (tmux goes through `Spawn`, which see).
enum ProcessRunner {
  /// Runs `executable` to the end, standard input from `/dev/null` unless `stdinPath` says
  /// otherwise, standard output and error into files (no pipes to fill up). Kills it after `timeout`.
  static func run(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
    stdinPath: String = "/dev/null", timeout: TimeInterval = 20
  ) throws -> ProcessResult {
    let scratch = try TemporaryDirectory(prefix: "sumcalc-e2e-run")
    defer { scratch.remove() }
    let outURL = scratch.url.appendingPathComponent("stdout")
    let errURL = scratch.url.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    guard let input = FileHandle(forReadingAtPath: stdinPath) else { throw HarnessError("cannot open \(stdinPath)") }
    defer {
      try? out.close()
      try? err.close()
      try? input.close()
    }

    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    process.standardInput = input
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning {
      if Date() > deadline {
        kill(process.processIdentifier, SIGKILL)
        throw HarnessError("\(executable) \(arguments) still running after \(timeout) s; killed")
      }
      Thread.sleep(forTimeInterval: 0.01)
    }
    return ProcessResult(
      status: process.terminationStatus, reason: process.terminationReason,
      stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "<not UTF-8>",
      stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "<not UTF-8>")
  }

}

/// A fresh directory under the system's temporary directory, removed on request.
struct TemporaryDirectory: Sendable {
  let url: URL

  init(prefix: String) throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(getpid())-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func remove() { try? FileManager.default.removeItem(at: url) }
}

/// The environment SumCalc runs in during the tests: English, UTF-8, colour allowed, and a state
/// directory of the test's own, whatever the environment of the test run.
func testEnvironment(stateHome: URL) -> [String: String] {
  var environment = ProcessInfo.processInfo.environment
  for name in ["LC_ALL", "LC_MESSAGES", "LC_CTYPE", "NO_COLOR", "SUMCALC_BIN"] { environment[name] = nil }
  environment["LANG"] = "C.UTF-8"
  // As `make run` sets it: a crash of the debug build must not wait for a key.
  environment["SWIFT_BACKTRACE"] = "interactive=no"
  environment["XDG_STATE_HOME"] = stateHome.path
  return environment
}
