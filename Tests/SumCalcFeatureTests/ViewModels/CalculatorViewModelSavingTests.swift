import Observation
import SumCalcModel
import Synchronization
import TerminalUI
import TerminalUITesting
import Testing

@testable import SumCalcFeature

/// Saving every change (the session's work, seen through the calculator's state), the problems a
/// save meets, and the end of the program.
extension CalculatorViewModelTests {
  // MARK: Saving

  @Test func everyChangeIsSavedAndTheStoreEndsWithTheNewestData() async {
    let viewModel = calculator(delay: .zero)
    viewModel.onAddNumber(4)
    viewModel.onAddNumber(5)
    await viewModel.session.finishSaving()
    #expect(await store.stored == CalculatorData(numbers: [4, 5], result: .expression))
    viewModel.onSubmit()
    viewModel.onReset()
    await viewModel.session.finishSaving()
    #expect(await store.stored == CalculatorData(tape: [TapeEntry(numbers: [4, 5], sum: 9)]))
    let attempts = await store.saveAttempts
    #expect(attempts >= 2 && attempts <= 5, "saves are coalesced, one at a time: \(attempts)")
  }

  @Test func aFailedSaveIsReportedAndTheNextGoodSaveClearsIt() async {
    let viewModel = calculator()
    await store.failSaves(with: "disk full")
    viewModel.onAddNumber(1)
    #expect(await until { viewModel.state.changesNotSaved })
    var undo = UndoHistory()
    undo.record(.added(1, .prompt))
    var expected = CalculatorState(
      data: CalculatorData(numbers: [1], result: .expression), undo: undo, saveProblem: .system("disk full"),
      changesNotSaved: true
    ).kept(at: store.location)
    #expect(viewModel.state == expected)
    #expect(viewModel.session.unsavedBecause == .system("disk full"), "quitting now would lose the 1")
    await store.failSaves(with: nil)
    viewModel.onAddNumber(2)
    #expect(await until { !viewModel.state.changesNotSaved })
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
    let viewModel = calculator(delay: .zero, problem: problem)
    #expect(viewModel.state == CalculatorState(saveProblem: problem).kept(at: store.location))
    #expect(viewModel.session.unsavedBecause == nil, "nothing to lose before the first change")
    viewModel.onAddNumber(1)
    #expect(await until { viewModel.state.changesNotSaved })
    #expect(viewModel.session.unsavedBecause == problem)
    viewModel.onAddNumber(2)
    // A save refused again for the same reason changes nothing, not even by assigning the same
    // value (which would still redraw the screen).
    let changed = Mutex(false)
    withObservationTracking({ _ = viewModel.state }, onChange: { changed.withLock { $0 = true } })
    await viewModel.session.finishSaving()
    #expect(await store.saveAttempts >= 2)
    #expect(!changed.withLock { $0 } && viewModel.state.saveProblem == problem && viewModel.state.changesNotSaved)
  }

  @Test func keepingNothingTheNoticeStaysAndNothingIsLost() async {
    let viewModel = calculator(delay: .zero)
    viewModel.session.keepNothing(because: .directory)
    viewModel.onAddNumber(1)
    await viewModel.session.finishSaving()
    var undo = UndoHistory()
    undo.record(.added(1, .prompt))
    #expect(
      viewModel.state
        == CalculatorState(
          data: CalculatorData(numbers: [1], result: .expression), undo: undo, saveProblem: .savingOff(.directory)
        ).kept(at: store.location))
    #expect(await store.saveAttempts == 0)
    #expect(viewModel.session.unsavedBecause == nil, "the user chose to keep nothing")
  }

  // MARK: The end

  @Test func stoppingCancelsTheCalculationSoTheSumNeverAppears() async {
    let viewModel = calculator()
    viewModel.onAddNumber(1)
    viewModel.onAddNumber(2)
    viewModel.onSubmit()
    await clock.sleepers(1)
    viewModel.stop()
    #expect(await until { clock.sleeperCount == 0 }, "the calculation's sleep ended, cancelled")
    await viewModel.session.finishSaving()
    var undo = UndoHistory()
    undo.record(.added(1, .prompt))
    undo.record(.added(1, .expression))
    #expect(
      viewModel.state
        == CalculatorState(data: CalculatorData(numbers: [1, 2], result: .expression), isCalculating: true, undo: undo)
        .kept(at: store.location), "still calculating, the tape empty: the sum never came")
    #expect(await store.stored?.numbers == [1, 2], "the numbers are saved as they were")
  }

  @Test func theLastSaveIsAwaited() async {
    let viewModel = calculator()
    await store.holdSaves()
    viewModel.onAddNumber(8)
    let saved = Task { await viewModel.session.finishSaving() }
    #expect(await store.saves.isEmpty)
    await store.releaseSaves()
    await saved.value
    #expect(await store.saves.last?.numbers == [8])
  }
}

extension CalculatorViewModelTests {
  @Test("quitting after a failed save tries once more: where it now succeeds, nothing is lost or said")
  func quitTriesTheSaveOnceMore() async {
    let viewModel = calculator()
    await store.failSaves(with: "no space left on device")
    viewModel.onAddNumber(4)
    #expect(await until { viewModel.state.changesNotSaved })
    await store.failSaves(with: nil)  // the user freed some space
    await viewModel.session.finishSaving()
    #expect(viewModel.session.unsavedBecause == nil)
    #expect(await store.stored?.numbers == [4])
  }

  @Test("quitting while the save still fails tries once, and says why the numbers are lost")
  func quitWhileTheSaveStillFails() async {
    let viewModel = calculator()
    await store.failSaves(with: "no space left on device")
    viewModel.onAddNumber(4)
    #expect(await until { viewModel.state.changesNotSaved })
    let attempts = await store.saveAttempts
    await viewModel.session.finishSaving()
    #expect(await store.saveAttempts == attempts + 1)
    #expect(viewModel.session.unsavedBecause == .system("no space left on device"))
  }
}
