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
