import Foundation
import SumCalcFeature
import Testing

extension EndToEnd {
  /// SumCalc in a real xterm, with real X pointer and key events: `xdotool click` sends press and
  /// release back to back, so they reach SumCalc in one read, as touchpad taps do.
  @Suite("Real xterm")
  @MainActor
  struct XtermTests {
    @Test("clicks on 1, 2, 3, a double click on 7 and a click on Calculate sum, then typed 4 5 =; q exits 0")
    func clicksAndKeys() async throws {
      let xterm = try await XtermSession(["--startup-delay", "0", "--calc-delay", "0.2"])
      defer { xterm.close() }
      try await xterm.waitForOutput("Calculate sum")
      // Before anything is on the tape: the positions are those of a fresh calculator.
      for control in [CalculatorControl.digit(1), .digit(2), .digit(3), .digit(7), .digit(7), .calculate] {
        let cell = try await ControlPositions.reportCell(of: control)
        try xterm.click(column: cell.column - 1, row: cell.row - 1)
      }
      try await XtermSession.waitFor("the sum of 1 2 3 7 7 saved") { xterm.savedSession()?.sums == [20] }
      try xterm.type("45=")
      try await XtermSession.waitFor("the sum of 4 5 saved") { xterm.savedSession()?.sums == [9, 20] }
      try xterm.type("6q")
      #expect(try await xterm.waitForExit() == 0)
      #expect(xterm.savedSession()?.numbers == [6])
    }
  }
}
