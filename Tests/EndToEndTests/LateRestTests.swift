import Foundation
import Testing

extension EndToEnd {
  /// Sequences whose rest arrives after SumCalc gave them up, as a slow ssh link holds a segment
  /// back: on a bare pseudo-terminal, each part one `write`, 0.7 s apart.
  @Suite("Late rests on a pseudo-terminal")
  @MainActor
  struct LateRestTests {
    /// Sends `first`, waits until SumCalc has read it, then sends `rest` 0.7 s later.
    private func send(_ first: String, thenLate rest: String, to session: PseudoTerminalSession) async throws {
      let readBefore = try session.bytesRead()
      try session.send(first)
      try await session.waitForReads(beyond: readBefore)
      try await Task.sleep(for: .milliseconds(700))
      try session.send(rest)
    }

    private func start() async throws -> PseudoTerminalSession {
      let session = try PseudoTerminalSession(["--startup-delay", "0", "--calc-delay", "0"])
      try await session.waitForOutput("Calculate sum")
      try session.send("12")
      try await session.waitForOutput("1 + 2")
      return session
    }

    @Test("F5, F12, a click and a wheel report whose rest comes 0.7 s late add no numbers")
    func lateRestsTypeNothing() async throws {
      let session = try await start()
      for (first, rest) in [
        ("\u{1B}[1", "5~"), ("\u{1B}[", "24~"), ("\u{1B}[<0;3", "2;10M"), ("\u{1B}[<64;", "40;10M"),
      ] {
        try await send(first, thenLate: rest, to: session)
      }
      try session.send("3q")
      #expect(try await session.waitForExit() == 0)
      #expect(session.savedNumbers() == [1, 2, 3])
    }

    @Test("a lone Esc resets; the rest of its sequence (F5), 0.7 s late, types nothing")
    func lateRestAfterEscape() async throws {
      let session = try await start()
      let beforeEscape = session.outputBytes.count
      try session.send("\u{1B}")
      try await session.waitForOutput("Enter numbers", after: beforeEscape)
      try await Task.sleep(for: .milliseconds(700))
      try session.send("[15~")
      try session.send("4q")
      #expect(try await session.waitForExit() == 0)
      #expect(session.savedNumbers() == [4])
    }

    @Test("a late rest of one byte acts as nothing: no reset, quit, Settings, F2 or History, 0.7 s late")
    func oneByteLateRests() async throws {
      let session = try await start()
      for (first, rest) in [
        ("\u{1B}[12;40", "R"), ("\u{1B}O", "q"), ("\u{1B}O", "r"), ("\u{1B}O", "s"), ("\u{1B}O", "Q"),
        ("\u{1B}[1;5", "H"),
      ] {
        try await send(first, thenLate: rest, to: session)
      }
      let before = session.outputBytes.count
      try await Task.sleep(for: .milliseconds(300))
      try session.send("3")
      try await session.waitForOutput("1 + 2 + 3", after: before)
      try session.send(bytes: [0x03])  // q here would end `ESC [ 1 ; 5`: Ctrl-C quits wherever
      #expect(try await session.waitForExit() == 128 + SIGINT)
      #expect(session.savedNumbers() == [1, 2, 3])
    }

    @Test("two digits in one read, 0.7 s after a sequence broken off, are typed")
    func twoDigitsAfterABrokenSequence() async throws {
      let session = try await start()
      try await send("\u{1B}[1;5", thenLate: "78", to: session)
      try await session.waitForOutput("1 + 2 + 7 + 8")
      try session.send(bytes: [0x03])
      #expect(try await session.waitForExit() == 128 + SIGINT)
      #expect(session.savedNumbers() == [1, 2, 7, 8])
    }

    @Test("a person's Esc, O, q, 150 ms apart: Esc resets, O is nothing, q quits")
    func personsEscapeThenO() async throws {
      let session = try await start()
      let before = session.outputBytes.count
      try session.send("\u{1B}")
      try await session.waitForOutput("Enter numbers", after: before)
      try await Task.sleep(for: .milliseconds(150))
      try session.send("O")
      try await Task.sleep(for: .milliseconds(150))
      try session.send("q")
      #expect(try await session.waitForExit() == 0)
      #expect(session.savedNumbers() == [])
    }

    @Test("Esc on Settings, then an arrow's rest 100 ms later: Settings comes back; a real Esc leaves it")
    func escapeOnSettingsTakenBack() async throws {
      let session = try await start()
      try session.send("s")
      try await session.waitForOutput("Settings")
      var before = session.outputBytes.count
      try session.send("\u{1B}")
      try await session.waitForOutput("Calculate sum", after: before)
      before = session.outputBytes.count
      try await Task.sleep(for: .milliseconds(100))
      try session.send("[A")
      try await session.waitForOutput("Settings", after: before)
      before = session.outputBytes.count
      try await Task.sleep(for: .milliseconds(600))
      try session.send("\u{1B}")
      try await session.waitForOutput("Calculate sum", after: before)
      try await Task.sleep(for: .milliseconds(600))
      try session.send("q")
      #expect(try await session.waitForExit() == 0)
      #expect(session.savedNumbers() == [1, 2])
    }
  }
}
