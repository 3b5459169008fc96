import Foundation
import Testing

extension EndToEnd {
  /// The toolkit's example app, the real binary in a real terminal: built on TerminalUI and the
  /// ncurses backend alone, it starts, takes keys and clicks, and gives the terminal back.
  @Suite("Example app (Tally)")
  struct ExampleAppTests {
    @Test(
      "tally starts; + counts, s saves, a click on List lists the saved count, Esc goes back; q quits, the terminal as it was"
    )
    func tallyEndToEnd() async throws {
      let session = try TmuxSession([], program: try SumCalcBinary.tally(), width: 60, height: 16)
      defer { session.close() }
      _ = try await session.waitFor(text: "[ List ]")
      try session.type("++")
      try session.type("+s")
      var screen = try await session.waitFor(text: "Saved 3")
      try session.click(on: "[ List ]", in: screen)
      screen = try await session.waitFor(text: "Saved counts")
      #expect(screen.lines.contains { $0.trimmed == "3" }, "the saved count listed:\n\(screen)")
      try session.press("Escape")
      _ = try await session.waitFor(text: "[ Save ]")
      try session.type("q")
      let exit = try await session.waitForExit()
      #expect(exit.status == 0)
      #expect(exit.screen.contains("TTY=same"), "the terminal's modes as they were:\n\(exit.screen)")
      #expect(!exit.screen.contains("[ Save ]"), "the normal screen back, the app's gone:\n\(exit.screen)")
    }

    /// Built as the guide shows and run directly, an app's runtime has its backtracer ask for a key
    /// for 30 s after a crash (`interactive=yes` is its default on a terminal); the toolkit's crash
    /// guard gives it no terminal to wait on, so the backtrace is printed and the app ends.
    @Test("tally killed by SIGSEGV with the backtracer interactive: the terminal restored, ended in seconds")
    func tallyCrashNeverWaitsForKey() async throws {
      let session = try TmuxSession(
        [], program: try SumCalcBinary.tally(), width: 60, height: 16,
        extraEnvironment: ["SWIFT_BACKTRACE": "interactive=yes"])
      defer { session.close() }
      _ = try await session.waitFor(text: "[ List ]")
      let crashed = Date()
      try await session.send(signal: SIGSEGV)
      let exit = try await session.waitForExit(timeout: 40)
      let elapsed = Date().timeIntervalSince(crashed)
      #expect(elapsed < 20, "the crash took \(elapsed) s to end tally:\n\(exit.screen)")
      #expect(exit.status == 128 + Int(SIGSEGV), "exit status:\n\(exit.screen)")
      #expect(exit.screen.contains("TTY=same"), "the terminal's modes as they were:\n\(exit.screen)")
    }
  }
}
