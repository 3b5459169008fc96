import Glibc
import SumCalcModel
import TerminalUITesting
import TestSupport
import Testing

@testable import SessionStorage
@testable import SumCalcFeature

/// The router over a real session file with no start-up delay: the session is read before
/// `start()` returns, so the first frame shows it (or its error), through links and locks too.
@MainActor
@Suite struct RouterWithFileStoreTests {
  @Test func withNoDelayTheSavedSessionIsThereWhenStartReturns() async throws {
    try await withSessionScratchDirectory { directory in
      let path = directory + "/state.json"
      let saved = CalculatorData(numbers: [4, 5], result: .expression, tape: [TapeEntry(numbers: [1, 2], sum: 3)])
      try FileSessionStore(path: path).saveNow(saved)
      let router = AppRouter(
        store: FileSessionStore(path: path), clock: ManualClock(), startupDelay: .zero)
      router.start()
      // Before anything else runs: no suspension came between the start and the calculator.
      #expect(router.route == router.route.activeCalculator.map(Route.calculator))
      #expect(router.route.activeCalculator?.state == CalculatorState(data: saved).kept(at: path))
      await router.stop()
    }
  }

  @Test func withNoDelayASessionAnotherSumCalcHoldsShowsWithItsNoticeThroughASymlink() async throws {
    try await withSessionScratchDirectory { directory in
      let path = directory + "/state.json"
      let saved = CalculatorData(numbers: [7], result: .expression)
      let first = FileSessionStore(path: path)
      try first.saveNow(saved)
      _ = try first.loadNow()  // the first SumCalc holds the session's lock
      #expect(symlink("state.json", directory + "/link.json") == 0)
      let router = AppRouter(
        store: FileSessionStore(path: directory + "/link.json"), clock: ManualClock(), startupDelay: .zero)
      router.start()
      #expect(
        router.route.activeCalculator?.state
          == CalculatorState(data: saved, saveProblem: .anotherSumCalc).kept(at: directory + "/link.json"))
      await router.stop()
    }
  }

  @Test func withNoDelayAnUnreadableSessionShowsItsErrorAtOnce() async throws {
    try await withSessionScratchDirectory { directory in
      let path = directory + "/state.json"
      try SessionDisk.write("{ not json", to: path)
      let router = AppRouter(
        store: FileSessionStore(path: path), clock: ManualClock(), startupDelay: .zero)
      router.start()
      guard case .error(let error) = router.route else {
        Issue.record("expected the unreadable-session error")
        return
      }
      #expect(error.state == ErrorState(cause: .unreadableSession(path: path, reason: .notJSON, canStartFresh: true)))
      await router.stop()
    }
  }
}
