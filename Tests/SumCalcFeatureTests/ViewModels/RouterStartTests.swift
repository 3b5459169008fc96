import SumCalcModel
import TerminalUI
import TerminalUITesting
import Testing

@testable import SumCalcFeature

/// The router's start: the loading screen for the start-up delay, then the first screen the
/// session gives, and where the store's reads and saves run. Time from a manual clock.
@MainActor
@Suite struct RouterStartTests {
  @Test func loadingStaysForTheStartupDelayThenTheRestoredSessionShows() async {
    let saved = CalculatorData(numbers: [2, 2], result: .expression, tape: [TapeEntry(numbers: [1], sum: 1)])
    let harness = RouterHarness(store: MemorySessionStore(stored: saved))
    let loading = harness.route
    #expect(loading.loading?.state == LoadingState(isReading: false), "nothing read before the screen's task starts")
    await harness.start()
    #expect(harness.route == loading && loading.loading?.state == LoadingState(isReading: true))
    await harness.clock.advance(by: .milliseconds(2999))
    #expect(harness.route == loading)
    await harness.clock.advance(by: .milliseconds(1))
    await harness.leaveLoading()
    #expect(harness.route == .calculator(harness.calculator))
    #expect(harness.calculator.state == CalculatorState(data: saved).kept(at: harness.store.location))
  }

  @Test func anEmptyStoreGivesAnEmptyCalculator() async {
    let harness = RouterHarness()
    await harness.finishLoading()
    #expect(harness.calculator.state == CalculatorState().kept(at: harness.store.location))
    #expect(await harness.store.loadCount == 1)
  }

  @Test(arguments: [nil, SessionProblem.notJSON])
  func quittingDuringLoadingStopsItForGood(failure: SessionProblem?) async {
    let store = MemorySessionStore()
    await store.failLoads(with: failure)
    let harness = RouterHarness(store: store)
    let loading = harness.route
    await harness.start()
    await harness.router.stop()
    await harness.clock.advance(by: .seconds(10))
    #expect(harness.route == loading, "cancelled (the user quit): nothing more happens")
  }

  @Test("a standing problem (another SumCalc, no home) shows with the first calculator frame")
  func standingProblem() async {
    let store = MemorySessionStore()
    await store.refuseToSave(because: .anotherSumCalc)
    let harness = RouterHarness(store: store)
    await harness.finishLoading()
    #expect(harness.calculator.state == CalculatorState(saveProblem: .anotherSumCalc).kept(at: harness.store.location))
  }

  // MARK: With no start-up delay

  @Test func withoutADelayTheReadRunsOnTheMainActorAndWithOneOffIt() async {
    let now = IsolationRecordingStore()
    let first = AppRouter(store: now, clock: ManualClock(), startupDelay: .zero)
    first.start()
    #expect(now.readOnMainActor == true)
    #expect(first.route.activeCalculator != nil, "read before start() returned: the calculator is the first screen")
    let later = IsolationRecordingStore()
    let clock = ManualClock()
    let second = AppRouter(store: later, clock: clock, startupDelay: .seconds(1))
    second.start()
    await clock.sleepers(1)
    await clock.advance(by: .seconds(1))
    #expect(await until { second.route.activeCalculator != nil })
    #expect(later.readOnMainActor == false)
  }

  /// A save runs where the calculator asks for it: a store that keeps nothing (`--no-state`) then
  /// starts no thread for nothing, and the file store moves its own writing off the main actor.
  @Test func aSaveRunsOnTheMainActorThatAsksForIt() async {
    let store = IsolationRecordingStore()
    let router = AppRouter(store: store, clock: ManualClock(), startupDelay: .zero)
    router.start()
    router.route.activeCalculator?.onAddNumber(5)
    #expect(await until { store.savedOnMainActor != nil })
    #expect(store.savedOnMainActor == true)
  }

  @Test func withoutADelayAnUnreadableSessionIsTheFirstScreen() async {
    let store = IsolationRecordingStore(failure: .notJSON)
    let router = AppRouter(store: store, clock: ManualClock(), startupDelay: .zero)
    router.start()
    guard case .error(let error) = router.route else {
      Issue.record("the error screen was not there when start() returned: \(router.route)")
      return
    }
    #expect(store.readOnMainActor == true)
    let cause = ErrorCause.unreadableSession(path: store.location, reason: .notJSON, canStartFresh: true)
    #expect(error.state == ErrorState(cause: cause, focus: .retry))
  }
}

/// A store that notes where its `load` and its last `save` ran: on the main actor or off it.
private final class IsolationRecordingStore: SessionStore, @unchecked Sendable {
  private(set) var readOnMainActor: Bool?
  private(set) var savedOnMainActor: Bool?
  /// What every read fails with; nil, reads find no session.
  private let failure: SessionProblem?
  var location: String { "" }

  init(failure: SessionProblem? = nil) { self.failure = failure }

  nonisolated(nonsending) func load() async throws(SessionLoadError) -> SavedSession? {
    readOnMainActor = #isolation === MainActor.shared
    if let failure { throw SessionLoadError(failure) }
    return nil
  }

  nonisolated(nonsending) func save(_ session: SavedSession) async throws(SessionSaveError) {
    savedOnMainActor = #isolation === MainActor.shared
  }
  func setAside() async throws(SessionSaveError) -> String? { nil }
}
