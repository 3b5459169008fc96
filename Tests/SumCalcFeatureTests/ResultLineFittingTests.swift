import Foundation
import SumCalcModel
import TerminalUI
import TerminalUITesting
import TestSupport
import Testing
import ToolkitTestSupport

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
    // How many there are, then the newest that fit, whole: the cut falls between two numbers.
    let lead = "(100,000 numbers) … "
    let room = (size.width - lead.count + 3) / 4  // each number but the last takes `d + `
    let expected = lead + digits.suffix(room).map(String.init).joined(separator: " + ")
    #expect(buffer.lines[resultRow].trimmingCharacters(in: .whitespaces) == expected)
    #expect(buffer.lines[resultRow].cellWidth == size.width)
    // One more number changes the line: its count.
    harness.calculator.onAddNumber(digits[0])
    #expect(harness.render().lines[resultRow].contains("(100,001 numbers) … "))
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
    #expect(line.trimmingCharacters(in: .whitespaces).hasPrefix("(50 numbers) … 7 + 7"))
    #expect(line.trimmingCharacters(in: .whitespaces).hasSuffix(" + 7 = 350"))
    #expect(line.cellWidth <= 80)
  }

  @Test("the cut is at a number's boundary, the same way in UTF-8 and in ASCII", arguments: [Glyphs.unicode, .ascii])
  func cutAtABoundary(glyphs: Glyphs) {
    let context = SumCalcContext(strings: Localizer(.en), glyphs: glyphs)
    let numbers = [12, 345, 6, 78, 9, 10, 11]  // texts of several widths
    for width in 1...40 {
      let text = ExpressionText.fitting(numbers, width: width, context: context)
      #expect(text.cellWidth <= width, "\(width): \(text)")
      // Narrower than the smallest number with its dots, only dots are left: nothing to cut.
      guard let dots = text.range(of: glyphs.ellipsis), dots.upperBound < text.endIndex else { continue }
      let tail = text[dots.upperBound...]
      #expect(tail.hasPrefix(" ") && tail.dropFirst().first?.isNumber == true, "a whole number after the dots: \(text)")
      let shown = tail.dropFirst().split(separator: " + ").map { Int($0)! }
      #expect(Array(numbers.suffix(shown.count)) == shown, "the newest numbers, whole: \(text)")
    }
  }

  @Test("the count is said in each language, with Russian plurals")
  func countInEveryLanguage() {
    let numbers = [Int](repeating: 1, count: 1_234)
    for (language, lead) in [
      (Language.en, "(1,234 numbers) … "), (.ru, "(1\u{00A0}234 числа) … "), (.ko, "(숫자 1,234개) … "),
    ] {
      let text = ExpressionText.fitting(numbers, width: 40, context: SumCalcContext(strings: Localizer(language)))
      #expect(text.hasPrefix(lead), "\(language): \(text)")
    }
    #expect(Localizer(.ru).numberCount(5) == "5 чисел" && Localizer(.ru).numberCount(21) == "21 число")
  }
}
