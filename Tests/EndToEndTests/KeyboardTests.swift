import Foundation
import Testing

extension EndToEnd {
  @Suite("Keyboard")
  struct KeyboardTests {
    @Test("Digits build the expression; Enter shows the sum after the delay and adds it to the tape")
    func digitsThenEnter() async throws {
      let session = try await Calculator.start()
      defer { session.close() }

      try session.type("1")
      try await session.waitForResult("1")
      try session.type("2")
      try await session.waitForResult("1 + 2")
      try session.type("3")
      try await session.waitForResult("1 + 2 + 3")
      try session.press("Enter")
      // The sum, and the tape showing it.
      try await session.waitForResult(Calc.sum(6), tape: "1 + 2 + 3 = 6")
    }

    @Test("u undoes the changes since the last sum, one per press; Delete removes the last number")
    func undoAndDelete() async throws {
      let session = try await Calculator.start(calcDelay: 0)
      defer { session.close() }
      try session.type("123")
      try await session.waitForResult("1 + 2 + 3")
      try session.press("DC")  // Delete, ESC [ 3 ~
      try await session.waitForResult("1 + 2")
      try session.type("r")
      try await session.waitForResult(Calc.enterNumbers)
      try session.type("u")
      try await session.waitForResult("1 + 2")
      try session.type("u")  // the Delete comes back
      try await session.waitForResult("1 + 2 + 3")
      try session.press("Enter")
      try await session.waitForResult(Calc.sum(6))
      try session.type("u")  // nothing since the sum: it says so, and the sum stays
      try await session.waitFor("Nothing to undo, under the sum") {
        $0.contains("Nothing to undo") && $0.resultLine() == Calc.sum(6)
      }
    }

    @Test("With Caps Lock on, R, U, H and Q work as their lower case; so do the Russian and Korean keys")
    func capsLockAndLayouts() async throws {
      let session = try await Calculator.start(calcDelay: 0)
      defer { session.close() }
      try session.type("45")
      try await session.waitForResult("4 + 5")
      try session.type("R")
      try await session.waitForResult(Calc.enterNumbers)
      try session.type("U")
      try await session.waitForResult("4 + 5")
      try session.type("К")  // Russian r, Caps Lock
      try await session.waitForResult(Calc.enterNumbers)
      try session.type("ㅕ")  // Korean u
      try await session.waitForResult("4 + 5")
      try session.type("H")
      try await session.waitFor(text: "History")
      try session.type("Р")  // Russian h, Caps Lock
      try await session.waitForResult("4 + 5")
      try session.type("Q")
      let (status, _) = try await session.waitForExit()
      #expect(status == 0)
    }

    @Test("The numeric keypad in application mode (ESC O p … ESC O y, keypad Enter ESC O M) works like the main keys")
    func numericKeypad() async throws {
      let session = try await Calculator.start()
      defer { session.close() }
      try session.type("\u{1B}Oq")  // keypad 1
      try await session.waitForResult("1")
      try session.type("\u{1B}Oy")  // keypad 9
      try await session.waitForResult("1 + 9")
      try session.type("\u{1B}OM")  // keypad Enter presses the focused Calculate sum
      try await session.waitForResult(Calc.sum(10))
    }

    @Test("While calculating a spinner shows, no sum, and digits and reset are ignored")
    func spinnerWhileCalculating() async throws {
      let calcDelay = 2.5
      let session = try await Calculator.start(calcDelay: calcDelay)
      defer { session.close() }
      try session.type("4")
      try session.type("5")
      try await session.waitForResult("4 + 5")

      let submitted = Date()
      try session.press("Enter")
      let busy = try await session.waitFor("a spinner or the sum", settled: false) {
        Calc.isSpinner($0.resultLine() ?? "") || $0.contains("Sum of numbers")
      }
      #expect(Calc.isSpinner(busy.resultLine() ?? ""), "expected a spinner on the result line:\(busy)")
      #expect(!busy.contains("Sum of numbers"), "\(busy)")
      try session.type("7")
      try session.type("r")
      // Only keys that arrived while it calculated prove anything (a very busy machine may be slower).
      let typedInTime = Date().timeIntervalSince(submitted) < calcDelay - 0.5

      try await session.waitForResult(Calc.sum(9), tape: "4 + 5 = 9", timeout: 10 + calcDelay)
      let elapsed = Date().timeIntervalSince(submitted)
      #expect(elapsed >= calcDelay, "the sum came after \(elapsed) s, before the calculation delay")
      // The 7 was not kept for later: `=` now finds no numbers (it would sum the 7).
      try session.type("=")
      if typedInTime { try await session.waitForResult(Calc.noNumbers) }
    }

    @Test("Calculate with no numbers shows the message at once, without the delay")
    func emptyCalculate() async throws {
      let session = try await Calculator.start(calcDelay: 30)
      defer { session.close() }
      try session.press("Enter")
      try await session.waitForResult(Calc.noNumbers, timeout: 10)
      // `=` again starts no calculation: a digit after it is taken at once (not ignored as it
      // would be while calculating).
      try session.type("=")
      try session.type("5")
      try await session.waitForResult("5")
    }

    @Test("Esc and r reset to Enter numbers; Backspace removes the last number")
    func resetAndBackspace() async throws {
      let session = try await Calculator.start()
      defer { session.close() }
      try session.type("1")
      try session.type("2")
      try await session.waitForResult("1 + 2")
      try session.press("Escape")
      try await session.waitForResult(Calc.enterNumbers)

      try session.type("3")
      try await session.waitForResult("3")
      try session.type("r")
      try await session.waitForResult(Calc.enterNumbers)

      try session.type("8")
      try session.type("9")
      try await session.waitForResult("8 + 9")
      try session.press("BSpace")
      try await session.waitForResult("8")
      try session.press("BSpace")
      try await session.waitForResult(Calc.enterNumbers)
    }
  }
}
