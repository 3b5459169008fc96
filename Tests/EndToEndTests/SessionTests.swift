import Foundation
import Testing

extension EndToEnd {
  /// The session on disk, each test in an `XDG_STATE_HOME` of its own (`TmuxSession.stateHome`).
  @Suite("Session")
  struct SessionTests {
    @Test("Numbers typed, then q: the next start shows them again")
    func numbersComeBack() async throws {
      let session = try await Calculator.start()
      defer { session.close() }
      try session.type("4")
      try session.type("5")
      try await session.waitForResult("4 + 5")
      try session.type("q")
      #expect(try await session.waitForExit().status == 0)

      try session.relaunch()
      let restored = try await session.waitForResult("4 + 5", timeout: 15)
      #expect(!restored.contains(" = "), "nothing on the tape yet:\(restored)")
    }

    @Test("Keys that arrive in the same burst as q change nothing and are not saved")
    func keysAfterQuitAreIgnored() async throws {
      let session = try await Calculator.start()
      defer { session.close() }
      try session.type("1")
      try await session.waitForResult("1")
      try session.type("q2345")  // one write: a paste, or a fast typist
      #expect(try await session.waitForExit().status == 0)

      try session.relaunch()
      let restored = try await session.waitForResult("1", timeout: 15)
      #expect(restored.resultLine() == "1", "only the 1 typed before q was saved:\(restored)")
    }

    @Test("A save that fails shows a one-line warning; the numbers stay and the calculator goes on")
    func failedSaveWarns() async throws {
      let scratch = try TemporaryDirectory(prefix: "sumcalc-e2e-blocked")
      defer { scratch.remove() }
      let (session, blocker) = try await startBlocked(in: scratch)
      defer { session.close() }
      try session.type("7")
      // The notice names the file, shortened from the left where the line is too short for it.
      // The number typed is kept.
      try await session.waitFor("the notice, and the 7 kept") { screen in
        screen.lines.contains { $0.contains("Not saved: ") && $0.contains("state.json: not a directory") }
          && screen.resultLine() == "7"
      }
      try session.type("8")
      try session.press("Enter")
      // The calculator goes on, still saying so.
      try await session.waitFor("the sum, its tape line and the notice") {
        $0.resultLine() == Calc.sum(15) && $0.hasLine("7 + 8 = 15") && $0.contains("Not saved: ")
      }
      #expect(try String(contentsOf: blocker, encoding: .utf8) == "not a directory", "nothing overwritten")

      // Quitting says once more, on the restored screen, that the numbers are lost, and fails.
      try session.type("q")
      let exit = try await session.waitForExit()
      #expect(exit.status == 1, "\(exit.screen)")
      let said = exit.screen.lines.joined(separator: " ")
      #expect(said.contains("sumcalc: Not saved: ") && said.contains("will not be there next time"), "\(exit.screen)")
      #expect(exit.screen.contains("TTY=same"), "the terminal restored first")
    }

    @Test("With a state path that cannot be written but no change made, quitting is no failure")
    func nothingToLose() async throws {
      let scratch = try TemporaryDirectory(prefix: "sumcalc-e2e-blocked")
      defer { scratch.remove() }
      let (session, blocker) = try await startBlocked(in: scratch)
      defer { session.close() }
      try session.type("q")
      let exit = try await session.waitForExit()
      #expect(exit.status == 0 && !exit.screen.contains("sumcalc:"), "\(exit.screen)")
      #expect(try String(contentsOf: blocker, encoding: .utf8) == "not a directory")
    }

    /// SumCalc on the calculator with its state file under `blocker`, a regular file where the
    /// state directory should be: every save fails with ENOTDIR.
    private func startBlocked(in scratch: TemporaryDirectory) async throws -> (TmuxSession, URL) {
      let blocker = scratch.url.appendingPathComponent("blocker")
      try Data("not a directory".utf8).write(to: blocker)
      let session = try TmuxSession(
        Calculator.arguments(["--state-file", blocker.appendingPathComponent("state.json").path]))
      do {
        try await session.waitForResult(Calc.enterNumbers, timeout: 15)
      } catch {
        session.close()
        throw error
      }
      return (session, blocker)
    }

    @Test("A finished sum, then q: the next start shows the sum and the tape")
    func sumAndTapeComeBack() async throws {
      let session = try await Calculator.start()
      defer { session.close() }
      try session.type("4")
      try session.type("5")
      try await session.waitForResult("4 + 5")
      try session.press("Enter")
      try await session.waitForResult(Calc.sum(9))
      try session.type("q")
      #expect(try await session.waitForExit().status == 0)

      try session.relaunch()
      try await session.waitForResult(Calc.sum(9), tape: "4 + 5 = 9", timeout: 15)  // the tape is back
    }

    @Test("An unreadable session file: the error names it; Start fresh keeps it aside, byte for byte")
    func unreadableFileStartFresh() async throws {
      let session = try TmuxSession(Calculator.arguments(), launch: .held)
      defer { session.close() }
      let garbage = Data("{\"numbers\": [1, 2, oops \u{1}\u{7f}".utf8) + Data([0xff, 0xfe, 0x0a])
      try FileManager.default.createDirectory(at: session.stateDirectory, withIntermediateDirectories: true)
      try garbage.write(to: session.stateFile)
      try await session.launch()

      let error = try await session.waitFor("the error screen with its buttons", timeout: 15) {
        $0.contains("[ Retry ]") && $0.contains("[ Start fresh ]")
      }
      // The path may be wrapped over rows: look for it in the rows run together.
      let runTogether = error.lines.map(\.trimmed).joined()
      #expect(runTogether.contains(session.stateFile.path), "the error names \(session.stateFile.path):\(error)")
      #expect(!error.contains(Calc.enterNumbers), "\(error)")
      #expect(try Data(contentsOf: session.stateFile) == garbage, "nothing touched the file yet")

      try session.click(on: "[ Start fresh ]", in: error)
      try await session.waitForResult(Calc.enterNumbers)
      let names = everything(under: session.stateDirectory)
      let asides = names.filter { $0.hasPrefix("state.json.corrupt-") }
      #expect(asides.count == 1, "one file set aside: \(names)")
      if let aside = asides.first {
        let kept = try Data(contentsOf: session.stateDirectory.appendingPathComponent(aside))
        #expect(kept == garbage, "the set-aside file holds the unreadable bytes unchanged")
      }

      try session.type("7")
      try await session.waitForResult("7")
      try await session.waitForSavedNumbers([7])
      #expect(permissions(of: session.stateFile) == 0o600, "state.json is \(octal(permissions(of: session.stateFile)))")
    }

    @Test("--no-state: a digit and q leave nothing under XDG_STATE_HOME")
    func noStateWritesNothing() async throws {
      let session = try TmuxSession(Calculator.arguments(["--no-state"]))
      defer { session.close() }
      try await session.waitForResult(Calc.enterNumbers, timeout: 15)
      try session.type("3")
      try await session.waitForResult("3")
      try session.type("q")
      #expect(try await session.waitForExit().status == 0)
      #expect(everything(under: session.stateHome) == [], "\(session.stateHome.path) stays empty")
    }

    @Test("The saved session is mode 0600 in a 0700 directory, with no temporary file left over")
    func fileModes() async throws {
      let session = try await Calculator.start()
      defer { session.close() }
      try session.type("1")
      try await session.waitForResult("1")
      try await session.waitForSavedNumbers([1])
      try session.type("q")
      #expect(try await session.waitForExit().status == 0)

      #expect(permissions(of: session.stateFile) == 0o600, "state.json is \(octal(permissions(of: session.stateFile)))")
      #expect(
        permissions(of: session.stateDirectory) == 0o700,
        "\(session.stateDirectory.path) is \(octal(permissions(of: session.stateDirectory)))")
      // The session and the writer's lock (released by the kernel; the file stays, empty).
      #expect(everything(under: session.stateDirectory) == ["state.json", "state.json.lock"])
      #expect(permissions(of: session.stateDirectory.appendingPathComponent("state.json.lock")) == 0o600)
    }
  }
}
