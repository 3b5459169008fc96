import TerminalUI
import Testing

@testable import SumCalcFeature

/// The calculator screen's intents: digits, remove-last, reset and submit, step by step, with the
/// whole state checked after each.
@MainActor
@Suite struct ViewModelCalculatorTests {
  @Test("with no calculation delay the sum shows at once, and what comes next acts on it")
  func noDelayCalculatesAtOnce() async {
    let harness = ViewModelHarness(calculationDelay: .zero)
    await harness.loadEmptyCalculator()
    // `2=3=` in one read: each `=` sums at once, so the `3` starts a new list.
    harness.viewModel.onAddNumber(2)
    harness.viewModel.onSubmit()
    harness.assert {
      $0.data.result = .sum(2)
      $0.data.tape = [TapeEntry(numbers: [2], sum: 2)]
    }
    harness.viewModel.onAddNumber(3)
    harness.viewModel.onSubmit()
    harness.assert {
      $0.data.result = .sum(3)
      $0.data.tape = [TapeEntry(numbers: [3], sum: 3), TapeEntry(numbers: [2], sum: 2)]
    }
    await harness.drain()
  }

  @Test func digitsBuildTheExpression() async {
    let harness = ViewModelHarness()
    await harness.loadEmptyCalculator()
    harness.viewModel.onAddNumber(1)
    harness.assert {
      $0.data.numbers = [1]
      $0.data.result = .expression
    }
    harness.viewModel.onAddNumber(0)
    harness.assert { $0.data.numbers = [1, 0] }
    harness.viewModel.onPress(.digit(9))
    harness.assert { $0.data.numbers = [1, 0, 9] }
  }

  @Test(arguments: [-1, 10, 42, Int.max, Int.min])
  func numbersOutsideTheKeypadAreRejected(number: Int) async {
    let harness = ViewModelHarness()
    await harness.loadEmptyCalculator()
    harness.viewModel.onAddNumber(number)
    harness.assert()
  }

  @Test func removeLastTakesNumbersOffTheEndBackToThePrompt() async {
    let harness = ViewModelHarness()
    await harness.loadEmptyCalculator()
    harness.enter(4, 5)
    harness.assert {
      $0.data.numbers = [4, 5]
      $0.data.result = .expression
    }
    harness.viewModel.onRemoveLast()
    harness.assert { $0.data.numbers = [4] }
    harness.viewModel.onRemoveLast()
    harness.assert {
      $0.data.numbers = []
      $0.data.result = .prompt
    }
    harness.viewModel.onRemoveLast()  // nothing left: nothing changes
    harness.assert()
  }

  @Test func removeLastAfterASumKeepsTheSum() async {
    let harness = ViewModelHarness()
    await harness.loadEmptyCalculator()
    harness.enter(2)
    await harness.submitAndWaitForCalculation()
    await harness.clock.advance(by: .seconds(3))
    await harness.receive {
      $0.data.result = .sum(2)
      $0.data.tape = [TapeEntry(numbers: [2], sum: 2)]
    }
    harness.viewModel.onRemoveLast()
    harness.assert()
  }

  @Test func resetEmptiesTheListAndShowsThePrompt() async {
    let harness = ViewModelHarness()
    await harness.loadEmptyCalculator()
    harness.enter(1, 2, 3)
    harness.assert {
      $0.data.numbers = [1, 2, 3]
      $0.data.result = .expression
    }
    harness.viewModel.onReset()
    harness.assert {
      $0.data.numbers = []
      $0.data.result = .prompt
    }
    harness.viewModel.onSubmit()
    harness.assert { $0.data.result = .noNumbers }
    harness.viewModel.onPress(.reset)
    harness.assert { $0.data.result = .prompt }
  }

  @Test func resetKeepsTheTape() async {
    let harness = ViewModelHarness()
    await harness.loadEmptyCalculator()
    harness.enter(8)
    await harness.submitAndWaitForCalculation()
    await harness.clock.advance(by: .seconds(3))
    await harness.receive {
      $0.data.result = .sum(8)
      $0.data.tape = [TapeEntry(numbers: [8], sum: 8)]
    }
    harness.viewModel.onReset()
    harness.assert { $0.data.result = .prompt }
  }

  @Test func submitCalculatesForTheCalculationDelayThenShowsTheSum() async {
    let harness = ViewModelHarness()
    await harness.loadEmptyCalculator()
    harness.enter(1, 2, 3)
    harness.assert {
      $0.data.numbers = [1, 2, 3]
      $0.data.result = .expression
    }
    await harness.submitAndWaitForCalculation()
    harness.assert { $0.data.isCalculating = true }
    #expect(harness.viewModel.isBusy)
    await harness.clock.advance(by: .milliseconds(2999))
    harness.assert()
    await harness.clock.advance(by: .milliseconds(1))
    await harness.receive {
      $0.data.isCalculating = false
      $0.data.numbers = []
      $0.data.result = .sum(6)
      $0.data.tape = [TapeEntry(numbers: [1, 2, 3], sum: 6)]
    }
    #expect(!harness.viewModel.isBusy)
  }

  @Test func theTapeKeepsEverySumNewestFirst() async {
    let harness = ViewModelHarness()
    await harness.loadEmptyCalculator()
    var tape: [TapeEntry] = []
    for round in 1...7 {
      harness.enter(round, 1)
      harness.assert {
        $0.data.numbers = [round, 1]
        $0.data.result = .expression
      }
      harness.viewModel.onPress(.calculate)
      harness.assert { $0.data.isCalculating = true }
      await harness.clock.sleepers(1)
      await harness.clock.advance(by: .seconds(3))
      tape = Array(([TapeEntry(numbers: [round, 1], sum: round + 1)] + tape).prefix(CalculatorData.tapeLimit))
      await harness.receive {
        $0.data = CalculatorData(numbers: [], result: .sum(round + 1), isCalculating: false, tape: tape)
      }
    }
    #expect(harness.viewModel.data.tape.map(\.sum) == [8, 7, 6, 5, 4, 3, 2])
  }

  @Test func anEmptySubmitSaysNoNumbersAtOnceWithoutCalculating() async {
    let harness = ViewModelHarness()
    await harness.loadEmptyCalculator()
    harness.viewModel.onSubmit()
    harness.assert { $0.data.result = .noNumbers }
    await harness.drain()
    #expect(harness.clock.sleeperCount == 0)
    await harness.clock.advance(by: .seconds(3))
    harness.assert()  // no tape entry, no late change
  }

  @Test func whileCalculatingDigitsSubmitResetAndRemoveLastAreIgnored() async {
    let harness = ViewModelHarness()
    await harness.loadEmptyCalculator()
    harness.enter(5, 4)
    await harness.submitAndWaitForCalculation()
    harness.assert {
      $0.data.numbers = [5, 4]
      $0.data.result = .expression
      $0.data.isCalculating = true
    }
    await harness.clock.advance(by: .seconds(1))
    harness.viewModel.onAddNumber(1)
    harness.viewModel.onPress(.digit(2))
    harness.viewModel.onRemoveLast()
    harness.viewModel.onReset()
    harness.viewModel.onPress(.reset)
    harness.viewModel.onSubmit()  // a second submit must not start a second calculation
    harness.viewModel.onPress(.calculate)
    await harness.drain()
    harness.assert()
    #expect(harness.clock.sleeperCount == 1)
    await harness.clock.advance(by: .seconds(2))
    await harness.receive {
      $0.data = CalculatorData(result: .sum(9), tape: [TapeEntry(numbers: [5, 4], sum: 9)])
    }
    await harness.clock.advance(by: .seconds(3))
    harness.assert()  // one tape entry: only one calculation ran
  }

  @Test func focusMovesAnywhereAndTheCalculatorKeepsIt() async {
    let harness = ViewModelHarness()
    await harness.loadEmptyCalculator()
    harness.viewModel.onFocus(.digit(7))
    harness.assert { $0.focus = .digit(7) }
    harness.viewModel.onFocus(.reset)
    harness.assert { $0.focus = .reset }
    harness.viewModel.onTerminalResized(Size(width: 80, height: 24))
    harness.assert()  // a resize that keeps the calculator keeps the focus
  }

  @Test func retryAndStartFreshDoNothingOnTheCalculator() async {
    let harness = ViewModelHarness()
    await harness.loadEmptyCalculator()
    harness.enter(1)
    harness.assert {
      $0.data.numbers = [1]
      $0.data.result = .expression
    }
    harness.viewModel.onRetry()
    harness.viewModel.onPress(.startFresh)
    await harness.drain()
    harness.assert()
    #expect(await harness.store.setAsideCount == 0)
    #expect(await harness.store.loadCount == 1)
  }
}
