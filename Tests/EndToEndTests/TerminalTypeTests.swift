import Foundation
import Testing

extension EndToEnd {
  /// SumCalc under the terminal types people have, each with its own terminfo entry (tmux draws
  /// what SumCalc sends for that type): it works, and it leaves the terminal as it was.
  @Suite("Terminal types")
  struct TerminalTypeTests {
    static let types = [
      "xterm", "xterm-256color", "xterm-mono", "screen", "screen-256color", "tmux-256color", "linux", "vt100",
      "vt220", "rxvt-unicode", "ansi",
    ]
    /// Types without colour: the focus must still show (reverse video).
    static let monochrome: Set<String> = ["xterm-mono", "vt100", "vt220"]

    @Test("1 2 = gives Sum of numbers: 3, q restores the terminal", arguments: types)
    func sumAndQuit(term: String) async throws {
      let entry = try Spawn.run("/usr/bin/infocmp", [term])
      try #require(entry.status == 0, "no terminfo entry for \(term): run make test-deps (ncurses-term)")
      let session = try TmuxSession(Calculator.arguments(), term: term)
      defer { session.close() }
      try await session.waitForResult(Calc.enterNumbers, timeout: 15)
      if Self.monochrome.contains(term) {
        // tmux shows attributes as SGR: the focused button is in reverse video.
        var line = ""
        try await session.waitFor("the button row drawn") { screen in
          let styled = (try? session.tmux(["capture-pane", "-p", "-e", "-t", "0"])) ?? ""
          line = styled.split(separator: "\n").first { $0.contains("Calculate sum") }.map(String.init) ?? ""
          return screen.contains(Calc.calculateSum) && screen.contains(Calc.reset)
        }
        #expect(line.contains("\u{1B}[7m") || line.contains(";7m"), "the focus is visible: \(line.debugDescription)")
      }
      try session.type("1")
      try session.type("2")
      try await session.waitForResult("1 + 2")
      try session.type("=")
      try await session.waitForResult(Calc.sum(3))
      try session.type("q")
      let (status, screen) = try await session.waitForExit()
      #expect(status == 0, "\(screen)")
      #expect(screen.hasLine("EXIT=0 TTY=same"), "\(screen)")
      try expectTerminalRestored(session)
    }
  }
}
