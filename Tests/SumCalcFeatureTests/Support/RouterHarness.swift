import Observation
import SumCalcModel
import TerminalUI
import Testing

@testable import SumCalcFeature

/// Which screen a route shows, for tests to compare.
enum RouteKind: Hashable {
  case loading, calculator, history, help, error
}

extension Route {
  var kind: RouteKind {
    switch self {
    case .loading: .loading
    case .calculator: .calculator
    case .history: .history
    case .help: .help
    case .error: .error
    }
  }
}

/// A router with a manual clock and an in-memory store, as the app wires it: the work it starts is
/// awaited through the clock, the screen's task and the store — nothing polls, nothing waits in
/// real time, and a test that ends with work waiting on the clock fails.
@MainActor
final class RouterHarness {
  let clock = ManualClock()
  let store: MemorySessionStore
  let router: AppRouter
  let startupDelay: Duration
  private let requiresQuietEnd: Bool
  private let createdAt: SourceLocation

  init(
    store: MemorySessionStore = MemorySessionStore(), startupDelay: Duration = .seconds(3),
    calculationDelay: Duration = .seconds(3), requiresQuietEnd: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.store = store
    self.startupDelay = startupDelay
    self.requiresQuietEnd = requiresQuietEnd
    createdAt = sourceLocation
    router = AppRouter(store: store, clock: clock, startupDelay: startupDelay, calculationDelay: calculationDelay)
  }

  isolated deinit {
    let waiting = clock.sleeperCount
    if requiresQuietEnd, waiting > 0 {
      Issue.record("the test ended with \(waiting) task(s) still waiting on the clock", sourceLocation: createdAt)
    }
  }

  /// Shows the loading screen, as the app does, and waits for its delay to start.
  func start() async {
    router.start()
    if startupDelay > .zero { await clock.sleepers(1) }
  }

  /// Starts, lets the start-up delay pass and the session be read: the calculator (or an error).
  func finishLoading() async {
    await start()
    await clock.advance(by: startupDelay)
    await router.screenWork?.value
  }

  /// Waits for the route to change — work an intent started has ended (Start fresh moved the file
  /// aside). Event-driven, through observation: it resumes once the change is made.
  func routeChange() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      withObservationTracking {
        _ = router.route
      } onChange: {
        continuation.resume()
      }
    }
  }

  var kind: RouteKind { router.route.kind }

  /// The calculator the route shows or goes back to.
  var calculator: CalculatorViewModel {
    guard let calculator = router.route.activeCalculator else { preconditionFailure("no calculator yet: \(kind)") }
    return calculator
  }

  var history: HistoryViewModel? { router.route.activeHistory }

  var help: HelpViewModel? {
    if case .help(let help, _) = router.route { help } else { nil }
  }

  var error: ErrorViewModel? {
    if case .error(let error) = router.route { error } else { nil }
  }

  /// Enters `digits` and calculates their sum to the end.
  func calculate(_ digits: [Int]) async {
    for digit in digits { calculator.onAddNumber(digit) }
    let calculation = calculator.onSubmit()
    if calculation != nil {
      await clock.sleepers(1)
      await clock.advance(by: .seconds(3))
    }
    await calculation?.value
  }
}
