import SumCalcModel
import TerminalUI
import TerminalUITesting
import Testing
import ToolkitTestSupport

@testable import SumCalcFeature

/// Sums: the delay and the spinner, the tape, huge lists, and what waits while a sum is under way.
extension CalculatorViewModelTests {
  @Test func calculatingTakesTheDelayThenShowsTheSumAndPutsItOnTheTape() async {
    let viewModel = calculator(CalculatorData(numbers: [1, 2, 3], result: .expression))
    var expected = Expected(viewModel.state)
    viewModel.onSubmit()
    expected.check(viewModel.state) { $0.isCalculating = true }
    await clock.sleepers(1)
    await clock.advance(by: .milliseconds(2999))
    expected.check(viewModel.state)  // still calculating
    await clock.advance(by: .milliseconds(1))
    #expect(await until { !viewModel.state.isCalculating })
    let tape = [TapeEntry(numbers: [1, 2, 3], sum: 6)]
    expected.check(viewModel.state) {
      $0 = CalculatorState(data: CalculatorData(result: .sum(6), tape: tape)).kept(at: store.location)
    }
    #expect(viewModel.session.sumsFinished == 1, "the session counts the sum: History's selection follows it")
  }

  @Test("with no calculation delay the sum shows at once, and what comes next acts on it")
  func noDelayCalculatesAtOnce() {
    let viewModel = calculator(delay: .zero)
    // `2=3=` in one read: each `=` sums at once, so the `3` starts a new list.
    viewModel.onAddNumber(2)
    viewModel.onSubmit()
    #expect(
      viewModel.state
        == CalculatorState(data: CalculatorData(result: .sum(2), tape: [TapeEntry(numbers: [2], sum: 2)]))
        .kept(at: store.location), "nothing to wait for")
    viewModel.onAddNumber(3)
    viewModel.onSubmit()
    #expect(
      viewModel.state
        == CalculatorState(
          data: CalculatorData(
            result: .sum(3), tape: [TapeEntry(numbers: [3], sum: 3), TapeEntry(numbers: [2], sum: 2)])
        ).kept(at: store.location))
  }

  @Test func theTapeKeepsEverySumNewestFirstUpToAHundred() async {
    let old = (1...100).map { TapeEntry(numbers: [$0 % 10], sum: $0 % 10) }
    let viewModel = calculator(CalculatorData(tape: old))
    viewModel.onAddNumber(9)
    viewModel.onSubmit()
    await finish(viewModel)
    let tape = [TapeEntry(numbers: [9], sum: 9)] + old.prefix(99)
    #expect(
      viewModel.state == CalculatorState(data: CalculatorData(result: .sum(9), tape: tape)).kept(at: store.location))
  }

  @Test("with 99 sums kept, two huge sums keep all of them: 100 sums, the huge ones by sum and count")
  func hugeSumsEraseNothing() async {
    let old = (1...99).map { TapeEntry(numbers: [$0 % 10], sum: $0 % 10) }
    let viewModel = calculator(CalculatorData(tape: old))
    for count in [300_000, 250_000] {
      viewModel.onPaste(String(repeating: "1", count: count))
      viewModel.onSubmit()
      await finish(viewModel)
    }
    let tape = viewModel.state.data.tape
    #expect(tape.count == 100)
    #expect(tape.prefix(2).map { [$0.count, $0.sum] } == [[250_000, 250_000], [300_000, 300_000]])
    #expect(tape.prefix(2).allSatisfy { !$0.keepsNumbers })
    #expect(Array(tape.dropFirst(2)) == Array(old.prefix(98)))
  }

  @Test func anEmptyCalculationSaysNoNumbersAtOnce() {
    let viewModel = calculator()
    viewModel.onSubmit()
    #expect(viewModel.state == CalculatorState(data: CalculatorData(result: .noNumbers)).kept(at: store.location))
  }

  @Test("while calculating, digits, pastes, Calculate, Reset, Backspace and recalls wait (the seed's guards)")
  func whileCalculatingTheListStays() async {
    let viewModel = calculator(CalculatorData(numbers: [5], result: .expression))
    viewModel.onSubmit()
    let calculating = viewModel.state
    viewModel.onAddNumber(1)
    viewModel.onPaste("23")
    viewModel.onSubmit()
    viewModel.onReset()
    viewModel.onRemoveLast()
    viewModel.onUndo()
    #expect(!viewModel.recall(TapeEntry(numbers: [4], sum: 4)))
    #expect(viewModel.state == calculating)
    await clock.sleepers(1)
    await ManualClock.settle()
    #expect(clock.sleeperCount == 1, "one calculation: the second = was ignored")
    await finish(viewModel)
    let tape = [TapeEntry(numbers: [5], sum: 5)]
    #expect(
      viewModel.state == CalculatorState(data: CalculatorData(result: .sum(5), tape: tape)).kept(at: store.location))
  }

  @Test func oneHundredThousandNumbersAreSummedExactly() async {
    var generator = SeededGenerator(seed: 2024)
    let digits = (0..<100_000).map { _ in Int.random(in: 0...9, using: &generator) }
    // Counted independently: how many of each digit, times the digit.
    var counts = [Int](repeating: 0, count: 10)
    for digit in digits { counts[digit] += 1 }
    let sum = counts.enumerated().reduce(0) { $0 + $1.offset * $1.element }
    #expect(counts.allSatisfy { $0 > 9_000 })  // the generator really spreads over all digits
    let viewModel = calculator()
    for digit in digits { viewModel.onAddNumber(digit) }
    viewModel.onSubmit()
    await finish(viewModel)
    #expect(
      viewModel.state
        == CalculatorState(data: CalculatorData(result: .sum(sum), tape: [TapeEntry(numbers: digits, sum: sum)])).kept(
          at: store.location))
  }

  @Test("keys are never held back: = typed twice after a sum shown at once says there is nothing more to sum")
  func submitTwice() {
    let viewModel = calculator(delay: .zero)
    viewModel.onAddNumber(5)
    viewModel.onSubmit()
    var expected = Expected(viewModel.state)
    #expect(
      expected.state
        == CalculatorState(data: CalculatorData(result: .sum(5), tape: [TapeEntry(numbers: [5], sum: 5)]))
        .kept(at: store.location))
    viewModel.onSubmit()
    expected.check(viewModel.state) { $0.data.result = .noNumbers }
  }
}
