import Foundation

/// One SumCalc run inside a detached tmux server of its own (`tmux -L <unique socket>`), so tests
/// share nothing. SumCalc runs through `RunScripts`: the pane stays after SumCalc exits and then
/// shows `EXIT=<status> TTY=same|changed` (`stty -g` compared before and after the run).
final class TmuxSession {
  static let tmux =
    ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
    .first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/usr/bin/tmux"

  /// When SumCalc starts.
  enum Launch {
    /// With the pane.
    case now
    /// At `launch()`: the pane waits, so that the test can prepare files or `pipe-pane` first.
    case held
    /// At `launch()`, typed as a command line into an interactive bash (job control: Ctrl-Z, `fg`).
    case inShell
  }

  let socket: String
  let directory: TemporaryDirectory
  /// `XDG_STATE_HOME` of this session: an empty directory of its own at the start.
  let stateHome: URL
  let scripts: RunScripts
  let launchMode: Launch
  private var socketPath: String?
  private var closed = false

  /// Starts `sumcalc arguments` (or another `program` of the package's) at `width`×`height` with
  /// `TERM=term`; standard input is a pipe holding `stdinText` when given, standard output and error
  /// go to files when asked.
  init(
    _ arguments: [String], program: String? = nil, term: String = "xterm-256color", width: Int = 80, height: Int = 24,
    extraEnvironment: [String: String] = [:], stdoutToFile: Bool = false, stderrToFile: Bool = false,
    stdinText: String? = nil, launch: Launch = .now
  ) throws {
    socket = "sumcalc-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
    directory = try TemporaryDirectory(prefix: "sumcalc-e2e")
    stateHome = directory.url.appendingPathComponent("state")
    scripts = RunScripts(directory: directory.url)
    launchMode = launch
    do {
      try FileManager.default.createDirectory(at: stateHome, withIntermediateDirectories: true)
      try scripts.write(
        program: try program ?? SumCalcBinary.path(), arguments, term: term, stateHome: stateHome,
        extraEnvironment: extraEnvironment,
        redirections: Redirections(
          stdinText: stdinText, stdoutFile: stdoutToFile ? stdoutFile : nil, stderrFile: stderrToFile ? stderrFile : nil
        ),
        held: launch == .held)
      try tmux(["new-session", "-d", "-x", "\(width)", "-y", "\(height)", paneCommand])
      socketPath = try format("#{socket_path}")
    } catch {
      close()
      throw error
    }
  }

  /// What the pane runs: the wrapper script, or an interactive bash with a known prompt and no history file.
  var paneCommand: String {
    guard launchMode == .inShell else { return "sh \(shellQuoted(scripts.wrapper.path))" }
    let bash = ["/bin/bash", "/usr/bin/bash"].first { FileManager.default.isExecutableFile(atPath: $0) } ?? "bash"
    return "env -u PROMPT_COMMAND HISTFILE= PS1=\(shellQuoted(Self.shellPrompt)) \(bash) --norc --noprofile -i"
  }

  /// The interactive shell's prompt in `.inShell` sessions.
  static let shellPrompt = "sumcalc-e2e$ "

  deinit { close() }

  /// Where SumCalc's standard output goes when started with `stdoutToFile`.
  var stdoutFile: URL { directory.url.appendingPathComponent("stdout") }
  /// Where SumCalc's standard error goes when started with `stderrToFile`.
  var stderrFile: URL { directory.url.appendingPathComponent("stderr") }

  /// Kills the server (and SumCalc with it) and removes the test's files. Safe to call twice.
  func close() {
    guard !closed else { return }
    closed = true
    _ = try? Spawn.run(Self.tmux, ["-L", socket, "kill-server"], timeout: 10)
    // tmux 3.3 leaves the socket file behind after kill-server.
    if let socketPath { unlink(socketPath) }
    directory.remove()
  }

  @discardableResult
  func tmux(_ arguments: [String]) throws -> String {
    let result = try Spawn.run(Self.tmux, ["-L", socket, "-f", "/dev/null", "-u"] + arguments)
    guard result.exitedNormally, result.status == 0 else {
      throw HarnessError("tmux \(arguments.joined(separator: " ")) failed: \(result)")
    }
    return result.stdout
  }

  // MARK: Input

  /// Presses named keys (`Enter`, `Escape`, `C-c`, `q`), one `send-keys` each.
  func press(_ keys: String...) throws {
    for key in keys { try tmux(["send-keys", "-t", "0", key]) }
  }

  /// Types `text` literally, as bytes from the terminal (no key names).
  func type(_ text: String) throws {
    try tmux(["send-keys", "-t", "0", "-l", text])
  }

  /// An SGR 1006 mouse report for `button` at `cell` (0-based; the report is 1-based).
  func mouse(button: Int = 0, at cell: Cell, release: Bool) throws {
    try type("\u{1B}[<\(button);\(cell.column + 1);\(cell.row + 1)\(release ? "m" : "M")")
  }

  /// A left click: press and release on the same cell.
  func click(_ cell: Cell) throws {
    try mouse(at: cell, release: false)
    try mouse(at: cell, release: true)
  }

  /// Clicks inside the first place that shows `text` (a column inside its label, not on its edge).
  func click(on text: String, in screen: Screen) throws {
    try click(cellInside(text, in: screen))
  }

  func cellInside(_ text: String, in screen: Screen) throws -> Cell {
    guard let start = screen.find(text) else {
      throw HarnessError("no \(text.debugDescription) on the screen:\(screen)")
    }
    return Cell(column: start.column + text.cellWidth / 2, row: start.row)
  }

  func resize(width: Int, height: Int) throws {
    try tmux(["resize-window", "-t", "0", "-x", "\(width)", "-y", "\(height)"])
  }

  // MARK: Output

  /// The pane as it shows now. `joined` joins rows that the terminal wrapped.
  func capture(joined: Bool = false) throws -> Screen {
    Screen(try tmux(["capture-pane", "-p", "-t", "0"] + (joined ? ["-J"] : [])))
  }

  /// A tmux format about the pane, such as `#{alternate_on}` or `#{cursor_x}`.
  func format(_ format: String) throws -> String {
    try tmux(["display-message", "-p", "-t", "0", format]).trimmed.replacingOccurrences(of: "\n", with: "")
  }

  /// Captures until `condition` holds in a frame that has settled — the same in two captures 60 ms
  /// apart, since ncurses writes a frame in several writes and a busy machine lets tmux show it
  /// half drawn — up to `timeout` seconds; throws with the last screen if not. A test then asserts
  /// only what `condition` checked: a frame can stand half drawn for longer than 60 ms. A screen
  /// with a spinner never settles: `settled: false` takes the first capture that meets `condition`.
  @discardableResult
  func waitFor(
    _ what: String, timeout: TimeInterval = 10, joined: Bool = false, settled: Bool = true,
    _ condition: (Screen) -> Bool
  ) async throws -> Screen {
    let deadline = Date().addingTimeInterval(timeout)
    var screen = try capture(joined: joined)
    var previous: Screen?
    while !(condition(screen) && (!settled || previous?.lines == screen.lines)) {
      guard Date() < deadline else {
        throw HarnessError("timed out after \(timeout) s waiting for \(what); the pane shows:\(screen)")
      }
      previous = condition(screen) ? screen : nil
      try await Task.sleep(for: .milliseconds(previous == nil ? 40 : 60))
      screen = try capture(joined: joined)
    }
    return screen
  }

  /// Waits for `text` anywhere on the screen.
  @discardableResult
  func waitFor(text: String, timeout: TimeInterval = 10, settled: Bool = true) async throws -> Screen {
    try await waitFor(text.debugDescription, timeout: timeout, settled: settled) { $0.contains(text) }
  }

  /// Waits until the calculator's result line is exactly `text` and, if given, a row of the tape
  /// reads `tape`.
  @discardableResult
  func waitForResult(_ text: String, tape: String? = nil, timeout: TimeInterval = 10) async throws -> Screen {
    let what = "result line \(text.debugDescription)" + (tape.map { " and tape line \($0.debugDescription)" } ?? "")
    return try await waitFor(what, timeout: timeout) { screen in
      screen.resultLine() == text && tape.map(screen.hasLine) ?? true
    }
  }

  /// Waits for the whole calculator in English: the result line `text`, every key, both buttons,
  /// and the key hint's last words on the last row that shows anything.
  @discardableResult
  func waitForCalculator(result text: String, timeout: TimeInterval = 10) async throws -> Screen {
    try await waitFor("the whole calculator, result line \(text.debugDescription)", timeout: timeout) { screen in
      screen.resultLine() == text && (0...9).allSatisfy { screen.contains(Calc.key($0)) }
        && screen.contains(Calc.calculateSum) && screen.contains(Calc.reset)
        && screen.nonEmptyLines.last?.hasSuffix("q quit") == true
    }
  }

  /// Waits until the terminal's cursor is inside `label` (placed last in a frame), visible.
  func waitForCursor(on label: String, timeout: TimeInterval = 10) async throws {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let screen = try capture()
      let column = Int(try format("#{cursor_x}")) ?? -1
      let row = Int(try format("#{cursor_y}")) ?? -1
      if let start = screen.find(label), row == start.row,
        (start.column..<start.column + label.cellWidth).contains(column),
        try format("#{cursor_flag}") == "1"
      {
        return
      }
      guard Date() < deadline else {
        throw HarnessError("the cursor (column \(column), row \(row)) is not on \(label) after \(timeout) s:\(screen)")
      }
      try await Task.sleep(for: .milliseconds(40))
    }
  }

  /// Waits for the wrapper's `EXIT=…` line and returns SumCalc's exit status with the screen.
  func waitForExit(timeout: TimeInterval = 10) async throws -> (status: Int, screen: Screen) {
    let screen = try await waitFor("SumCalc to exit", timeout: timeout, joined: true) { $0.contains("EXIT=") }
    guard let line = screen.lines.first(where: { $0.contains("EXIT=") }),
      let status = Int(line.trimmed.dropFirst("EXIT=".count).prefix { $0 != " " })
    else { throw HarnessError("unreadable exit line:\(screen)") }
    return (status, screen)
  }
}
