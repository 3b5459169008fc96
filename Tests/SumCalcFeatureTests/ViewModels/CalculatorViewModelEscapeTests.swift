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
    viewModel.onReset()
    #expect(viewModel.state.data.numbers == [])
    viewModel.onEscapeRetracted()
    #expect(viewModel.state == before)
    viewModel.onEscapeRetracted()
    #expect(viewModel.state == before, "a second retraction finds nothing to take back")
  }

  @Test("an Esc that reset an empty list with a sum showing, retracted: the sum shows again")
  func retractedEscapeRestoresTheSum() {
    let viewModel = calculator(CalculatorData(result: .sum(6), tape: [TapeEntry(numbers: [1, 2, 3], sum: 6)]))
    let before = viewModel.state
    viewModel.onReset()
    #expect(viewModel.state.data.result == .prompt)
    viewModel.onEscapeRetracted()
    #expect(viewModel.state == before)
  }

  @Test("a retraction after anything but the Reset changes nothing")
  func retractionOnlyRightAfterTheReset() {
    let viewModel = calculator(CalculatorData(numbers: [4], result: .expression))
    viewModel.onReset()
    viewModel.onAddNumber(5)
    var expected = viewModel.state
    viewModel.onEscapeRetracted()
    #expect(viewModel.state == expected, "a digit came after the reset")
    viewModel.onReset()
    viewModel.onFocus(.reset)
    expected = viewModel.state
    viewModel.onEscapeRetracted()
    #expect(viewModel.state == expected, "the focus moved after the reset")
    viewModel.onReset()
    viewModel.onHistoryRequested()
    expected = viewModel.state
    viewModel.onEscapeRetracted()
    #expect(viewModel.state == expected, "History was asked for after the reset")
  }
}
