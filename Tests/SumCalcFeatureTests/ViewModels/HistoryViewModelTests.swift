import SumCalcModel
import TerminalUITesting
import Testing

@testable import SumCalcFeature

/// History's view model on its own, over a session whose tape it reads (never copies): the
/// selection, the sums arriving, recalls and the way back, its whole state checked after each
/// intent.
@MainActor
@Suite struct HistoryViewModelTests {
  static let tape = RouterTests.tape(12)

  /// A session holding `tape`, and how sums arrive in it: a calculator summing the digit given.
  private func session(_ tape: [TapeEntry] = Self.tape) -> Session {
    let session = Session(
      store: NoSessionStore(), overrides: SettingsOverrides(calculationDelay: .zero), localeLanguage: .en)
    session.restore(SavedSession(data: CalculatorData(tape: tape)), problem: nil)
    return session
  }

  /// A new sum arriving in `session`, as the calculator makes it.
  private func sum(_ digit: Int, in session: Session) {
    let calculator = CalculatorViewModel(session: session, clock: ManualClock())
    calculator.onAddNumber(digit)
    calculator.onSubmit()
  }

  private func history(
    _ session: Session, selecting selection: Int = 0, recall: @escaping (TapeEntry) -> Bool = { _ in true },
    events: @escaping (HistoryViewModel.Event) -> Void = { _ in }
  ) -> HistoryViewModel {
    HistoryViewModel(session: session, selecting: selection, recall: recall, events: events)
  }

  @Test func theSelectionMovesWithinTheList() {
    let viewModel = history(session())
    var expected = Expected(viewModel.state)
    #expect(expected.state == HistoryState(tape: Self.tape, selection: 0, focus: .list))
    viewModel.onSelect(5)
    expected.check(viewModel.state) { $0.selection = 5 }
    viewModel.onSelect(40)
    expected.check(viewModel.state) { $0.selection = 11 }
    viewModel.onSelect(-3)
    expected.check(viewModel.state) { $0.selection = 0 }
    viewModel.onFocus(.back)
    expected.check(viewModel.state) { $0.focus = .back }
    viewModel.onSelect(2)
    expected.check(viewModel.state) {
      $0.selection = 2
      $0.focus = .list
    }
  }

  @Test func openedBeyondTheEndItSelectsTheOldest() {
    #expect(history(session(), selecting: 99).state == HistoryState(tape: Self.tape, selection: 11))
  }

  @Test func anEmptyHistoryFocusesBackAndASumArrivingSelectsIt() {
    let session = session([])
    let viewModel = history(session)
    #expect(viewModel.state == HistoryState(tape: [], selection: 0, focus: .back))
    viewModel.onSelect(1)
    #expect(viewModel.state == HistoryState(tape: [], selection: 0, focus: .back))
    sum(1, in: session)
    #expect(viewModel.state == HistoryState(tape: [TapeEntry(numbers: [1], sum: 1)], selection: 0, focus: .list))
  }

  @Test("a new sum on top leaves the selection on its sum; at 100 sums the oldest goes")
  func newSums() {
    let session = session()
    let viewModel = history(session, selecting: 3)
    sum(9, in: session)
    #expect(viewModel.state == HistoryState(tape: [TapeEntry(numbers: [9], sum: 9)] + Self.tape, selection: 4))
    let full = self.session(RouterTests.tape(100))
    let oldest = history(full, selecting: 99)
    sum(9, in: full)
    let kept = [TapeEntry(numbers: [9], sum: 9)] + RouterTests.tape(100).prefix(99)
    #expect(oldest.state == HistoryState(tape: kept, selection: 99), "its sum is gone: the oldest left is selected")
  }

  @Test func aRecallHandsTheSelectedSumOnAndOneThatKeptOnlyItsCountIsNot() {
    var recalled: [TapeEntry] = []
    var events: [HistoryViewModel.Event] = []
    let huge = TapeEntry(numbers: [Int](repeating: 2, count: 6_000), sum: 12_000)
    let viewModel = history(
      session([huge] + Self.tape),
      recall: {
        recalled.append($0)
        return true
      }, events: { events.append($0) })
    viewModel.onRecall()
    #expect(recalled.isEmpty && events.isEmpty)
    viewModel.onRecall(2)
    viewModel.onSelect(1)
    viewModel.onRecall()
    #expect(recalled == [Self.tape[1], Self.tape[0]])
    #expect(events == [.recalled, .recalled])
    viewModel.onRecall(500)
    #expect(recalled.count == 2)
  }

  @Test("a recall the calculator refuses (it is summing) is said until the selection moves or the sum arrives")
  func aRefusedRecallIsSaid() {
    let session = session()
    let viewModel = history(session, recall: { _ in false })
    var expected = Expected(viewModel.state)
    viewModel.onRecall()
    expected.check(viewModel.state) { $0.recallWaitsForSum = true }
    viewModel.onSelect(1)
    expected.check(viewModel.state) {
      $0.selection = 1
      $0.recallWaitsForSum = false
    }
    viewModel.onRecall()
    expected.check(viewModel.state) { $0.recallWaitsForSum = true }
    sum(9, in: session)
    expected.check(viewModel.state) {
      $0.tape = [TapeEntry(numbers: [9], sum: 9)] + Self.tape
      $0.selection = 2
      $0.recallWaitsForSum = false
    }
  }

  @Test func backAndHelpGoThroughItsOneClosure() {
    var events: [HistoryViewModel.Event] = []
    let viewModel = history(session(), events: { events.append($0) })
    viewModel.onHelpRequested()
    viewModel.onBack()
    #expect(events == [.helpRequested, .closed])
  }
}
