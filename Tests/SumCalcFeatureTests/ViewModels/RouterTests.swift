import SumCalcModel
import TerminalUI
import TerminalUITesting
import Testing

@testable import SumCalcFeature

/// The router after its start (`RouterStartTests`): what each screen leads to — the error screen's
/// ways on, History, Help — and back. Routes are compared whole, by their view models' identity.
/// Time from a manual clock; sessions in memory.
@MainActor
@Suite struct RouterTests {
  // MARK: Errors

  @Test(arguments: [
    SessionProblem.notJSON, .unknownVersion(7), .wrongContent, .tooLarge, .permissionDenied, .other("disk on fire"),
  ])
  func anUnreadableSessionShowsTheErrorWithRetryFocused(problem: SessionProblem) async {
    let store = MemorySessionStore()
    await store.failLoads(with: problem)
    let harness = RouterHarness(store: store)
    await harness.finishLoading()
    // Start fresh where the file's content is the problem (there is a file to keep aside).
    let content = [.notJSON, .wrongContent, .tooLarge, .unknownVersion(7)].contains(problem)
    let cause = ErrorCause.unreadableSession(path: store.location, reason: problem, canStartFresh: content)
    #expect(harness.error?.state == ErrorState(cause: cause, focus: .retry))
    #expect(ErrorState.buttons(for: cause) == [.retry, content ? .startFresh : .quit])
  }

  @Test func retryReadsAgainAndRestoresTheSessionOnceReadable() async {
    let saved = CalculatorData(numbers: [2, 2], result: .expression)
    let store = MemorySessionStore(stored: saved)
    await store.failLoads(with: .notJSON)
    let harness = RouterHarness(store: store)
    await harness.finishLoading()
    let first = harness.route
    harness.error?.onRetry()
    await harness.leaveLoading()
    #expect(harness.error != nil && harness.route != first, "still broken: the error again, a new one")
    #expect(harness.error?.state.attempts == 2)
    await store.failLoads(with: nil)
    harness.error?.onRetry()
    await harness.leaveLoading()
    #expect(harness.calculator.state == CalculatorState(data: saved).kept(at: harness.store.location))
    #expect(await store.loadCount == 3)
  }

  @Test func startFreshKeepsTheFileAsideAndOpensAnEmptyCalculatorThatSaves() async {
    let store = MemorySessionStore(stored: CalculatorData(numbers: [9], result: .expression))
    await store.failLoads(with: .wrongContent)
    let harness = RouterHarness(store: store)
    await harness.finishLoading()
    harness.error?.onStartFresh()
    #expect(await until { harness.route.activeCalculator != nil })
    #expect(await store.setAsideCount == 1)
    #expect(
      harness.calculator.state == CalculatorState(keptAside: store.asidePath).kept(at: harness.store.location),
      "it says where the old file went")
    harness.calculator.onAddNumber(3)
    await harness.router.stop()
    #expect(await store.stored?.numbers == [3])
  }

  @Test func continueWithoutSavingOpensACalculatorThatSavesNothingAndSaysSo() async {
    let store = MemorySessionStore()
    await store.failLoads(with: .notAFile(.directory))
    let harness = RouterHarness(store: store)
    await harness.finishLoading()
    #expect(
      harness.error?.state
        == ErrorState(cause: .stateNotAFile(path: store.location, kind: .directory), focus: .continueWithoutSaving))
    harness.error?.onContinueWithoutSaving()
    #expect(
      harness.calculator.state == CalculatorState(saveProblem: .savingOff(.directory)).kept(at: store.location))
    harness.calculator.onAddNumber(1)
    await harness.router.stop()
    #expect(await store.saveAttempts == 0)
    #expect(harness.session.unsavedBecause == nil, "the user chose to keep nothing")
  }

  // MARK: History and Help

  private func calculator(tape: [TapeEntry]) async -> RouterHarness {
    let harness = RouterHarness(
      store: MemorySessionStore(stored: CalculatorData(numbers: [7], result: .expression, tape: tape)))
    await harness.finishLoading()
    harness.calculator.onFocus(.reset)
    return harness
  }

  static func tape(_ count: Int) -> [TapeEntry] {
    (1...max(1, count)).reversed().prefix(count).map { TapeEntry(numbers: [$0, $0], sum: 2 * $0) }
  }

  @Test func historyOpensOnTheSessionsTapeAndGoesBackToTheCalculatorAsItWas() async throws {
    let harness = await calculator(tape: Self.tape(12))
    let calculator = harness.calculator
    let calculatorState = calculator.state
    calculator.onHistoryRequested(selecting: 4)
    let history = try #require(harness.history)
    #expect(harness.route == .history(history, over: calculator))
    #expect(history.state == HistoryState(tape: Self.tape(12), selection: 4))
    history.onBack()
    #expect(harness.route == .calculator(calculator), "the same calculator")
    #expect(calculator.state == calculatorState, "numbers and focus as they were")
    #expect(await harness.store.saveAttempts == 0, "looking at History changes nothing to save")
  }

  @Test("a recall while the calculator sums stays on History and says why; once the sum is in, it works")
  func aRecallWhileCalculatingWaits() async throws {
    let harness = await calculator(tape: Self.tape(3))
    harness.calculator.onSubmit()
    await harness.clock.sleepers(1)
    harness.calculator.onHistoryRequested(selecting: 1)
    let history = try #require(harness.history)
    history.onRecall()
    #expect(harness.route == .history(history, over: harness.calculator) && history.state.recallWaitsForSum)
    await harness.finishCalculating()
    #expect(history.state.recallWaitsForSum == false, "the sum arrived: recall again")
    history.onRecall()
    #expect(harness.route == .calculator(harness.calculator))
    #expect(harness.calculator.state.data.numbers == [2, 2], "the sum selected, which moved down one")
    await harness.router.stop()
  }

  @Test func aRecallReplacesTheListAndReturns() async {
    let harness = await calculator(tape: Self.tape(3))
    harness.calculator.onHistoryRequested()
    harness.history?.onSelect(1)
    harness.history?.onRecall()
    #expect(harness.route == .calculator(harness.calculator))
    var undo = UndoHistory()
    undo.record(.replaced([7], .expression))  // what the list held before the recall
    #expect(
      harness.calculator.state
        == CalculatorState(
          data: CalculatorData(numbers: [2, 2], result: .expression, tape: Self.tape(3)), focus: .reset, undo: undo
        ).kept(at: harness.store.location))
    await harness.router.stop()
  }

  @Test("while a sum is calculating, History opens, a recall waits, and the sum arrives with the selection on its sum")
  func historyWhileCalculating() async {
    let harness = await calculator(tape: Self.tape(12))
    harness.calculator.onSubmit()
    await harness.clock.sleepers(1)
    harness.calculator.onHistoryRequested(selecting: 3)
    let chosen = Self.tape(12)[3]
    harness.history?.onRecall()
    #expect(harness.history != nil, "refused: the list being summed does not change")
    await harness.finishCalculating()
    let tape = [TapeEntry(numbers: [7], sum: 7)] + Self.tape(12)
    #expect(harness.history?.state == HistoryState(tape: tape, selection: 4))
    #expect(harness.history?.state.tape[4] == chosen)
    harness.history?.onRecall()
    #expect(harness.calculator.state.data.numbers == chosen.numbers)
    await harness.router.stop()
  }

  @Test func helpOpensOverTheCalculatorOrHistoryAndPutsBackWhatWasThere() async throws {
    let harness = await calculator(tape: Self.tape(5))
    let calculator = harness.calculator
    calculator.onHelpRequested()
    let help = try #require(harness.help)
    #expect(harness.route == .help(help, over: .calculator(calculator)))
    #expect(help.state == HelpState(sessionFile: harness.store.location))
    help.onBack()
    #expect(harness.route == .calculator(calculator))
    calculator.onHistoryRequested(selecting: 2)
    let history = try #require(harness.history)
    history.onHelpRequested()
    #expect(harness.route == .help(try #require(harness.help), over: .history(history, over: calculator)))
    harness.help?.onBack()
    #expect(harness.route == .history(history, over: calculator), "the same History, its selection where it was")
    #expect(history.state.selection == 2)
  }

  @Test("Help names the session file only while it is being kept")
  func helpSaysWhenTheSessionIsNotKept() async {
    let store = MemorySessionStore()
    await store.failLoads(with: .notAFile(.directory))
    let harness = RouterHarness(store: store)
    await harness.finishLoading()
    harness.error?.onContinueWithoutSaving()
    harness.calculator.onHelpRequested()
    #expect(harness.help?.state == HelpState(sessionFile: nil), "after Continue without saving")

    let held = MemorySessionStore()
    await held.refuseToSave(because: .anotherSumCalc)
    let second = RouterHarness(store: held)
    await second.finishLoading()
    second.calculator.onHelpRequested()
    #expect(second.help?.state == HelpState(sessionFile: nil), "another SumCalc writes it")
  }

  @Test func helpSaysWhenNothingIsSaved() async {
    let router = AppRouter(store: NoSessionStore(), clock: ManualClock(), startupDelay: .zero)
    router.start()
    router.route.activeCalculator?.onHelpRequested()
    guard case .help(let help, _) = router.route else {
      Issue.record("Help shows")
      return
    }
    #expect(help.state == HelpState(sessionFile: nil))
  }
}
