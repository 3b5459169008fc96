import Foundation
import Testing

extension EndToEnd {
  @Suite("Mouse")
  struct MouseTests {
    @Test("A click on 7 then on Calculate sum gives Sum of numbers: 7; the focus stays where it was")
    func clickDigitThenCalculate() async throws {
      let session = try await Calculator.start()
      defer { session.close() }

      var screen = try session.capture()  // the whole calculator: `start` waited for it
      try session.click(on: Calc.key(7), in: screen)
      try await session.waitForResult("7")
      try await session.waitForCursor(on: Calc.calculateSum)

      // The click left the focus on Calculate sum: Enter calculates; the tape shows the sum.
      try session.press("Enter")
      screen = try await session.waitForResult(Calc.sum(7), tape: "7 = 7")
      try session.click(on: Calc.key(4), in: screen)
      screen = try await session.waitForResult("4")
      try session.click(on: Calc.calculateSum, in: screen)
      try await session.waitForResult(Calc.sum(4), tape: "4 = 4")
      try await session.waitForCursor(on: Calc.calculateSum)
    }

    @Test("A click on Reset empties the list")
    func clickReset() async throws {
      let session = try await Calculator.start()
      defer { session.close() }
      try session.type("3")
      try session.type("4")
      let screen = try await session.waitForResult("3 + 4")
      try session.click(on: Calc.reset, in: screen)
      try await session.waitForResult(Calc.enterNumbers)
    }

    @Test("Press and release on different controls, clicks elsewhere, other buttons and the wheel do nothing")
    func strayMouseDoesNothing() async throws {
      let session = try await Calculator.start()
      defer { session.close() }
      try session.type("1")
      let screen = try await session.waitForCalculator(result: "1")
      let seven = try session.cellInside(Calc.key(7), in: screen)
      let eight = try session.cellInside(Calc.key(8), in: screen)
      let nine = try session.cellInside(Calc.key(9), in: screen)
      let calculate = try session.cellInside(Calc.calculateSum, in: screen)
      let reset = try session.cellInside(Calc.reset, in: screen)
      let caption = try session.cellInside(Calc.caption, in: screen)
      let blank = Cell(column: 2, row: seven.row)

      // Press on one control, release on another (or off any): nothing.
      for (from, to) in [(seven, eight), (calculate, reset), (reset, caption), (blank, nine)] {
        try session.mouse(at: from, release: false)
        try session.mouse(at: to, release: true)
      }
      // Clicks off the controls: nothing.
      try session.click(caption)
      try session.click(blank)
      // Middle and right buttons, and the wheel, on a key: nothing.
      for button in [1, 2] {
        try session.mouse(button: button, at: nine, release: false)
        try session.mouse(button: button, at: nine, release: true)
      }
      try session.mouse(button: 64, at: nine, release: false)
      try session.mouse(button: 65, at: calculate, release: false)

      // A digit typed afterwards lands right after the 1: nothing above changed the list.
      try session.type("2")
      let after = try await session.waitFor("the result line to change from \"1\"") { $0.resultLine() != "1" }
      #expect(after.resultLine() == "1 + 2", "\(after)")
      #expect(!after.contains(" = "), "nothing was calculated:\(after)")
    }
  }
}
