import SumCalcModel
import TerminalUI
import Testing

@testable import SumCalcFeature

/// The Esc key retracted (`InputEvent.escapeRetracted`): a lone `ESC` taken for the Esc key whose
/// sequence's rest came late after all. The numbers are as if it had never come.
extension CalculatorViewModelTests {
  @Test("an Esc that reset the list, retracted: the list, the result line and undo are as before")
  func retractedEscapeRestoresTheList() {
    let viewModel = calculator(CalculatorData(numbers: [1, 2], result: .expression))
    viewModel.onAddNumber(3)
    let before = viewModel.state
    var expected = Expected(before)
    viewModel.onReset()
    expected.check(viewModel.state) {
      $0.undo.recordReset([1, 2, 3], .expression)
      $0.data.numbers = []
      $0.data.result = .prompt
    }
    viewModel.retractReset()
    #expect(viewModel.state == before)
    viewModel.retractReset()
    #expect(viewModel.state == before, "a second retraction finds nothing to take back")
  }

  @Test("an Esc that reset an empty list with a sum showing, retracted: the sum shows again")
  func retractedEscapeRestoresTheSum() {
    let viewModel = calculator(CalculatorData(result: .sum(6), tape: [TapeEntry(numbers: [1, 2, 3], sum: 6)]))
    let before = viewModel.state
    var expected = Expected(before)
    viewModel.onReset()
    expected.check(viewModel.state) {
      $0.undo.recordReset([], .sum(6))
      $0.data.result = .prompt
    }
    viewModel.retractReset()
    #expect(viewModel.state == before)
  }

  @Test("a Reset refused while a sum is under way leaves nothing to retract")
  func refusedResetRetractsNothing() {
    let viewModel = calculator(CalculatorData(numbers: [4], result: .expression))
    viewModel.onReset()
    viewModel.onAddNumber(5)
    viewModel.onSubmit()  // the sum takes 3 s: Reset is refused meanwhile
    viewModel.onReset()
    let expected = viewModel.state
    viewModel.retractReset()
    #expect(viewModel.state == expected)
  }
}
