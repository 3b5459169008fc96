import SumCalcModel
import TerminalUI
import TerminalUITesting
import Testing
import ToolkitTestSupport

@testable import SumCalcFeature

/// The calculator's view model on its own: each intent, with the whole state checked after it
/// (`Expected`: a field the test forgot still fails it), time from a manual clock, saves in memory.
@MainActor
@Suite struct CalculatorViewModelTests {
  let clock = ManualClock()
  let store = MemorySessionStore()

  /// A calculator over a session holding `data` (and `problem`, why it is not saved, if so), its
  /// calculation taking `delay` on the manual clock; what it tells the router goes to `events`.
  func calculator(
    _ data: CalculatorData = CalculatorData(), delay: Duration = .seconds(3), problem: SaveProblem? = nil,
    events: @escaping (CalculatorViewModel.Event) -> Void = { _ in }
  ) -> CalculatorViewModel {
    let session = Session(store: store, overrides: SettingsOverrides(calculationDelay: delay), localeLanguage: .en)
    session.restore(SavedSession(data: data), problem: problem)
    return CalculatorViewModel(session: session, clock: clock, events: events)
  }

  /// Lets the calculation under way take its delay, and waits for the sum.
  func finish(_ viewModel: CalculatorViewModel, sourceLocation: SourceLocation = #_sourceLocation) async {
    await clock.sleepers(1)
    await clock.advance(by: viewModel.session.calculationDelay)
    #expect(await until { !viewModel.state.isCalculating }, sourceLocation: sourceLocation)
  }

  @Test func digitsBuildTheExpression() {
    let viewModel = calculator()
    var expected = Expected(viewModel.state)
    #expect(
      expected.state == CalculatorState().kept(at: store.location),
      "an empty list, `Enter numbers`, focus on Calculate sum")
    viewModel.onAddNumber(1)
    expected.check(viewModel.state) {
      $0.data.numbers = [1]
      $0.data.result = .expression
      $0.undo.record(.added(1, .prompt))  // what `u` takes back: the digit, and the line before it
    }
    viewModel.onAddNumber(0)
    viewModel.onAddNumber(9)
    expected.check(viewModel.state) {
      $0.data.numbers = [1, 0, 9]
      $0.undo.record(.added(1, .expression))
      $0.undo.record(.added(1, .expression))
    }
  }

  @Test(arguments: [-1, 10, 42, Int.max, Int.min])
  func numbersOutsideTheKeypadAreRejected(number: Int) {
    let viewModel = calculator()
    viewModel.onAddNumber(number)
    #expect(viewModel.state == CalculatorState().kept(at: store.location))
  }

  @Test func removeLastTakesNumbersOffTheEndBackToThePrompt() {
    let viewModel = calculator(CalculatorData(numbers: [4, 5], result: .expression))
    var expected = Expected(viewModel.state)
    viewModel.onRemoveLast()
    expected.check(viewModel.state) {
      $0.data.numbers = [4]
      $0.undo.record(.removed(5))
    }
    viewModel.onRemoveLast()
    expected.check(viewModel.state) {
      $0.data.numbers = []
      $0.data.result = .prompt
      $0.undo.record(.removed(4))
    }
    viewModel.onRemoveLast()
    expected.check(viewModel.state)  // nothing left to remove
  }

  @Test func removeLastAfterASumKeepsTheSum() {
    let viewModel = calculator(CalculatorData(result: .sum(6), tape: [TapeEntry(numbers: [1, 2, 3], sum: 6)]))
    let before = viewModel.state
    viewModel.onRemoveLast()
    #expect(viewModel.state == before)
  }

  @Test func resetEmptiesTheListKeepsTheTapeAndShowsThePrompt() {
    let tape = [TapeEntry(numbers: [1], sum: 1)]
    let viewModel = calculator(CalculatorData(numbers: [7, 8], result: .expression, tape: tape))
    viewModel.onReset()
    var undo = UndoHistory()
    undo.recordReset([7, 8], .expression)
    #expect(viewModel.state == CalculatorState(data: CalculatorData(tape: tape), undo: undo).kept(at: store.location))
  }

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

  @Test func aPasteAddsEveryDigitInOrderAndNothingElse() {
    let viewModel = calculator()
    viewModel.onPaste("1, 2\n3 and 4\u{0669}")
    var undo = UndoHistory()
    undo.record(.added(4, .prompt))  // one change: `u` takes the paste back whole
    #expect(
      viewModel.state
        == CalculatorState(data: CalculatorData(numbers: [1, 2, 3, 4], result: .expression), undo: undo)
        .kept(at: store.location))
    let pasted = viewModel.state
    viewModel.onPaste("no digits here")
    #expect(viewModel.state == pasted)
  }

  @Test func aRecallReplacesTheListUnlessTheSumKeptOnlyItsCount() {
    let viewModel = calculator(CalculatorData(numbers: [7], result: .expression))
    let before = viewModel.state
    #expect(!viewModel.recall(TapeEntry(numbers: [Int](repeating: 2, count: 6_000), sum: 12_000)))
    #expect(viewModel.state == before)
    #expect(viewModel.recall(TapeEntry(numbers: [3, 3], sum: 6)))
    var undo = UndoHistory()
    undo.record(.replaced([7], .expression))
    #expect(
      viewModel.state
        == CalculatorState(data: CalculatorData(numbers: [3, 3], result: .expression), undo: undo)
        .kept(at: store.location))
  }

  @Test func aFullListRefusesDigitsAndSaysSoUntilItShrinks() {
    let full = [Int](repeating: 1, count: CalculatorData.numberLimit)
    let viewModel = calculator(CalculatorData(numbers: full, result: .expression))
    var expected = Expected(viewModel.state)
    viewModel.onAddNumber(2)
    expected.check(viewModel.state) { $0.refusal = .listFull }
    viewModel.onPaste("345")
    expected.check(viewModel.state)
    viewModel.onRemoveLast()
    expected.check(viewModel.state) {
      $0.data.numbers.removeLast()
      $0.refusal = nil
      $0.undo.record(.removed(1))
    }
    viewModel.onPaste("67")
    expected.check(viewModel.state) {
      $0.data.numbers.append(6)
      $0.refusal = .listFull
      $0.undo.record(.added(1, .expression))
    }
    viewModel.onReset()
    expected.check(viewModel.state) {
      $0.undo.recordReset($0.data.numbers, .expression)
      $0.data.numbers = []
      $0.data.result = .prompt
      $0.refusal = nil
    }
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

  @Test func theFocusMovesAnywhereAndStays() {
    let viewModel = calculator()
    viewModel.onFocus(.digit(5))
    viewModel.onAddNumber(1)
    var undo = UndoHistory()
    undo.record(.added(1, .prompt))
    #expect(
      viewModel.state
        == CalculatorState(data: CalculatorData(numbers: [1], result: .expression), focus: .digit(5), undo: undo)
        .kept(at: store.location))
  }

  @Test("History, Help and Settings are asked for through the one closure it was given")
  func otherScreensThroughItsEvents() {
    var events: [CalculatorViewModel.Event] = []
    let viewModel = calculator { events.append($0) }
    let before = viewModel.state
    viewModel.onHistoryRequested()
    viewModel.onHistoryRequested(selecting: 3)
    viewModel.onHelpRequested()
    viewModel.onSettingsRequested()
    #expect(
      events == [.historyRequested(selecting: 0), .historyRequested(selecting: 3), .helpRequested, .settingsRequested])
    #expect(viewModel.state == before, "asking for a screen changes nothing here")
  }
}

extension CalculatorViewModelTests {
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
