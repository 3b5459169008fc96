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

  /// Starts `sumcalc arguments` at `width`×`height` with `TERM=term`; standard input is a pipe
  /// holding `stdinText` when given, standard output and error go to files when asked.
  init(
    _ arguments: [String], term: String = "xterm-256color", width: Int = 80, height: Int = 24,
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
        arguments, term: term, stateHome: stateHome, extraEnvironment: extraEnvironment,
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

  /// Captures until `condition` holds, up to `timeout` seconds; throws with the last screen if not.
  @discardableResult
  func waitFor(
    _ what: String, timeout: TimeInterval = 10, joined: Bool = false, _ condition: (Screen) -> Bool
  ) async throws -> Screen {
    let deadline = Date().addingTimeInterval(timeout)
    var screen = try capture(joined: joined)
    while !condition(screen) {
      guard Date() < deadline else {
        throw HarnessError("timed out after \(timeout) s waiting for \(what); the pane shows:\(screen)")
      }
      try await Task.sleep(for: .milliseconds(40))
      screen = try capture(joined: joined)
    }
    return screen
  }

  /// Waits for `text` anywhere on the screen.
  @discardableResult
  func waitFor(text: String, timeout: TimeInterval = 10) async throws -> Screen {
    try await waitFor(text.debugDescription, timeout: timeout) { $0.contains(text) }
  }

  /// Waits until the calculator's result line is exactly `text`.
  @discardableResult
  func waitForResult(_ text: String, timeout: TimeInterval = 10) async throws -> Screen {
    try await waitFor("result line \(text.debugDescription)", timeout: timeout) { $0.resultLine() == text }
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
