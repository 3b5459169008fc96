import Foundation
import SumCalcFeature
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// The real input path (the terminal's bytes, read and parsed by SumCalc) on a bare
  /// pseudo-terminal, where each burst is exactly one `write`: as xdotool, touchpad taps and ssh
  /// deliver clicks, with no terminal emulator to space them out.
  @Suite("Bursts on a pseudo-terminal")
  @MainActor
  struct BurstInputTests {
    private func click(_ cell: (column: Int, row: Int)) -> String {
      "\u{1B}[<0;\(cell.column);\(cell.row)M\u{1B}[<0;\(cell.column);\(cell.row)m"
    }

    private func start(ignoreHangUp: Bool = false) async throws -> PseudoTerminalSession {
      let session = try PseudoTerminalSession(
        ["--startup-delay", "0", "--calc-delay", "0"], ignoreHangUp: ignoreHangUp)
      try await session.waitForOutput("Calculate sum")
      return session
    }

    @Test("press and release in one write is a click; two clicks in one write are two")
    func clicksInOneWrite() async throws {
      let session = try await start()
      let one = try await ControlPositions.reportCell(of: .digit(1))
      let two = try await ControlPositions.reportCell(of: .digit(2))
      let three = try await ControlPositions.reportCell(of: .digit(3))
      try session.send(click(one))
      try session.send(click(two) + click(two))
      // A release and the next press in one read: the press is not lost.
      try session.send("\u{1B}[<0;\(three.column);\(three.row)M")
      try session.send("\u{1B}[<0;\(three.column);\(three.row)m" + click(one))
      // Press, drag off, release, all in one write: nothing.
      try session.send("\u{1B}[<0;\(three.column);\(three.row)M\u{1B}[<0;\(one.column);\(one.row)m")
      try session.send("q")
      #expect(try await session.waitForExit() == 0)
      #expect(session.savedNumbers() == [1, 2, 2, 3, 1])
    }

    @Test("the terminal closing ends SumCalc with the session saved, even with SIGHUP ignored")
    func hangUpWithSIGHUPIgnored() async throws {
      let session = try await start(ignoreHangUp: true)
      try session.send("45")
      try await session.waitForOutput("4 + 5")
      session.hangUp()
      #expect(try await session.waitForExit() == 128 + SIGHUP)
      #expect(session.savedNumbers() == [4, 5])
    }

    @Test("a paste, keypad Enter and a calculation, all in one write")
    func pasteThenKeypadEnter() async throws {
      let session = try await start()
      try session.send("\u{1B}[200~1 2\r3\u{1B}[201~\u{1B}OM")
      try await session.waitForOutput("Sum of numbers: 6")
      try session.send("q")
      #expect(try await session.waitForExit() == 0)
      #expect(session.savedTapeSums() == [6])
    }
  }
}
