import SumCalcModel
import TerminalUI
import Testing

@testable import SumCalcFeature

/// Undo: what `u` takes back, and what it keeps.
extension CalculatorViewModelTests {
  @Test("u takes back the changes since the last sum, one per press: digits, pastes, Backspace, Reset, recalls")
  func undo() async {
    let viewModel = calculator(delay: .zero)
    var expected = Expected(viewModel.state)
    viewModel.onAddNumber(1)
    viewModel.onPaste("23")
    viewModel.onRemoveLast()
    viewModel.onReset()
    #expect(viewModel.recall(TapeEntry(numbers: [9, 9], sum: 18)))
    expected.check(viewModel.state) {
      $0.data.numbers = [9, 9]
      $0.data.result = .expression
      for change: UndoHistory.Change in [
        .added(1, .prompt), .added(2, .expression), .removed(3), .replaced([1, 2], .expression), .replaced([], .prompt),
      ] {
        $0.undo.record(change)
      }
    }
    for numbers in [[], [1, 2], [1, 2, 3], [1], []] as [[Int]] {
      viewModel.onUndo()
      expected.check(viewModel.state) {
        $0.data.numbers = numbers
        $0.data.result = numbers.isEmpty ? .prompt : .expression
        _ = $0.undo.takeNewest()
      }
    }
    viewModel.onUndo()
    expected.check(viewModel.state) { $0.refusal = .nothingToUndo }  // said, not silent
    // A sum closes what can be undone.
    viewModel.onAddNumber(4)
    viewModel.onSubmit()
    expected.check(viewModel.state) {
      $0.data = CalculatorData(result: .sum(4), tape: [TapeEntry(numbers: [4], sum: 4)])
      $0.refusal = nil
    }
    viewModel.onUndo()
    expected.check(viewModel.state) { $0.refusal = .nothingToUndo }
    await viewModel.session.finishSaving()
  }

  // A thousand changes and lists of 300,000 numbers: these two check the state by its parts.
  @Test("beyond the last 1,000 changes, u says that older ones are not kept")
  func undoLimit() {
    let viewModel = calculator()
    viewModel.onPaste("7")
    for _ in 0..<UndoHistory.limit { viewModel.onAddNumber(1) }
    #expect(viewModel.state.undo.forgotOlder && viewModel.state.undo.changes.count == UndoHistory.limit)
    for _ in 0..<UndoHistory.limit { viewModel.onUndo() }
    #expect(viewModel.state.data.numbers == [7] && viewModel.state.refusal == nil)
    viewModel.onUndo()
    #expect(viewModel.state.data.numbers == [7], "the paste is beyond the limit")
    #expect(viewModel.state.refusal == .olderChangesNotKept)
    viewModel.onAddNumber(2)
    #expect(viewModel.state.refusal == nil, "the word lasts until the list changes")
  }

  @Test("undoing the first digit after a sum brings the sum's line back; undo keeps no more than it may")
  func undoAfterASum() {
    let viewModel = calculator(CalculatorData(result: .sum(5)))
    viewModel.onAddNumber(3)
    viewModel.onUndo()
    #expect(viewModel.state == CalculatorState(data: CalculatorData(result: .sum(5))).kept(at: store.location))
    // Resets of a long list keep that list to undo to, but not without end.
    viewModel.onPaste(String(repeating: "1", count: 300_000))
    viewModel.onReset()
    viewModel.onPaste(String(repeating: "2", count: 300_000))
    viewModel.onReset()
    viewModel.onUndo()
    #expect(viewModel.state.data.numbers.count == 300_000 && viewModel.state.data.numbers.first == 2)
    viewModel.onUndo()  // the second paste
    viewModel.onUndo()  // the first Reset went beyond the limit: nothing more comes back
    #expect(viewModel.state.data.numbers.isEmpty)
  }

  @Test("a Reset right after a sum has nothing in the list to take back; undo is ignored while calculating")
  func undoAroundSums() async {
    let viewModel = calculator(CalculatorData(result: .sum(5)))
    viewModel.onReset()
    viewModel.onUndo()
    #expect(
      viewModel.state == CalculatorState(refusal: .nothingToUndo).kept(at: store.location),
      "the sum's line is not a list")
    viewModel.onAddNumber(7)
    viewModel.onSubmit()
    let calculating = viewModel.state
    viewModel.onUndo()
    #expect(viewModel.state == calculating)
    await finish(viewModel)
  }
}
