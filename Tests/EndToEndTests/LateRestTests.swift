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
  }
}
