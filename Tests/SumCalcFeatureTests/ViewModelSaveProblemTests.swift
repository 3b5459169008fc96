import TerminalUI
import Testing

@testable import SumCalcFeature

/// Sessions that cannot be saved from the start — the state path is not a file, another SumCalc
/// writes it, there is no home — and the list's length limit.
@MainActor
@Suite struct ViewModelSaveProblemTests {
  private func loaded(_ store: MemorySessionStore) async -> ViewModelHarness {
    let harness = ViewModelHarness(store: store)
    await harness.startLoading()
    await harness.clock.advance(by: .seconds(3))
    return harness
  }

  @Test func aStatePathThatIsNotAFileOffersContinueWithoutSavingAndQuit() async {
    let store = MemorySessionStore()
    await store.failLoads(with: .notAFile(.directory))
    let harness = await loaded(store)
    await harness.receive {
      $0.screen = .error(.stateNotAFile(path: store.location, kind: .directory))
      $0.focus = .continueWithoutSaving
    }
    // Retry and Start fresh are not offered here, and do nothing.
    harness.viewModel.onRetry()
    harness.viewModel.onStartFresh()
    harness.enter(4)
    await harness.drain()
    harness.assert()
    #expect(await store.setAsideCount == 0)

    harness.viewModel.onPress(.continueWithoutSaving)
    harness.assert {
      $0.screen = .calculator
      $0.focus = .calculate
      $0.saveProblem = .savingOff(.directory)
    }
    harness.enter(4, 2)
    harness.assert {
      $0.data = CalculatorData(numbers: [4, 2], result: .expression)
    }
    await harness.drain()
    harness.assert()
    #expect(await store.saveAttempts == 0, "nothing is written, not even tried")
  }

  @Test(arguments: [SaveProblem.anotherSumCalc, .noHome])
  func aStoreThatWillNotSaveSaysSoBeforeTheFirstChange(problem: SaveProblem) async {
    let saved = CalculatorData(numbers: [5], result: .expression)
    let store = MemorySessionStore(stored: saved)
    await store.refuseToSave(because: problem)
    let harness = await loaded(store)
    await harness.receive {
      $0.screen = .calculator
      $0.data = saved
      $0.saveProblem = problem
    }
    harness.enter(6)
    harness.assert { $0.data.numbers = [5, 6] }
    await harness.drain()
    harness.assert()
    #expect(await store.saves.isEmpty)
  }

  @Test func noHomeStoreLoadsNothingAndRefusesEverySave() async throws {
    let store = UnavailableSessionStore(.noHome)
    #expect(try await store.load() == nil)
    #expect(await store.standingProblem() == .noHome)
    await #expect(throws: SessionSaveError(.noHome)) { try await store.save(CalculatorData()) }
    #expect(try await store.setAside() == nil)
  }

  @Test func aFullListRefusesDigitsAndSaysSoUntilItShrinks() async {
    let almost = [Int](repeating: 1, count: CalculatorData.numberLimit - 1)
    let store = MemorySessionStore(stored: CalculatorData(numbers: almost, result: .expression))
    let harness = await loaded(store)
    await harness.receive {
      $0.screen = .calculator
      $0.data = CalculatorData(numbers: almost, result: .expression)
    }
    harness.enter(7)
    harness.assert { $0.data.numbers.append(7) }
    harness.enter(8)
    harness.assert { $0.listIsFull = true }
    harness.viewModel.onPaste("9 9")
    harness.assert()
    harness.viewModel.onRemoveLast()
    harness.assert {
      $0.data.numbers.removeLast()
      $0.listIsFull = false
    }
    // A paste takes what fits, and says the rest did not.
    harness.viewModel.onPaste("3 4 5")
    harness.assert {
      $0.data.numbers.append(3)
      $0.listIsFull = true
    }
    harness.viewModel.onReset()
    harness.assert {
      $0.data = CalculatorData()
      $0.listIsFull = false
    }
    await harness.drain()
  }
}

/// The buttons of the not-a-file error screen, through the root view.
@MainActor
@Suite struct StateNotAFileScreenTests {
  @Test func enterOnQuitQuits() async {
    let harness = await ScreenScenario.stateIsADirectory.harness(size: Size(width: 80, height: 24))
    #expect(harness.viewModel.focus == .continueWithoutSaving)
    harness.press(.tab)
    #expect(harness.viewModel.focus == .quit)
    #expect(harness.press(.enter) == .quit)
  }

  @Test func aClickOnQuitQuitsAndAClickOnContinueOpensTheCalculator() async throws {
    let harness = await ScreenScenario.stateIsADirectory.harness(size: Size(width: 80, height: 24))
    _ = harness.render()
    let quit = try #require(harness.root.controls.rect(of: .quit))
    let press = MouseEvent(button: .left, action: .press, position: quit.origin)
    #expect(harness.send(.mouse(press)) == .keepRunning)
    #expect(harness.send(.mouse(MouseEvent(button: .left, action: .release, position: quit.origin))) == .quit)

    let proceed = try #require(harness.root.controls.rect(of: .continueWithoutSaving))
    harness.send(.mouse(MouseEvent(button: .left, action: .press, position: proceed.origin)))
    harness.send(.mouse(MouseEvent(button: .left, action: .release, position: proceed.origin)))
    #expect(harness.viewModel.screen == .calculator)
    let screen = harness.render().text
    #expect(screen.contains("Not saved: the state path is a directory"), "\(screen)")
  }

  @Test func theScreenSaysWhatThePathIsInEveryLanguage() async {
    for language in Language.allCases {
      let harness = await ScreenScenario.stateIsADirectory.harness(
        language: language, size: Size(width: 80, height: 24))
      let text = harness.render().text.replacingOccurrences(of: "\n", with: " ")
      let kind = Localizer(language).describe(.directory)
      #expect(text.contains(kind), "\(language): \(text)")
    }
  }
}
