import SumCalcModel
import Testing

@testable import SumCalcFeature

/// History's view model on its own: the selection, the sums arriving, recalls and the way back,
/// its whole state checked after each intent.
@MainActor
@Suite struct HistoryViewModelTests {
  static let tape = RouterTests.tape(12)
  private(set) var recalled: [TapeEntry] = []

  @Test func theSelectionMovesWithinTheList() {
    let viewModel = HistoryViewModel(tape: Self.tape, recall: { _ in true }, close: {})
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
    #expect(HistoryViewModel(tape: Self.tape, selecting: 99, recall: { _ in true }, close: {}).state.selection == 11)
  }

  @Test func anEmptyHistoryFocusesBackAndASumArrivingSelectsIt() {
    let viewModel = HistoryViewModel(tape: [], recall: { _ in true }, close: {})
    #expect(viewModel.state == HistoryState(tape: [], selection: 0, focus: .back))
    viewModel.onSelect(1)
    #expect(viewModel.state.focus == .back)
    let one = [TapeEntry(numbers: [1], sum: 1)]
    viewModel.onNewSum(tape: one)
    #expect(viewModel.state == HistoryState(tape: one, selection: 0, focus: .list))
  }

  @Test("a new sum on top leaves the selection on its sum; at 100 sums the oldest goes")
  func newSums() {
    let viewModel = HistoryViewModel(tape: Self.tape, selecting: 3, recall: { _ in true }, close: {})
    let newer = [TapeEntry(numbers: [9], sum: 9)] + Self.tape
    viewModel.onNewSum(tape: newer)
    #expect(viewModel.state == HistoryState(tape: newer, selection: 4))
    let full = RouterTests.tape(100)
    let oldest = HistoryViewModel(tape: full, selecting: 99, recall: { _ in true }, close: {})
    oldest.onNewSum(tape: Array(([TapeEntry(numbers: [9], sum: 9)] + full).prefix(100)))
    #expect(oldest.state.selection == 99, "its sum is gone: the oldest left is selected")
  }

  @Test func aRecallHandsTheSelectedSumOnAndOneThatKeptOnlyItsCountIsNot() {
    var recalled: [TapeEntry] = []
    let huge = TapeEntry(numbers: [Int](repeating: 2, count: 6_000), sum: 12_000)
    let viewModel = HistoryViewModel(
      tape: [huge] + Self.tape,
      recall: {
        recalled.append($0)
        return true
      }, close: {})
    viewModel.onRecall()
    #expect(recalled.isEmpty)
    viewModel.onRecall(2)
    viewModel.onSelect(1)
    viewModel.onRecall()
    #expect(recalled == [Self.tape[1], Self.tape[0]])
    viewModel.onRecall(500)
    #expect(recalled.count == 2)
  }

  @Test("a recall the calculator refuses (it is summing) is said until the selection moves or the sum arrives")
  func aRefusedRecallIsSaid() {
    let viewModel = HistoryViewModel(tape: Self.tape, recall: { _ in false }, close: {})
    var expected = Expected(viewModel.state)
    viewModel.onRecall()
    expected.check(viewModel.state) { $0.recallWaitsForSum = true }
    viewModel.onSelect(1)
    expected.check(viewModel.state) {
      $0.selection = 1
      $0.recallWaitsForSum = false
    }
    viewModel.onRecall()
    let newer = [TapeEntry(numbers: [9], sum: 9)] + Self.tape
    viewModel.onNewSum(tape: newer)
    expected.check(viewModel.state) {
      $0.tape = newer
      $0.selection = 2
    }
  }

  @Test func closeGoesBackThroughItsClosure() {
    var closed = 0
    HistoryViewModel(tape: Self.tape, recall: { _ in true }, close: { closed += 1 }).onClose()
    #expect(closed == 1)
  }
}
