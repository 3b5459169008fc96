import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// Signals, a crash and job control: the terminal comes back as it was every time.
  @Suite("Signals, crash and suspend")
  struct SignalTests {
    @Test(
      "SIGTERM, SIGHUP, SIGINT, SIGQUIT: exit 128+signal, terminal restored, session saved",
      arguments: [SIGTERM, SIGHUP, SIGINT, SIGQUIT])
    func quitSignal(signal: Int32) async throws {
      let session = try await Calculator.start()
      defer { session.close() }
      try session.type("4")
      try session.type("5")
      try await session.waitForResult("4 + 5")

      try await session.send(signal: signal)
      let (status, screen) = try await session.waitForExit()
      #expect(status == 128 + Int(signal), "signal \(signal)")
      #expect(screen.nonEmptyLines == ["EXIT=\(status) TTY=same"], "no calculator text is left:\(screen)")
      try expectTerminalRestored(session)
      #expect(session.savedNumbers() == [4, 5], "the session file holds 4 and 5")
    }

    @Test("A fatal signal sent from outside (kill -SEGV) restores the terminal and ends at once")
    func fatalSignalRestoresTerminal() async throws {
      let session = try TmuxSession(Calculator.arguments())
      defer { session.close() }
      try await session.waitForResult(Calc.enterNumbers, timeout: 15)
      let crashed = Date()
      try await session.send(signal: SIGSEGV)
      let (status, screen) = try await session.waitForExit(timeout: 25)
      let elapsed = Date().timeIntervalSince(crashed)
      #expect(elapsed < 10, "the crash took \(elapsed) s to end the program")
      #expect(status == 128 + Int(SIGSEGV), "exit status \(status):\(screen)")
      #expect(screen.nonEmptyLines.last == "EXIT=\(status) TTY=same", "\(screen)")
      try expectTerminalRestored(session)
    }

    @Test("A crash (SUMCALC_DEBUG_CRASH) restores the terminal and ends at once by SIGILL or SIGTRAP, in any build")
    func crashRestoresTerminal() async throws {
      let session = try TmuxSession(Calculator.arguments(), extraEnvironment: ["SUMCALC_DEBUG_CRASH": "1"])
      defer { session.close() }
      try await session.waitForResult(Calc.enterNumbers, timeout: 15)
      try session.type("1")
      try await session.waitForResult("1")

      let crashed = Date()
      try session.type("!")
      // An interactive backtracer would wait 30 s for a key; the non-interactive one takes well under 10.
      let (status, screen) = try await session.waitForExit(timeout: 25)
      let elapsed = Date().timeIntervalSince(crashed)
      #expect(elapsed < 10, "the crash took \(elapsed) s to end the program")
      #expect(status == 128 + Int(SIGILL) || status == 128 + Int(SIGTRAP), "exit status \(status):\(screen)")
      #expect(screen.nonEmptyLines.last == "EXIT=\(status) TTY=same", "\(screen)")
      try expectTerminalRestored(session)
    }

    @Test("Ctrl-Z suspends to the shell with the terminal restored; fg redraws; q then exits 0")
    func suspendAndResume() async throws {
      let session = try TmuxSession(Calculator.arguments(), launch: .inShell)
      defer { session.close() }
      try await session.launch()
      try await session.waitForResult(Calc.enterNumbers, timeout: 15)
      try session.type("1")
      try session.type("2")
      try await session.waitForResult("1 + 2")

      try session.press("C-z")
      let stopped = try await session.waitFor("the shell's Stopped and its prompt") {
        $0.contains("Stopped") && $0.nonEmptyLines.last == TmuxSession.shellPrompt.trimmed
      }
      #expect(!stopped.contains(Calc.caption), "the normal screen shows, not the calculator:\(stopped)")
      try expectTerminalRestored(session)

      try session.type("fg")
      try session.press("Enter")
      let resumed = try await session.waitForResult("1 + 2")
      for digit in 0...9 { #expect(resumed.contains(Calc.key(digit)), "\(resumed)") }
      #expect(resumed.contains(Calc.calculateSum) && resumed.contains(Calc.reset), "\(resumed)")
      #expect(try session.format("#{alternate_on}") == "1", "back on the alternate screen")

      try session.type("3")
      try await session.waitForResult("1 + 2 + 3")
      try session.type("q")
      try await session.reportExitFromShell()
      let (status, screen) = try await session.waitForExit()
      #expect(status == 0, "\(screen)")
      #expect(screen.hasLine("EXIT=0 TTY=same"), "\(screen)")
      try expectTerminalRestored(session)
    }
  }
}
