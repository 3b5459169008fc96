import TerminalUI
import Testing

@testable import SumCalcFeature

/// The saved session: unreadable sessions, Retry, Start fresh, and saving after every change.
@MainActor
@Suite struct ViewModelSessionTests {
  /// A harness whose store cannot be read, showing the unreadable-session error.
  private func unreadable(_ problem: SessionProblem) async -> ViewModelHarness {
    let store = MemorySessionStore()
    await store.failLoads(with: problem)
    let harness = ViewModelHarness(store: store)
    await harness.startLoading()
    await harness.clock.advance(by: .milliseconds(2999))
    harness.assert()  // a failed read also waits out the startup delay
    await harness.clock.advance(by: .milliseconds(1))
    await harness.receive {
      // Start fresh where the file's content is the problem (a file is there to keep aside).
      let content = [.notJSON, .wrongContent, .tooLarge].contains(problem) || problem == .unknownVersion(7)
      $0.screen = .error(.unreadableSession(path: store.location, reason: problem, canStartFresh: content))
      $0.focus = .retry
    }
    return harness
  }

  @Test(arguments: [
    SessionProblem.notJSON, .unknownVersion(7), .wrongContent, .tooLarge, .permissionDenied,
    .other("disk on fire"),
  ])
  func anUnreadableSessionShowsTheErrorWithRetryFocused(problem: SessionProblem) async {
    let harness = await unreadable(problem)
    harness.enter(1)  // the calculator's intents do nothing here
    harness.viewModel.onSubmit()
    harness.viewModel.onReset()
    harness.viewModel.onRemoveLast()
    await harness.drain()
    harness.assert()
    #expect(await harness.store.saveAttempts == 0)
  }

  @Test func retryFailsAgainWhileTheFileIsBrokenThenSucceedsOnceFixed() async {
    let harness = await unreadable(.notJSON)
    let store = harness.store
    harness.viewModel.onRetry()
    harness.assert { $0.screen = .loading }
    await harness.clock.advance(by: .zero)  // no second startup delay
    await harness.receive { $0.screen = .error(.unreadableSession(path: store.location, reason: .notJSON)) }

    await store.failLoads(with: nil)
    harness.viewModel.onPress(.retry)
    harness.assert { $0.screen = .loading }
    await harness.clock.advance(by: .zero)
    await harness.receive {
      $0.screen = .calculator
      $0.focus = .calculate
    }
    #expect(await store.loadCount == 3)
    #expect(await store.setAsideCount == 0)
  }

  @Test func retryRestoresTheSessionOnceReadable() async {
    let saved = CalculatorData(numbers: [2, 2], result: .expression, tape: [TapeEntry(numbers: [1], sum: 1)])
    let store = MemorySessionStore(stored: saved)
    await store.failLoads(with: .permissionDenied)
    let harness = ViewModelHarness(store: store)
    await harness.startLoading()
    await harness.clock.advance(by: .seconds(3))
    await harness.receive {
      $0.screen = .error(.unreadableSession(path: store.location, reason: .permissionDenied, canStartFresh: false))
      $0.focus = .retry
    }
    await store.failLoads(with: nil)
    harness.viewModel.onRetry()
    harness.assert { $0.screen = .loading }
    await harness.receive {
      $0.screen = .calculator
      $0.focus = .calculate
      $0.data = saved
    }
  }

  @Test func startFreshSetsTheFileAsideAndOpensAnEmptyCalculator() async {
    let harness = await unreadable(.wrongContent)
    harness.viewModel.onFocus(.startFresh)
    harness.assert { $0.focus = .startFresh }
    harness.viewModel.onPress(.startFresh)
    await harness.receive {
      $0.screen = .calculator
      $0.focus = .calculate
    }
    #expect(await harness.store.setAsideCount == 1)
    harness.enter(1)  // and it works, and saves
    harness.assert {
      $0.data.numbers = [1]
      $0.data.result = .expression
    }
    await harness.drain()
    #expect(await harness.store.stored == CalculatorData(numbers: [1], result: .expression))
  }

  @Test func startFreshThatCannotSetTheFileAsideSaysWhy() async {
    let harness = await unreadable(.notJSON)
    await harness.store.failSetAside(with: "read-only file system")
    harness.viewModel.onStartFresh()
    await harness.receive {
      $0.screen = .error(
        .unreadableSession(path: harness.store.location, reason: .other("read-only file system")))
    }
    #expect(await harness.store.setAsideCount == 1)
  }

  @Test func whileStartFreshMovesTheFileNeitherButtonCanBePressedAgain() async {
    let harness = await unreadable(.notJSON)
    harness.viewModel.onStartFresh()
    harness.assert { $0.screen = .loading }  // the buttons are gone at once
    harness.viewModel.onRetry()
    harness.viewModel.onStartFresh()
    harness.assert()
    await harness.receive {
      $0.screen = .calculator
      $0.focus = .calculate
    }
    #expect(await harness.store.setAsideCount == 1)
    #expect(await harness.store.loadCount == 1)
  }

  @Test func startFreshHonoursATooSmallTerminal() async {
    let harness = await unreadable(.notJSON)
    let small = Size(width: 20, height: 20)
    harness.viewModel.onTerminalResized(small)
    harness.assert()
    harness.viewModel.onStartFresh()
    await harness.receive {
      $0.screen = .error(.terminalTooSmall(needed: ViewModelHarness.minimumSize, actual: small))
    }
  }

  @Test func everyChangeIsSavedAndTheStoreEndsWithTheLatestData() async {
    let harness = ViewModelHarness()
    await harness.loadEmptyCalculator()
    let store = harness.store
    func expectSaved(sourceLocation: SourceLocation = #_sourceLocation) async {
      let data = harness.viewModel.data
      await harness.drain()
      #expect(await store.stored == data, sourceLocation: sourceLocation)
    }
    harness.enter(1)
    harness.assert {
      $0.data.numbers = [1]
      $0.data.result = .expression
    }
    await expectSaved()
    harness.enter(2, 3)
    harness.viewModel.onRemoveLast()
    harness.assert { $0.data.numbers = [1, 2] }
    await expectSaved()
    await harness.submitAndWaitForCalculation()
    harness.assert { $0.data.isCalculating = true }
    await harness.clock.advance(by: .seconds(3))
    await harness.receive {
      $0.data = CalculatorData(result: .sum(3), tape: [TapeEntry(numbers: [1, 2], sum: 3)])
    }
    await expectSaved()
    harness.viewModel.onSubmit()
    harness.assert { $0.data.result = .noNumbers }
    await expectSaved()
    harness.viewModel.onReset()
    harness.assert { $0.data.result = .prompt }
    await expectSaved()
  }

  @Test func aFailedSaveIsReportedAndTheNextGoodSaveClearsIt() async {
    let harness = ViewModelHarness()
    await harness.loadEmptyCalculator()
    await harness.store.failSaves(with: "no space left on device")
    harness.enter(4)
    harness.assert {
      $0.data.numbers = [4]
      $0.data.result = .expression
    }
    await harness.receive { $0.saveProblem = .system("no space left on device") }
    harness.enter(5)
    harness.assert { $0.data.numbers = [4, 5] }
    await harness.drain()
    harness.assert()  // still failing: still reported
    #expect(await harness.store.stored == nil)

    await harness.store.failSaves(with: nil)
    harness.enter(6)
    harness.assert { $0.data.numbers = [4, 5, 6] }
    await harness.receive { $0.saveProblem = nil }
    #expect(await harness.store.stored == CalculatorData(numbers: [4, 5, 6], result: .expression))
  }
}
