import TerminalUI
import Testing

@testable import SumCalcFeature

/// Quitting mid-calculation and terminal resizes.
@MainActor
@Suite struct ViewModelLifetimeTests {
  @Test func quittingCancelsTheCalculationSoTheSumNeverAppears() async {
    let harness = ViewModelHarness()
    await harness.loadEmptyCalculator()
    harness.enter(1, 2)
    await harness.submitAndWaitForCalculation()
    harness.assert {
      $0.data.numbers = [1, 2]
      $0.data.result = .expression
      $0.data.isCalculating = true
    }
    await harness.clock.advance(by: .seconds(1))
    await harness.viewModel.onQuit()
    #expect(harness.clock.sleeperCount == 0)  // the calculation stopped sleeping
    await harness.clock.advance(by: .seconds(10))
    harness.assert()
    // The last save is the entered numbers, not a sum (whether it caught the calculation
    // starting does not matter: restoring never resumes one).
    let stored = await harness.store.stored
    #expect(stored?.numbers == [1, 2])
    #expect(stored?.result == .expression)
    #expect(stored?.tape == [])
  }

  @Test func quittingWaitsForThePendingSave() async {
    let harness = ViewModelHarness()
    await harness.loadEmptyCalculator()
    harness.enter(6, 7, 8)
    await harness.viewModel.onQuit()
    #expect(await harness.store.stored == CalculatorData(numbers: [6, 7, 8], result: .expression))
    harness.assert {
      $0.data.numbers = [6, 7, 8]
      $0.data.result = .expression
    }
  }

  @Test func aTooSmallTerminalShowsTheErrorAndTheCalculatorComesBackWithItsNumbers() async {
    let harness = ViewModelHarness()
    harness.viewModel.onTerminalResized(Size(width: 80, height: 24))
    await harness.loadEmptyCalculator()
    harness.enter(3, 4)
    harness.viewModel.onFocus(.digit(4))
    harness.assert {
      $0.data.numbers = [3, 4]
      $0.data.result = .expression
      $0.focus = .digit(4)
    }
    let narrow = Size(width: 29, height: 24)
    harness.viewModel.onTerminalResized(narrow)
    harness.assert {
      $0.screen = .error(.terminalTooSmall(needed: ViewModelHarness.minimumSize, actual: narrow))
    }
    harness.viewModel.onAddNumber(5)  // the calculator is not showing: no input reaches it
    harness.viewModel.onSubmit()
    harness.viewModel.onRemoveLast()
    harness.viewModel.onReset()
    harness.viewModel.onPress(.retry)
    harness.assert()
    let short = Size(width: 80, height: 7)
    harness.viewModel.onTerminalResized(short)
    harness.assert {
      $0.screen = .error(.terminalTooSmall(needed: ViewModelHarness.minimumSize, actual: short))
    }
    harness.viewModel.onTerminalResized(Size(width: 30, height: 8))  // exactly the minimum fits
    harness.assert {
      $0.screen = .calculator  // the same calculator: numbers and focus kept
    }
  }

  @Test func aCalculationFinishesBehindTheTooSmallError() async {
    let harness = ViewModelHarness()
    await harness.loadEmptyCalculator()
    harness.enter(9, 9)
    await harness.submitAndWaitForCalculation()
    harness.assert {
      $0.data.numbers = [9, 9]
      $0.data.result = .expression
      $0.data.isCalculating = true
    }
    let tiny = Size(width: 20, height: 5)
    harness.viewModel.onTerminalResized(tiny)
    harness.assert {
      $0.screen = .error(.terminalTooSmall(needed: ViewModelHarness.minimumSize, actual: tiny))
    }
    await harness.clock.advance(by: .seconds(3))
    await harness.receive {
      $0.data = CalculatorData(result: .sum(18), tape: [TapeEntry(numbers: [9, 9], sum: 18)])
    }
    harness.viewModel.onTerminalResized(Size(width: 40, height: 16))
    harness.assert { $0.screen = .calculator }
  }

  @Test func aResizeDoesNotHideTheUnreadableSessionError() async {
    let store = MemorySessionStore()
    await store.failLoads(with: .notJSON)
    let harness = ViewModelHarness(store: store)
    await harness.startLoading()
    await harness.clock.advance(by: .seconds(3))
    let unreadable = Screen.error(.unreadableSession(path: store.location, reason: .notJSON))
    await harness.receive {
      $0.screen = unreadable
      $0.focus = .retry
    }
    harness.viewModel.onTerminalResized(Size(width: 10, height: 4))
    harness.assert()
    harness.viewModel.onTerminalResized(Size(width: 100, height: 40))
    harness.assert()
  }
}
