import Glibc
import TerminalUI
import TestSupport
import Testing

@testable import SumCalcFeature

/// With no start-up delay the session is read before the loop draws its first frame, so the first
/// frame is the restored calculator (or the error), never a loading screen shown for a moment.
@MainActor
@Suite struct ViewModelNoStartupDelayTests {
  private func viewModel(
    store: any SessionStore, startupDelay: Duration = .zero, clock: ManualClock = ManualClock()
  ) -> CalculatorViewModel {
    CalculatorViewModel(
      clock: clock, startupDelay: startupDelay, calculationDelay: .seconds(1), store: store,
      minimumCalculatorSize: Size(width: 10, height: 5))
  }

  @Test func theSavedSessionIsThereWhenLoadingStartsWithoutADelay() async throws {
    try await withSessionScratchDirectory { directory in
      let path = directory + "/state.json"
      let saved = CalculatorData(numbers: [4, 5], result: .expression, tape: [TapeEntry(numbers: [1, 2], sum: 3)])
      try FileSessionStore(path: path).saveNow(saved)
      let viewModel = viewModel(store: FileSessionStore(path: path))
      let loading = Task.immediate { await viewModel.onFirstLoading() }
      // Before anything else runs: no suspension came between the start and the calculator.
      #expect(viewModel.screen == .calculator)
      #expect(viewModel.data == saved)
      #expect(!viewModel.isBusy)
      await loading.value
    }
  }

  @Test func aSessionAnotherSumCalcHoldsShowsWithItsNoticeAtOnceThroughASymlink() async throws {
    try await withSessionScratchDirectory { directory in
      let path = directory + "/state.json"
      let saved = CalculatorData(numbers: [7], result: .expression)
      let first = FileSessionStore(path: path)
      try first.saveNow(saved)
      _ = try first.loadNow()  // the first SumCalc holds the session's lock
      #expect(symlink("state.json", directory + "/link.json") == 0)
      let viewModel = viewModel(store: FileSessionStore(path: directory + "/link.json"))
      let loading = Task.immediate { await viewModel.onFirstLoading() }
      #expect(viewModel.screen == .calculator)
      #expect(viewModel.data == saved)
      #expect(viewModel.saveProblem == .anotherSumCalc, "the notice is in the first frame too")
      await loading.value
    }
  }

  @Test func anUnreadableSessionShowsItsErrorAtOnce() async throws {
    try await withSessionScratchDirectory { directory in
      let path = directory + "/state.json"
      try SessionDisk.write("{ not json", to: path)
      let viewModel = viewModel(store: FileSessionStore(path: path))
      let loading = Task.immediate { await viewModel.onFirstLoading() }
      guard case .error(.unreadableSession(let location, _, _)) = viewModel.screen else {
        Issue.record("expected the unreadable-session error, got \(viewModel.screen)")
        return
      }
      #expect(location == path)
      await loading.value
    }
  }

  @Test func noSessionKeptMeansTheCalculatorAtOnce() async {
    let viewModel = viewModel(store: NoSessionStore())
    let loading = Task.immediate { await viewModel.onFirstLoading() }
    #expect(viewModel.screen == .calculator)
    await loading.value
  }

  @Test func withoutADelayTheReadRunsOnTheMainActorAndWithOneOffIt() async {
    let now = IsolationRecordingStore()
    await viewModel(store: now).onFirstLoading()
    #expect(now.readOnMainActor == true)
    let later = IsolationRecordingStore()
    let clock = ManualClock()
    let viewModel = viewModel(store: later, startupDelay: .seconds(1), clock: clock)
    let loading = Task.immediate { await viewModel.onFirstLoading() }
    await clock.sleepers(1)
    await clock.advance(by: .seconds(1))
    await loading.value
    #expect(later.readOnMainActor == false)
    #expect(viewModel.screen == .calculator)
  }

  @Test func aDelayKeepsTheLoadingScreenAndReadsOffTheMainActor() async {
    let viewModel = viewModel(store: NoSessionStore(), startupDelay: .milliseconds(1))
    let loading = Task.immediate { await viewModel.onFirstLoading() }
    #expect(viewModel.screen == .loading)
    loading.cancel()
    await loading.value
    #expect(viewModel.screen == .loading)  // cancelled (the user quit): nothing more happens
  }
}

/// A store that notes where its `load` ran: on the main actor or off it.
private final class IsolationRecordingStore: SessionStore, @unchecked Sendable {
  private(set) var readOnMainActor: Bool?
  var location: String { "" }

  nonisolated(nonsending) func load() async throws(SessionLoadError) -> CalculatorData? {
    readOnMainActor = #isolation === MainActor.shared
    return nil
  }

  func save(_ data: CalculatorData) async throws(SessionSaveError) {}
  func setAside() async throws(SessionSaveError) -> String? { nil }
}
