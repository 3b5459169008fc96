import TerminalUI
import Testing

@testable import SumCalcFeature

/// The loading screen: how long it stays, what it restores, what it ignores, and how it stops.
@MainActor
@Suite struct ViewModelLoadingTests {
  @Test func loadingStaysUntilTheStartupDelayHasPassed() async {
    let harness = ViewModelHarness()
    harness.assert()  // loading, empty, focus on Calculate, no save problem
    #expect(harness.viewModel.isBusy)
    await harness.startLoading()
    await harness.clock.advance(by: .milliseconds(2900))
    harness.assert()
    await harness.clock.advance(by: .milliseconds(99))
    harness.assert()
    await harness.clock.advance(by: .milliseconds(1))
    await harness.receive { $0.screen = .calculator }
    #expect(harness.viewModel.data.result == .prompt)
    #expect(!harness.viewModel.isBusy)
    #expect(await harness.store.loadCount == 1)
  }

  @Test func aRestoredSessionShowsOnceLoadingEnds() async {
    let saved = CalculatorData(
      numbers: [4, 5], result: .expression, tape: [TapeEntry(numbers: [1, 2], sum: 3)])
    let harness = ViewModelHarness(store: MemorySessionStore(stored: saved))
    await harness.startLoading()
    await harness.clock.advance(by: .seconds(1))
    harness.assert()  // read already, still loading: the delay is a minimum
    await harness.clock.advance(by: .seconds(2))
    await harness.receive {
      $0.screen = .calculator
      $0.data = saved
    }
    await harness.drain()
    #expect(await harness.store.saveAttempts == 0)  // restoring is not a change to save
  }

  @Test func aSessionSavedMidCalculationComesBackIdle() async {
    let saved = CalculatorData(numbers: [7], result: .expression, isCalculating: true)
    let harness = ViewModelHarness(store: MemorySessionStore(stored: saved))
    await harness.startLoading()
    await harness.clock.advance(by: .seconds(3))
    await harness.receive {
      $0.screen = .calculator
      $0.data = CalculatorData(numbers: [7], result: .expression)
    }
    harness.viewModel.onAddNumber(1)  // not stuck in a calculation that no task will finish
    harness.assert { $0.data.numbers = [7, 1] }
  }

  @Test func everyActionIsIgnoredOnTheLoadingScreen() async {
    let harness = ViewModelHarness()
    await harness.startLoading()
    let viewModel = harness.viewModel
    viewModel.onAddNumber(1)
    viewModel.onSubmit()
    viewModel.onRemoveLast()
    viewModel.onReset()
    viewModel.onRetry()
    viewModel.onStartFresh()
    viewModel.onPress(.digit(2))
    viewModel.onPress(.calculate)
    viewModel.onPress(.retry)
    viewModel.onPress(.startFresh)
    await harness.drain()
    harness.assert()
    #expect(harness.clock.sleeperCount == 1)  // only the loading delay: no calculation
    await harness.clock.advance(by: .seconds(3))
    await harness.receive { $0.screen = .calculator }
    await harness.drain()
    #expect(await harness.store.saveAttempts == 0)
    #expect(await harness.store.setAsideCount == 0)
    #expect(await harness.store.loadCount == 1)
  }

  @Test func cancellingTheLoadingTaskLeavesTheLoadingScreenForGood() async {
    let harness = ViewModelHarness()
    let loading = await harness.startLoading()
    await harness.clock.advance(by: .seconds(1))
    loading.cancel()
    await loading.value  // returns without the clock moving on: the sleep was cancelled
    #expect(harness.clock.sleeperCount == 0)
    await harness.clock.advance(by: .seconds(10))
    harness.assert()
  }

  @Test func quittingDuringLoadingStopsIt() async {
    let harness = ViewModelHarness()
    let loading = await harness.startLoading()
    await harness.clock.advance(by: .seconds(1))
    loading.cancel()  // the app cancels the loading task, then asks the view model to quit
    await harness.viewModel.onQuit()
    await loading.value
    await harness.clock.advance(by: .seconds(5))
    harness.assert()
  }

  @Test func loadingRunsOnlyOnce() async {
    let harness = ViewModelHarness()
    await harness.loadEmptyCalculator()
    harness.enter(3)
    harness.assert {
      $0.data.numbers = [3]
      $0.data.result = .expression
    }
    await harness.viewModel.onFirstLoading()  // a second call on the calculator does nothing
    #expect(harness.clock.sleeperCount == 0)
    await harness.clock.advance(by: .seconds(3))
    harness.assert()
    #expect(await harness.store.loadCount == 1)
  }

  @Test func aResizeDuringLoadingIsHonouredWhenLoadingEnds() async {
    let harness = ViewModelHarness()
    await harness.startLoading()
    let small = Size(width: 29, height: 20)
    harness.viewModel.onTerminalResized(small)
    harness.assert()  // the loading screen has no minimum size
    await harness.clock.advance(by: .seconds(3))
    await harness.receive {
      $0.screen = .error(.terminalTooSmall(needed: ViewModelHarness.minimumSize, actual: small))
    }
    harness.viewModel.onTerminalResized(Size(width: 30, height: 8))
    harness.assert { $0.screen = .calculator }
  }

  @Test func aLargeEnoughTerminalDuringLoadingShowsTheCalculator() async {
    let harness = ViewModelHarness()
    await harness.startLoading()
    harness.viewModel.onTerminalResized(Size(width: 10, height: 5))
    harness.viewModel.onTerminalResized(Size(width: 80, height: 24))  // the last size counts
    harness.assert()
    await harness.clock.advance(by: .seconds(3))
    await harness.receive { $0.screen = .calculator }
  }
}
