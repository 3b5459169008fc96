import Observation
import SumCalcFeature
import SumCalcModel
import TerminalUI

/// The real view model and root, brought into each state the benchmark draws, the way the
/// program gets there: through the view model's own intents, with no saved session.
@MainActor
final class Scenario {
  let router: AppRouter
  let root: RoutedApp<AppRouter>
  /// The frame last drawn: input goes to it, as the run loop hands it on.
  private var frame: Frame?

  init(router: AppRouter, root: RoutedApp<AppRouter>) {
    self.router = router
    self.root = root
  }

  /// A fresh router, still on the loading screen (its work not started).
  static func loading(store: any SessionStore = NoSessionStore()) -> Scenario {
    let router = AppRouter(store: store, clock: ContinuousClock(), startupDelay: .zero, localeLanguage: .en)
    return Scenario(router: router, root: RoutedApp(router))
  }

  /// The calculator the route shows.
  var calculator: CalculatorViewModel {
    guard case .calculator(let calculator) = router.route else { preconditionFailure("not on the calculator") }
    return calculator
  }

  /// The calculator screen, with `count` numbers entered (digits 1 to 9, then 0, repeating).
  static func calculator(numbers count: Int) async -> Scenario {
    let scenario = loading()
    scenario.router.start()  // with no start-up delay, the session is read before this returns
    for index in 0..<count { scenario.calculator.onAddNumber((index + 1) % 10) }
    precondition(scenario.calculator.state.data.numbers.count == count)
    await settle()
    return scenario
  }

  /// The error screen: a saved session that cannot be read (`Retry`, `Start fresh`).
  static func error() async -> Scenario {
    let scenario = loading(store: UnreadableSessionStore())
    scenario.router.start()
    guard case .error = scenario.router.route else { preconditionFailure("the error screen did not show") }
    return scenario
  }

  /// Draws the screen as the program does: under observation tracking, so that a change to
  /// anything the drawing read schedules the next frame.
  func render(size: Size, elapsed: Duration = .zero) -> Buffer {
    let drawn = withObservationTracking {
      root.render(size: size, elapsed: elapsed)
    } onChange: {
    }
    frame = drawn
    return drawn.buffer
  }

  /// `event` on the frame last drawn.
  func handle(_ event: InputEvent) {
    _ = frame?.handle(event, at: .zero)
  }
}

/// Lets the view model's background work (the save that follows each change) run to its end, so
/// every timed keystroke starts from a quiet state, as it does in the program.
@MainActor
func settle() async {
  for _ in 0..<4 { await Task.yield() }
}

/// A saved session that is not JSON, for the error screen.
struct UnreadableSessionStore: SessionStore {
  var location: String { "/home/user/.local/state/sumcalc/state.json" }
  nonisolated(nonsending) func load() async throws(SessionLoadError) -> SavedSession? {
    throw SessionLoadError(.notJSON)
  }
  nonisolated(nonsending) func save(_ session: SavedSession) async throws(SessionSaveError) {}
  func setAside() async throws(SessionSaveError) -> String? { nil }
}
