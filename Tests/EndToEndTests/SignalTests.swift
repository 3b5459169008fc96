import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// Signals, a crash and job control: the terminal comes back as it was every time.
  @Suite("Signals, crash and suspend")
  struct SignalTests {
    /// Every signal whose default action ends a process, but the faults (the crash guard's): the
    /// real-time signals by one of theirs (glibc's SIGRTMIN is 34 or 35).
    static let endingSignals: [Int32] = [
      SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGPIPE,
      SIGIO, SIGPWR, 40,
    ]

    @Test(
      "Every signal that ends a process by default: exit 128+signal, terminal restored, session saved",
      arguments: endingSignals)
    func quitSignal(signal: Int32) async throws {
      let session = try await Calculator.start()
      defer { session.close() }
      try session.type("4")
      try session.type("5")
      try await session.waitForResult("4 + 5")

      try await session.send(signal: signal)
      let (status, screen) = try await session.waitForExit()
      #expect(status == 128 + Int(signal), "signal \(signal)")
      // The shell may name the signal that ended it ("Terminated"): it ended by that signal.
      #expect(screen.nonEmptyLines.last == "EXIT=\(status) TTY=same", "\(screen)")
      #expect(screen.nonEmptyLines.count <= 2 && !screen.contains(Calc.caption), "no calculator text is left:\(screen)")
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

    /// What a crash raises: a failed precondition is SIGILL on x86_64 and SIGTRAP on arm64, a
    /// memory fault SIGSEGV or SIGBUS, `abort` SIGABRT; sent from outside, with no test hook in the
    /// program, each goes through the crash guard and the runtime's backtracer as a real one does.
    @Test(
      "A crash restores the terminal and ends at once by its signal, in any build",
      arguments: [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSYS])
    func crashRestoresTerminal(signal: Int32) async throws {
      let session = try TmuxSession(Calculator.arguments())
      defer { session.close() }
      try await session.waitForResult(Calc.enterNumbers, timeout: 15)
      try session.type("1")
      try await session.waitForResult("1")

      let crashed = Date()
      try await session.send(signal: signal)
      // An interactive backtracer would wait 30 s for a key; the non-interactive one takes well under 10.
      let (status, screen) = try await session.waitForExit(timeout: 25)
      let elapsed = Date().timeIntervalSince(crashed)
      #expect(elapsed < 10, "the crash took \(elapsed) s to end the program")
      #expect(status == 128 + Int(signal), "exit status \(status):\(screen)")
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

    @Test("A suspended SumCalc ends on bash's kill %1 (SIGTERM, then SIGCONT) without touching the terminal")
    func killSuspendedJob() async throws {
      let session = try TmuxSession(Calculator.arguments(), launch: .inShell)
      defer { session.close() }
      try await session.launch()
      try await session.waitForResult(Calc.enterNumbers, timeout: 15)
      let pid = try await session.sumcalcPID()
      try session.type("1")
      try session.type("2")
      try await session.waitForResult("1 + 2")
      try session.press("C-z")
      try await session.waitFor("the shell's Stopped and its prompt") {
        $0.contains("Stopped") && $0.nonEmptyLines.last == TmuxSession.shellPrompt.trimmed
      }
      try session.recordOutput()
      try session.type("kill %1")
      try session.press("Enter")
      try session.press("Enter")  // bash reports a job's end at its next prompt
      let ended = try await session.waitFor("bash to report the job terminated") { $0.contains("Terminated") }
      #expect(!ended.contains("tty output"), "stopped again instead of ending:\(ended)")
      #expect(!ended.contains(Calc.caption), "nothing drawn:\(ended)")
      #expect(kill(pid, 0) == -1 && errno == ESRCH, "the process is gone")
      try expectTerminalRestored(session)
      #expect(session.savedNumbers() == [1, 2], "the numbers were saved on the way out")
      // Nothing of SumCalc's reached the terminal after the stop: no alternate screen, no mouse.
      // (Bracketed paste is bash's own at its prompt.)
      let written = String(decoding: try await session.recordedOutput(containing: "Terminated"), as: UTF8.self)
      #expect(!written.contains("\u{1B}[?1049h") && !written.contains("\u{1B}[?1000h"), "\(written.debugDescription)")
    }
  }
}
