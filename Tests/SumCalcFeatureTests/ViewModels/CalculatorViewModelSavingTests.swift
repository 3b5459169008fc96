import Observation
import SumCalcModel
import Synchronization
import TerminalUI
import Testing

@testable import SumCalcFeature

/// Saving every change, the problems a save meets, and quitting.
extension CalculatorViewModelTests {
  // MARK: Saving

  @Test func everyChangeIsSavedAndTheStoreEndsWithTheNewestData() async {
    let viewModel = calculator(delay: .zero)
    viewModel.onAddNumber(4)
    await viewModel.onAddNumber(5)?.value
    #expect(await store.stored == CalculatorData(numbers: [4, 5], result: .expression))
    viewModel.onSubmit()
    viewModel.onReset()
    await viewModel.onQuit()
    #expect(await store.stored == CalculatorData(tape: [TapeEntry(numbers: [4, 5], sum: 9)]))
    let attempts = await store.saveAttempts
    #expect(attempts >= 2 && attempts <= 5, "saves are coalesced, one at a time: \(attempts)")
  }

  @Test func aFailedSaveIsReportedAndTheNextGoodSaveClearsIt() async {
    let viewModel = calculator()
    await store.failSaves(with: "disk full")
    await viewModel.onAddNumber(1)?.value
    var undo = UndoHistory()
    undo.record(.added(1, .prompt))
    var expected = CalculatorState(
      data: CalculatorData(numbers: [1], result: .expression), undo: undo, saveProblem: .system("disk full"),
      changesNotSaved: true
    ).kept(at: store.location)
    #expect(viewModel.state == expected)
    #expect(viewModel.state.unsavedBecause == .system("disk full"), "quitting now would lose the 1")
    await store.failSaves(with: nil)
    await viewModel.onAddNumber(2)?.value
    expected.data.numbers.append(2)
    expected.undo.record(.added(1, .expression))
    expected.saveProblem = nil
    expected.changesNotSaved = false
    #expect(viewModel.state == expected)
    #expect(await store.stored?.numbers == [1, 2])
  }

  @Test(arguments: [SaveProblem.anotherSumCalc, .noHome, .missingDirectory("/home/typo")])
  func aStandingProblemShowsBeforeTheFirstChange(problem: SaveProblem) async {
    await store.refuseToSave(because: problem)
    let viewModel = CalculatorViewModel(
      data: CalculatorData(), saveProblem: problem, store: store, clock: clock, calculationDelay: .zero)
    #expect(viewModel.state.saveProblem == problem)
    #expect(viewModel.state.unsavedBecause == nil, "nothing to lose before the first change")
    await viewModel.onAddNumber(1)?.value
    #expect(viewModel.state.changesNotSaved && viewModel.state.unsavedBecause == problem)
    viewModel.onAddNumber(2)
    // A save refused again for the same reason changes nothing, not even by assigning the same
    // value (which would still redraw the screen).
    let changed = Mutex(false)
    withObservationTracking({ _ = viewModel.state }, onChange: { changed.withLock { $0 = true } })
    await viewModel.onQuit()
    #expect(await store.saveAttempts >= 2)
    #expect(!changed.withLock { $0 } && viewModel.state.saveProblem == problem && viewModel.state.changesNotSaved)
  }

  @Test func withoutAStoreTheNoticeStays() async {
    let viewModel = CalculatorViewModel(
      data: CalculatorData(), saveProblem: .savingOff(.directory), store: nil, clock: clock, calculationDelay: .zero)
    viewModel.onAddNumber(1)
    await viewModel.onQuit()
    #expect(viewModel.state.saveProblem == .savingOff(.directory))
    #expect(viewModel.state.unsavedBecause == nil, "the user chose to keep nothing")
  }

  // MARK: Quitting

  @Test func quittingCancelsTheCalculationSoTheSumNeverAppears() async {
    let viewModel = calculator()
    viewModel.onAddNumber(1)
    viewModel.onAddNumber(2)
    let calculation = viewModel.onSubmit()
    await clock.sleepers(1)
    await viewModel.onQuit()
    await calculation?.value
    #expect(viewModel.state.isCalculating)
    #expect(viewModel.state.data.tape.isEmpty)
    #expect(await store.stored?.numbers == [1, 2], "the numbers are saved as they were")
  }

  @Test func quittingWaitsForThePendingSave() async {
    let viewModel = calculator()
    await store.holdSaves()
    viewModel.onAddNumber(8)
    let quit = Task { await viewModel.onQuit() }
    #expect(await store.saves.isEmpty)
    await store.releaseSaves()
    await quit.value
    #expect(await store.saves.last?.numbers == [8])
  }
}
