import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// The kitty keyboard protocol, with the test as the terminal: one that answers SumCalc's query
  /// (`CSI ? u`) with its flags before its device attributes, and one that answers the attributes
  /// alone.
  @Suite("The kitty keyboard protocol, on a pseudo-terminal")
  @MainActor
  struct KeyboardProtocolTests {
    private static let query = "\u{1B}[?u\u{1B}[c"
    private static let push = "\u{1B}[>1u"
    private static let pop = "\u{1B}[<u"

    private func start(answer: String) async throws -> PseudoTerminalSession {
      let session = try PseudoTerminalSession(["--startup-delay", "0", "--calc-delay", "0"])
      try await session.waitForOutput(Self.query)
      try session.send(answer)
      try await session.waitForOutput("Calculate sum")
      return session
    }

    private func output(of session: PseudoTerminalSession) -> String {
      String(decoding: session.outputBytes, as: UTF8.self)
    }

    @Test("a terminal that speaks it: disambiguation on, Esc (CSI 27 u) resets at once, q pops it on the way out")
    func spoken() async throws {
      let session = try await start(answer: "\u{1B}[?0u\u{1B}[?62;22c")
      try await session.waitForOutput(Self.push)
      try session.send("12")
      try await session.waitForOutput("1 + 2")
      let beforeEscape = session.outputBytes.count
      try session.send("\u{1B}[27u")
      try await session.waitForOutput("Enter numbers", after: beforeEscape)
      try session.send("3q")
      #expect(try await session.waitForExit() == 0)
      #expect(session.savedNumbers() == [3])
      let written = output(of: session)
      let pushed = try #require(written.range(of: Self.push))
      let popped = try #require(written.range(of: Self.pop, range: pushed.upperBound..<written.endIndex))
      // kitty keeps a keyboard stack a screen: pushed and popped on the alternate screen.
      let alternateOn = try #require(written.range(of: "\u{1B}[?1049h"))
      let alternateOff = try #require(written.range(of: "\u{1B}[?1049l", options: .backwards))
      #expect(alternateOn.upperBound <= pushed.lowerBound && popped.upperBound <= alternateOff.lowerBound)
    }

    @Test("under it, Ctrl-C (CSI 99;5 u) is the tty's SIGINT still: SumCalc quits as Ctrl-C quits, popping it")
    func controlC() async throws {
      let session = try await start(answer: "\u{1B}[?0u\u{1B}[?62;22c")
      try await session.waitForOutput(Self.push)
      try session.send("7")
      try await session.waitForOutput("7")
      try session.send("\u{1B}[99;5u")
      #expect(try await session.waitForExit() == 130)
      #expect(session.savedNumbers() == [7])
      #expect(output(of: session).hasSuffix(Self.pop) || output(of: session).contains(Self.pop))
    }

    @Test("a suspend pops it and the return pushes it again")
    func suspendAndResume() async throws {
      let session = try await start(answer: "\u{1B}[?1u\u{1B}[?62c")
      try await session.waitForOutput(Self.push)
      let before = session.outputBytes.count
      #expect(kill(session.pid, SIGTSTP) == 0)
      try await session.waitForOutput(Self.pop, after: before)
      let popped = session.outputBytes.count
      _ = kill(session.pid, SIGCONT)  // where the stop took place (with no shell it may not)
      try await session.waitForOutput(Self.push, after: before + Self.pop.utf8.count)
      #expect(session.outputBytes.count >= popped)
      // Popped on the alternate screen, pushed again once back on it.
      let since = String(decoding: session.outputBytes.dropFirst(before), as: UTF8.self)
      let pop = try #require(since.range(of: Self.pop))
      let alternateOff = try #require(since.range(of: "\u{1B}[?1049l"))
      let resumed = since[pop.upperBound...]
      let alternateOn = try #require(resumed.range(of: "\u{1B}[?1049h"))
      let pushed = try #require(resumed.range(of: Self.push))
      #expect(pop.upperBound <= alternateOff.lowerBound && alternateOn.upperBound <= pushed.lowerBound)
      #expect(resumed.components(separatedBy: Self.push).count == 2, "pushed once")
      try session.send("q")
      #expect(try await session.waitForExit() == 0)
    }

    @Test("a terminal that answers the device attributes alone: nothing pushed or popped, Esc by its timing")
    func notSpoken() async throws {
      let session = try await start(answer: "\u{1B}[?62;22c")
      try session.send("12")
      try await session.waitForOutput("1 + 2")
      let beforeEscape = session.outputBytes.count
      try session.send("\u{1B}")
      try await session.waitForOutput("Enter numbers", after: beforeEscape)
      try await Task.sleep(for: .milliseconds(100))
      try session.send("q")
      #expect(try await session.waitForExit() == 0)
      #expect(!output(of: session).contains(Self.push) && !output(of: session).contains(Self.pop))
    }
  }
}
