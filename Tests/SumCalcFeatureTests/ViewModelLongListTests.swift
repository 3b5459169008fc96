import TestSupport
import Testing

@testable import SumCalcFeature

/// 100,000 numbers: every one kept, the sum exact.
@MainActor
@Suite struct ViewModelLongListTests {
  @Test func oneHundredThousandNumbersAreSummedExactly() async {
    var generator = SeededGenerator(seed: 2024)
    let digits = (0..<100_000).map { _ in Int.random(in: 0...9, using: &generator) }
    // Counted independently: how many of each digit, times the digit.
    var counts = [Int](repeating: 0, count: 10)
    for digit in digits { counts[digit] += 1 }
    let expectedSum = counts.enumerated().reduce(0) { $0 + $1.offset * $1.element }
    #expect(counts.allSatisfy { $0 > 9_000 })  // the generator really spreads over all digits

    let harness = ViewModelHarness()
    await harness.loadEmptyCalculator()
    for digit in digits { harness.viewModel.onAddNumber(digit) }
    harness.assert {
      $0.data.numbers = digits
      $0.data.result = .expression
    }
    await harness.submitAndWaitForCalculation()
    harness.assert { $0.data.isCalculating = true }
    await harness.clock.advance(by: .seconds(3))
    await harness.receive {
      $0.data = CalculatorData(result: .sum(expectedSum), tape: [TapeEntry(numbers: digits, sum: expectedSum)])
    }
    #expect(expectedSum > 400_000)  // about 4.5 per digit
  }
}
