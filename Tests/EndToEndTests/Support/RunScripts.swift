import Foundation

/// The shell scripts a `TmuxSession` runs SumCalc through, kept in the session's directory.
///
/// - `sumcalc.sh`: the one command line that runs SumCalc. Its pid goes to the file `pid` first:
///   a `sh -c` writes its own pid and `exec`s `env`, which `exec`s SumCalc, so the pid stays the same.
/// - `report.sh`: prints `EXIT=<status> TTY=same|changed` from `$?` and `$before` (`stty -g`
///   before the run, compared with now).
/// - `command.sh`: `before=$(stty -g)`, `sumcalc.sh`, `report.sh`.
/// - `run.sh`, the pane's command: `command.sh`, then it keeps the pane open. When held, it first
///   waits for the file `go`, so that a test can prepare state files or `pipe-pane` before the start.
///
/// An interactive shell sources `sumcalc.sh` and `report.sh` itself instead (`TmuxSession.Launch.inShell`),
/// so that SumCalc is its job, not a grandchild behind a `sh` that a Ctrl-Z would stop first.
struct RunScripts {
  let directory: URL

  var sumcalc: URL { directory.appendingPathComponent("sumcalc.sh") }
  var report: URL { directory.appendingPathComponent("report.sh") }
  var command: URL { directory.appendingPathComponent("command.sh") }
  var wrapper: URL { directory.appendingPathComponent("run.sh") }
  var pidFile: URL { directory.appendingPathComponent("pid") }
  var goFile: URL { directory.appendingPathComponent("go") }

  /// What records the terminal's modes before the run, for `report.sh`.
  static let saveModes = "before=$(stty -g)"

  /// Writes the scripts for `sumcalc arguments` with `TERM=term`, `LANG=C.UTF-8` (unless
  /// `extraEnvironment` says otherwise, it comes last), the test's `XDG_STATE_HOME`, and none of
  /// the variables that would change what is tested: the locale categories above `LANG` and
  /// `NO_COLOR`. `SWIFT_BACKTRACE=interactive=no`, as `make run` sets it: a crash of the debug build
  /// (whose runtime finds its backtracer) must not wait for a key.
  func write(
    program: String, _ arguments: [String], term: String, stateHome: URL, extraEnvironment: [String: String],
    redirections: Redirections, held: Bool
  ) throws {
    var assignments = [
      "LANG=C.UTF-8", "TERM=\(term)", "XDG_STATE_HOME=\(stateHome.path)", "SWIFT_BACKTRACE=interactive=no",
    ]
    assignments += extraEnvironment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let unset = ["LC_ALL", "LC_MESSAGES", "LC_CTYPE", "NO_COLOR"].flatMap { ["-u", $0] }
    let recordingPID = ["sh", "-c", #"echo $$ >"$0" && exec "$@""#, pidFile.path]
    let line = recordingPID + ["env"] + unset + assignments + [program] + arguments
    let sumcalc = redirections.apply(to: line.map(shellQuoted).joined(separator: " ")) + "\n"
    let report = """
      status=$?
      if [ "$before" = "$(stty -g)" ]; then tty=same; else tty=changed; fi
      echo "EXIT=$status TTY=$tty"

      """
    // The shell catches Ctrl-C and Ctrl-\ so that it outlives SumCalc, as an interactive shell
    // would; a caught signal is back to default in SumCalc, an ignored one would not be.
    let command = """
      trap : INT QUIT
      \(Self.saveModes)
      . \(shellQuoted(self.sumcalc.path))
      . \(shellQuoted(self.report.path))

      """
    let wait = "while [ ! -e \(shellQuoted(goFile.path)) ]; do sleep 0.05; done\n"
    let wrapper = (held ? wait : "") + ". \(shellQuoted(self.command.path))\nexec sleep 600\n"
    try sumcalc.write(to: self.sumcalc, atomically: true, encoding: .utf8)
    try report.write(to: self.report, atomically: true, encoding: .utf8)
    try command.write(to: self.command, atomically: true, encoding: .utf8)
    try wrapper.write(to: self.wrapper, atomically: true, encoding: .utf8)
  }

  /// The pid that `command.sh` recorded (SumCalc's, once it runs), or nil before that.
  func recordedPID() -> pid_t? {
    guard let text = try? String(contentsOf: pidFile, encoding: .utf8) else { return nil }
    return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}

/// Where SumCalc's standard streams go instead of the pane's terminal.
struct Redirections {
  /// Standard input: a pipe that `printf` writes this text into.
  var stdinText: String?
  var stdoutFile: URL?
  var stderrFile: URL?

  func apply(to command: String) -> String {
    var line = command
    if let stdoutFile { line += " >" + shellQuoted(stdoutFile.path) }
    if let stderrFile { line += " 2>" + shellQuoted(stderrFile.path) }
    if let stdinText { line = "printf '%s' \(shellQuoted(stdinText)) | " + line }
    return line
  }
}

/// `text` in single quotes for `sh`.
func shellQuoted(_ text: String) -> String {
  "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
