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

    /// With the backtracer interactive, as a binary run straight from `swift build` has it on a
    /// terminal: the crash guard leaves it no terminal to wait on for a key.
    @Test("A fatal signal sent from outside (kill -SEGV) restores the terminal and ends at once")
    func fatalSignalRestoresTerminal() async throws {
      let session = try TmuxSession(Calculator.arguments(), extraEnvironment: ["SWIFT_BACKTRACE": "interactive=yes"])
      defer { session.close() }
      try await session.waitForResult(Calc.enterNumbers, timeout: 15)
      let crashed = Date()
      try await session.send(signal: SIGSEGV)
      let (status, screen) = try await session.waitForExit(timeout: 40)
      let elapsed = Date().timeIntervalSince(crashed)
      #expect(elapsed < 25, "the crash took \(elapsed) s to end the program")
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
      // An interactive backtracer would wait 30 s for a key; the non-interactive one takes a few
      // seconds at most, even on a busy machine.
      let (status, screen) = try await session.waitForExit(timeout: 40)
      let elapsed = Date().timeIntervalSince(crashed)
      #expect(elapsed < 25, "the crash took \(elapsed) s to end the program")
      #expect(status == 128 + Int(signal), "exit status \(status):\(screen)")
      #expect(screen.nonEmptyLines.last == "EXIT=\(status) TTY=same", "\(screen)")
      try expectTerminalRestored(session)
    }

    @Test("Ctrl-Z suspends to the shell with the terminal restored; fg redraws; q then exits 0")
    func suspendAndResume() async throws {
      let session = try await Self.startInShell(typing: [1, 2])
      defer { session.close() }

      let stopped = try await Self.suspendToShell(session)
      #expect(!stopped.contains(Calc.caption), "the normal screen shows, not the calculator:\(stopped)")
      try expectTerminalRestored(session)

      try session.type("fg")
      try session.press("Enter")
      try await session.waitForCalculator(result: "1 + 2")  // redrawn whole
      try session.type("3")
      try await session.waitForResult("1 + 2 + 3")
      #expect(try session.format("#{alternate_on}") == "1", "back on the alternate screen")
      #expect(
        try session.format("#{keypad_cursor_flag}#{keypad_flag}") == "10",
        "keypad transmit again: application cursor keys, the keypad numeric (it types its digits)")
      try await Self.quitFromShell(session)
    }

    @Test("Ctrl-Z, bg, fg: bash hands a running job the terminal without a signal; SumCalc takes it back")
    func suspendBackgroundForeground() async throws {
      let session = try await Self.startInShell(typing: [1, 2])
      defer { session.close() }
      try await Self.suspendToShell(session)

      try session.type("bg")
      try session.press("Enter")
      let running = try await session.waitFor("bash to run the job in the background") {
        $0.contains("&") && $0.nonEmptyLines.last == TmuxSession.shellPrompt.trimmed
      }
      #expect(!running.contains(Calc.caption) && !running.contains("tty output"), "nothing drawn:\(running)")
      try expectTerminalRestored(session)

      try session.type("fg")
      try session.press("Enter")
      try await session.waitForResult("1 + 2")
      #expect(
        try session.format("#{alternate_on} #{mouse_sgr_flag} #{keypad_cursor_flag}#{keypad_flag}") == "1 1 10",
        "its screen and modes are back")
      try session.type("3")
      try await session.waitForResult("1 + 2 + 3")
      try await Self.quitFromShell(session)
    }

    @Test("Stopped from outside (kill -STOP), then fg: keys are read one by one again, mouse and paste modes back")
    func stopFromOutsideThenForeground() async throws {
      let session = try await Self.startInShell(typing: [1])
      defer { session.close() }

      try await session.send(signal: SIGSTOP)
      // bash takes the terminal back with its own modes (echo, line mode, its bracketed paste).
      // The shell writes over the calculator, which stays on the alternate screen.
      try await session.waitFor("the shell's Stopped and its prompt") {
        $0.contains("Stopped") && $0.hasLine(TmuxSession.shellPrompt.trimmed)
      }
      try session.recordOutput()
      try session.type("fg")
      try session.press("Enter")
      try await session.waitFor("the calculator repainted over the shell's lines") {
        !$0.contains("Stopped") && $0.contains(Calc.caption)
      }
      // In line mode a digit would wait for Enter; echoed, it would show beside the screen.
      try session.type("2")
      try await session.waitForResult("1 + 2")
      let written = String(decoding: try await session.recordedOutput(containing: "\u{1B}[?1006h"), as: UTF8.self)
      // bash turns bracketed paste off as it runs fg: SumCalc turns it on after that.
      let pasteOn = written.range(of: "\u{1B}[?2004h", options: .backwards)?.lowerBound
      let pasteOff = written.range(of: "\u{1B}[?2004l", options: .backwards)?.lowerBound
      #expect(pasteOn != nil && (pasteOff == nil || pasteOn! > pasteOff!), "paste mode on:\(written.debugDescription)")
      #expect(try session.format("#{mouse_sgr_flag}") == "1", "mouse reports asked for again")
      try await Self.quitFromShell(session)
    }

    @Test(
      "Stopped from outside, then bg: nothing drawn in the background, even on a resize; fg takes the terminal back")
    func stopFromOutsideThenBackground() async throws {
      let session = try await Self.startInShell(typing: [1])
      defer { session.close() }
      try await session.send(signal: SIGSTOP)
      try await session.waitFor("the shell's Stopped and its prompt") {
        $0.contains("Stopped") && $0.hasLine(TmuxSession.shellPrompt.trimmed)
      }
      try session.type("clear; bg")
      try session.press("Enter")
      try await session.waitFor("bash to run the job in the background") { $0.contains("&") }
      try session.resize(width: 90, height: 26)
      try await Task.sleep(for: .milliseconds(500))
      let background = try session.capture()
      #expect(!background.contains(Calc.caption), "nothing drawn from the background:\(background)")

      try session.type("fg")
      try session.press("Enter")
      try await session.waitFor("the calculator back") { $0.contains(Calc.caption) && !$0.contains("&") }
      try session.type("2")  // key by key, not echoed: SumCalc's modes again
      try await session.waitForResult("1 + 2")
      try await Self.quitFromShell(session)
    }

    @Test("A suspended SumCalc ends on bash's kill %1 (SIGTERM, then SIGCONT) without touching the terminal")
    func killSuspendedJob() async throws {
      let session = try await Self.startInShell(typing: [1, 2])
      defer { session.close() }
      let pid = try await session.sumcalcPID()
      try await Self.suspendToShell(session)
      try session.recordOutput()
      let ended = try await Self.killFromShell(session, pid: pid)
      #expect(!ended.contains(Calc.caption), "nothing drawn:\(ended)")
      #expect(kill(pid, 0) == -1 && errno == ESRCH, "the process is gone")
      try expectTerminalRestored(session)
      #expect(session.savedNumbers() == [1, 2], "the numbers were saved on the way out")
      // Nothing of SumCalc's reached the terminal after the stop: no alternate screen, no mouse.
      // (Bracketed paste is bash's own at its prompt.)
      let written = String(decoding: try await session.recordedOutput(containing: "Terminated"), as: UTF8.self)
      #expect(!written.contains("\u{1B}[?1049h") && !written.contains("\u{1B}[?1000h"), "\(written.debugDescription)")
    }

    @Test("kill %1 on a suspended SumCalc whose numbers could not be saved says so, as every other way out does")
    func killSuspendedJobWithUnsavedNumbers() async throws {
      // A state path no one can create: every save fails.
      let session = try await Self.startInShell(typing: [1, 2], ["--state-file", "/proc/sumcalc-none/state.json"])
      defer { session.close() }
      let pid = try await session.sumcalcPID()
      try await Self.suspendToShell(session)
      let ended = try await Self.killFromShell(session, pid: pid)
      #expect(ended.contains("sumcalc: Not saved"), "the numbers' loss is said:\(ended)")
      try expectTerminalRestored(session)
    }

    /// bash's `kill %1` on the stopped job `pid`: the screen once bash reports it terminated, which
    /// it does at its next prompt once the job has ended; checked that it ended rather than stopping again.
    static func killFromShell(_ session: TmuxSession, pid: pid_t) async throws -> Screen {
      try session.type("kill %1")
      try session.press("Enter")
      let deadline = Date().addingTimeInterval(10)
      while kill(pid, 0) == 0, Date() < deadline { try await Task.sleep(for: .milliseconds(40)) }
      try session.press("Enter")
      let ended = try await session.waitFor("bash to report the job terminated") { $0.contains("Terminated") }
      #expect(!ended.contains("tty output"), "stopped again instead of ending:\(ended)")
      return ended
    }

    /// SumCalc started from an interactive bash (job control), with `digits` typed.
    static func startInShell(typing digits: [Int], _ extra: [String] = []) async throws -> TmuxSession {
      let session = try TmuxSession(Calculator.arguments(extra), launch: .inShell)
      do {
        try await session.launch()
        try await session.waitForResult(Calc.enterNumbers, timeout: 15)
        for digit in digits { try session.type(String(digit)) }
        try await session.waitForResult(digits.map(String.init).joined(separator: " + "))
        return session
      } catch {
        session.close()
        throw error
      }
    }

    /// Ctrl-Z, and bash's report of the stopped job at its prompt.
    @discardableResult
    static func suspendToShell(_ session: TmuxSession) async throws -> Screen {
      try session.press("C-z")
      return try await session.waitFor("the shell's Stopped and its prompt") {
        $0.contains("Stopped") && $0.nonEmptyLines.last == TmuxSession.shellPrompt.trimmed
      }
    }

    /// q: SumCalc ends with 0 on the terminal it started on, restored.
    static func quitFromShell(_ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) async throws {
      try session.type("q")
      try await session.reportExitFromShell()
      let (status, screen) = try await session.waitForExit()
      #expect(status == 0, "\(screen)", sourceLocation: sourceLocation)
      #expect(screen.hasLine("EXIT=0 TTY=same"), "\(screen)", sourceLocation: sourceLocation)
      try expectTerminalRestored(session, sourceLocation: sourceLocation)
    }
  }
}
