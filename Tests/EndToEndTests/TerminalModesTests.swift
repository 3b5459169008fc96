import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// The input modes SumCalc turns on itself — bracketed paste and SGR mouse reporting — read
  /// from the bytes it writes: on while it runs, off around a suspend, off at every way out.
  @Suite("Terminal modes")
  struct TerminalModesTests {
    static let modes = ["\u{1B}[?2004", "\u{1B}[?1000", "\u{1B}[?1006"]

    /// Whether the last switch of `mode` in `output` turns it on (`h`) rather than off (`l`).
    private func isOn(_ mode: String, in output: String) -> Bool? {
      let on = output.range(of: mode + "h", options: .backwards)?.lowerBound
      let off = output.range(of: mode + "l", options: .backwards)?.lowerBound
      switch (on, off) {
      case (nil, nil): return nil
      case (.some, nil): return true
      case (nil, .some): return false
      case (.some(let on), .some(let off)): return on > off
      }
    }

    @Test("on once the calculator shows; off and on again around SIGTSTP; off after q")
    func modesAcrossTheProgramsLife() async throws {
      let session = try PseudoTerminalSession(["--startup-delay", "0", "--no-state"])
      try await session.waitForOutput("Calculate sum")
      for mode in Self.modes { #expect(isOn(mode, in: session.outputText) == true, "\(mode.debugDescription) on") }

      // Suspend: the modes go off before the program stops and come back after. (This process
      // group has no shell, so the kernel does not stop it; the handlers run all the same.)
      let before = session.outputText.utf8.count
      kill(session.pid, SIGTSTP)
      try await session.waitForOutput("Calculate sum", after: before)
      let around = String(session.outputText.utf8.dropFirst(before))!
      for mode in Self.modes {
        let off = try #require(around.range(of: mode + "l"), "\(mode.debugDescription) off on suspend")
        let on = try #require(around.range(of: mode + "h", options: .backwards), "and on again")
        #expect(off.lowerBound < on.lowerBound)
      }

      try session.send("q")
      #expect(try await session.waitForExit() == 0)
      for mode in Self.modes { #expect(isOn(mode, in: session.outputText) == false, "\(mode.debugDescription) off") }
    }

    @Test(
      "off after every signal that ends a process, which ends it by that signal",
      arguments: [SIGTERM, SIGUSR1, SIGALRM, 40])
    func modesOffAfterASignal(signal: Int32) async throws {
      let session = try PseudoTerminalSession(["--startup-delay", "0", "--no-state"])
      try await session.waitForOutput("Calculate sum")
      kill(session.pid, signal)
      #expect(try await session.waitForExit() == 128 + signal)
      #expect(session.endedBySignal == signal, "ended as the signal would, for the parent to see")
      for mode in Self.modes { #expect(isOn(mode, in: session.outputText) == false, "\(mode.debugDescription) off") }
      #expect(isOn("\u{1B}[?1049", in: session.outputText) == false, "the normal screen is back")
    }
  }
}
