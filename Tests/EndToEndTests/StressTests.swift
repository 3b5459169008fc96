import Foundation
import SumCalcFeature
import SumCalcModel
import TerminalUITesting
import TestSupport
import Testing
import ToolkitTestSupport

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEnd {
  /// Abuse that a terminal program meets in real life: window managers resizing in bursts, and
  /// whatever bytes a confused terminal or a cat on the keyboard sends.
  @Suite("Resize storm and random input")
  struct StressTests {
    @Test("200 resizes in quick succession (down to 1×1), ending at 80×24: numbers kept, keys answer")
    func resizeStorm() async throws {
      let session = try await Calculator.start()
      defer { session.close() }
      try session.type("4")
      try session.type("5")
      try await session.waitForResult("4 + 5")

      var generator = SeededGenerator(seed: 0x5EED_0001)
      let required = [(1, 1), (5, 3), (20, 8), (40, 16), (200, 60)]
      var sizes = required
      while sizes.count < 199 {
        sizes.append((Int.random(in: 1...200, using: &generator), Int.random(in: 1...60, using: &generator)))
      }
      sizes.shuffle(using: &generator)
      sizes.append((80, 24))
      for (width, height) in sizes { try session.resize(width: width, height: height) }

      // The whole calculator laid out for 80×24: the key hint on its last row.
      let settled = try await session.waitFor("the calculator at 80×24 with 4 + 5", timeout: 15) { screen in
        screen.resultLine() == "4 + 5" && screen.lines.count == 24
          && (0...9).allSatisfy { screen.contains(Calc.key($0)) } && screen.contains(Calc.calculateSum)
          && screen.contains(Calc.reset) && screen.lines[23].contains("q quit")
      }
      #expect(try session.format("#{window_width}x#{window_height}") == "80x24")
      #expect(!settled.contains("EXIT="), "\(settled)")
      try session.type("6")
      try await session.waitForResult("4 + 5 + 6")
    }

    /// The bytes left out, and why:
    /// - `q` (0x71), `Q` (0x51, Caps Lock), Ctrl-C (0x03): quit, by the SPEC;
    /// - Ctrl-\\ (0x1C), Ctrl-Z (0x1A): the terminal sends SIGQUIT and SIGTSTP (ISIG is on);
    /// - Ctrl-S (0x13): the terminal's flow control (IXON is on while SumCalc runs, so that the
    ///   tty, not SumCalc, would stop all output until Ctrl-Q: correct, but the screen freezes).
    /// Everything else goes in, including Esc, NUL, Ctrl-Q, bytes that are not UTF-8, and so
    /// escape sequences, Enter, Tab, digits, `r`, `=`, Backspace: all keys the program must take.
    static let leftOut: Set<UInt8> = [0x71, 0x51, 0x03, 0x1C, 0x1A, 0x13]

    /// All bytes as asked; and 7-bit bytes only, so that most of the burst is keys the calculator
    /// acts on rather than bytes that are not UTF-8 (each of which is dropped on its own, see
    /// `invalidUTF8KeepsTheKeysAfterIt`).
    @Test(
      "2,000 random bytes: SumCalc keeps running; then Esc, 1, 2, = gives Sum of numbers: 3",
      arguments: [
        ("all byte values", UInt8.max, 0x5EED_0002), ("7-bit bytes", 0x7F, 0x5EED_0003),
      ] as [(String, UInt8, UInt64)])
    func randomBytes(kind: String, highest: UInt8, seed: UInt64) async throws {
      let session = try await Calculator.start()
      defer { session.close() }
      let pid = try await session.sumcalcPID()

      var generator = SeededGenerator(seed: seed)
      var bytes: [UInt8] = []
      while bytes.count < 2_000 {
        let byte = UInt8.random(in: 0...highest, using: &generator)
        if !Self.leftOut.contains(byte) { bytes.append(byte) }
      }
      try session.typeBytes(bytes)

      // Let it digest, then: still running, still on the alternate screen, no calculation pending.
      try await Task.sleep(for: .milliseconds(500))
      let after = try await session.waitFor("a screen of SumCalc's, not calculating", timeout: 15) {
        $0.contains("EXIT=") || ($0.resultLine().map { !Calc.isSpinner($0) } ?? true)
      }
      #expect(!after.contains("EXIT="), "SumCalc ended:\(after)")
      #expect(kill(pid, 0) == 0, "SumCalc (pid \(pid)) is still running")
      #expect(try session.format("#{alternate_on}") == "1")

      // `h`, `?` or `s` may have opened History, Help or Settings (where the keys may have chosen
      // another language, too), a late `=` a calculation (which ignores Esc until its sum is in):
      // Esc until the calculator says `Enter numbers`, in whatever language (on the calculator Esc
      // resets; elsewhere it goes back).
      let languages = Language.allCases.map(Localizer.init)
      func prompting(_ screen: Screen) -> Localizer? {
        languages.first { screen.resultLine(caption: $0.caption) == $0.enterNumbers }
      }
      let deadline = Date().addingTimeInterval(15)
      var strings: Localizer?
      while strings == nil {
        try session.press("Escape")
        strings = (try? await session.waitFor("the calculator, Enter numbers", timeout: 2) { prompting($0) != nil })
          .flatMap(prompting)
        guard strings != nil || Date() < deadline else {
          throw HarnessError("no calculator after Esc:\(try session.capture())")
        }
      }
      let words = strings!
      // Random arrows and Tabs may have moved the focus anywhere: `=` always calculates.
      try session.type("1")
      try session.type("2")
      try await session.waitFor("1 + 2") { $0.resultLine(caption: words.caption) == "1 + 2" }
      try session.type("=")
      try await session.waitFor("the sum") { $0.resultLine(caption: words.caption) == words.sumOfNumbers(3) }
    }

    @Test("A byte that is not UTF-8 does not take the keys that arrive with it")
    func invalidUTF8KeepsTheKeysAfterIt() async throws {
      let session = try await Calculator.start()
      defer { session.close() }
      // 1, a byte that no UTF-8 sequence contains, 2, 3: one burst, as a paste or a fast typist gives.
      try session.typeBytes([0x31, 0xFF, 0x32, 0x33])
      try await session.waitForResult("1 + 2 + 3")
    }
  }
}
