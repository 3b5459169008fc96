import Foundation
import Testing

extension EndToEnd {
  @Suite("History")
  struct HistoryTests {
    /// SumCalc with three sums on the tape: 1 + 2 = 3, then 4 + 5 = 9, then 6 = 6.
    private func threeSums() async throws -> TmuxSession {
      let session = try await Calculator.start(calcDelay: 0)
      for (digits, sum) in [("12", 3), ("45", 9), ("6", 6)] {
        for digit in digits { try session.type(String(digit)) }
        try session.press("Enter")
        try await session.waitForResult(Calc.sum(sum))
      }
      return session
    }

    @Test("h, the second sum, Enter: the calculator shows its numbers; Esc returns without change")
    func recallWithKeys() async throws {
      let session = try await threeSums()
      defer { session.close() }
      try session.type("h")
      try await session.waitFor(text: "History: 3 sums")
      try session.press("Down")
      try session.press("Enter")
      try await session.waitForResult("4 + 5")

      try session.type("h")
      try await session.waitFor(text: "History: 3 sums")
      try session.press("Escape")
      // Esc changed nothing: the calculator again, with the recalled numbers.
      try await session.waitFor("the calculator again, 4 + 5 on it") {
        !$0.contains("History:") && $0.resultLine() == "4 + 5"
      }
    }

    @Test("a click on a row of History recalls that sum")
    func recallWithAClick() async throws {
      let session = try await threeSums()
      defer { session.close() }
      try session.type("h")
      let history = try await session.waitFor("History's list") {
        $0.contains("History: 3 sums") && $0.contains("1 + 2 = 3") && $0.contains("[ Back ]")
      }
      try session.click(on: "1 + 2 = 3", in: history)
      try await session.waitForResult("1 + 2")
    }
  }
}
