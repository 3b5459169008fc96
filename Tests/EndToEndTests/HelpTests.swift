import Foundation
import SumCalcCommandLine
import SumCalcFeature
import SumCalcModel
import Testing

extension EndToEnd {
  /// The Help screen in the real program: opened with `?` and F1 from the calculator and History,
  /// closed with Esc and `?`, and everything — numbers, focus, History's selection — as it was.
  @Suite("Help")
  struct HelpTests {
    @Test(
      "? and F1 open Help; Esc and ? close it; the numbers and the focus are as they were", arguments: Language.allCases
    )
    func helpKeepsTheCalculator(language: Language) async throws {
      let strings = Localizer(language)
      let session = try TmuxSession(Calculator.arguments(calcDelay: 0, ["--lang", language.rawValue]))
      defer { session.close() }
      try await session.waitFor(text: strings.enterNumbers, timeout: 15)
      try session.type("12")
      try session.press("Tab")  // the focus moves from Calculate sum to Reset
      for (open, close) in [("?", "Escape"), ("F1", "?")] {
        if open == "?" { try session.type(open) } else { try session.press(open) }
        // The title and the key table's first row, drawn below it.
        try await session.waitFor("Help with its key table") {
          $0.contains(strings.helpTitle(SumCalcVersion.current)) && $0.contains(strings.helpKeys[0].action)
        }
        if close == "?" { try session.type(close) } else { try session.press(close) }
        try await session.waitFor("the calculator again") {
          $0.contains("1 + 2") && !$0.contains(strings.helpTitle(SumCalcVersion.current))
        }
      }
      // Enter presses the focused control: still Reset.
      try session.press("Enter")
      try await session.waitFor(text: strings.enterNumbers)
    }

    @Test("Help over History goes back to History, its selection kept")
    func helpOverHistory() async throws {
      let session = try await Calculator.start(calcDelay: 0)
      defer { session.close() }
      for digit in ["1", "2", "3"] {
        try session.type(digit)
        try session.press("Enter")
        try await session.waitForResult(Calc.sum(Int(digit)!))
      }
      try session.type("h")
      try await session.waitFor(text: "History: 3 sums")
      try session.press("Down")
      try session.type("?")
      try await session.waitFor(text: "Help - sumcalc")
      try session.press("End")  // where the terminal is short, the session's line is at the end
      try await session.waitFor(text: "The session is kept in")
      try session.press("Escape")
      try await session.waitFor(text: "History: 3 sums")
      try session.press("Enter")  // recalls the second sum: 2
      try await session.waitForResult("2")
    }
  }
}
