import TerminalUI
import TestSupport
import Testing

@testable import SumCalcFeature

/// The result line with 100,000 numbers: `…` plus the newest part, exactly as wide as the screen,
/// never wrapping into the rows below.
@MainActor
@Suite struct ResultLineFittingTests {
  @Test(arguments: [Size(width: 80, height: 24), Size(width: 40, height: 16)])
  func oneHundredThousandNumbersShowTheNewestPart(size: Size) async throws {
    let harness = await ScreenScenario.calculatorEmpty.harness(size: size)
    let empty = harness.render()
    var generator = SeededGenerator(seed: 100_000)
    let digits = (0..<100_000).map { _ in Int.random(in: 0...9, using: &generator) }
    for digit in digits { harness.calculator.onAddNumber(digit) }
    let buffer = harness.render()

    let resultRow = try #require(empty.lines.firstIndex { $0.contains("Enter numbers") })
    let full = digits.map(String.init).joined(separator: " + ")
    let expected = "…" + full.suffix(size.width - 1)
    #expect(buffer.lines[resultRow] == expected)
    #expect(buffer.lines[resultRow].cellWidth == size.width)
    #expect(buffer.lines[resultRow].hasSuffix(" + \(digits[digits.count - 2]) + \(digits.last!)"))
    // Every other row is exactly as before: nothing wrapped or spilled.
    for row in 0..<size.height where row != resultRow {
      #expect(buffer.lines[row] == empty.lines[row], "row \(row)")
    }
  }

  @Test func aTapeEntryTooLongForTheScreenShowsItsNewestPart() async throws {
    let harness = await ScreenScenario.calculatorEmpty.harness(size: Size(width: 80, height: 24))
    let digits = Array(repeating: 7, count: 50)
    await harness.calculate(digits)
    let buffer = harness.render()
    let line = try #require(buffer.lines.first { $0.contains("= 350") })
    #expect(line == "…" + (digits.map(String.init).joined(separator: " + ") + " = 350").suffix(79))
  }
}
