import Observation
import SumCalcModel
import TerminalUI
import TerminalUITesting
import Testing

@testable import SumCalcFeature

/// A router with a manual clock and an in-memory store, as the app wires it: the work it starts is
/// awaited through the clock and the state it changes (`until`) — nothing sleeps in real time, and a
/// test that ends with work waiting on the clock fails.
@MainActor
final class RouterHarness {
  let clock = ManualClock()
  let store: MemorySessionStore
  let router: AppRouter
  let startupDelay: Duration
  private let requiresQuietEnd: Bool
  private let createdAt: SourceLocation

  /// `language` is the locale's; `commandLine` what `--lang` and `--calc-delay` would set.
  init(
    store: MemorySessionStore = MemorySessionStore(), startupDelay: Duration = .seconds(3),
    language: Language = .en, commandLine: SettingsOverrides = SettingsOverrides(), requiresQuietEnd: Bool = true,
    showsEveryLanguage: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.store = store
    self.startupDelay = startupDelay
    self.requiresQuietEnd = requiresQuietEnd
    createdAt = sourceLocation
    router = AppRouter(
      store: store, clock: clock, startupDelay: startupDelay, overrides: commandLine, localeLanguage: language,
      showsEveryLanguage: showsEveryLanguage)
  }

  isolated deinit {
    let waiting = clock.sleeperCount
    if requiresQuietEnd, waiting > 0 {
      Issue.record("the test ended with \(waiting) task(s) still waiting on the clock", sourceLocation: createdAt)
    }
  }

  var route: Route { router.route }
  var session: Session { router.session }

  /// Shows the loading screen, as the app does, and waits for its delay to start.
  func start() async {
    router.start()
    if startupDelay > .zero { await clock.sleepers(1) }
  }

  /// Starts, lets the start-up delay pass and the session be read: the calculator (or an error).
  func finishLoading(sourceLocation: SourceLocation = #_sourceLocation) async {
    await start()
    await clock.advance(by: startupDelay)
    await leaveLoading(sourceLocation: sourceLocation)
  }

  /// Waits for the route to change from what it is now: work an intent started has ended (Start
  /// fresh moved the file aside).
  func routeChange(sourceLocation: SourceLocation = #_sourceLocation) async {
    let before = route
    let router = router
    let changed = await until { router.route != before }
    #expect(changed, "the screen never changed", sourceLocation: sourceLocation)
  }

  /// Waits until the loading screen's work has ended and another screen shows.
  func leaveLoading(sourceLocation: SourceLocation = #_sourceLocation) async {
    let router = router
    let ended = await until { router.route.loading == nil }
    #expect(ended, "loading never ended", sourceLocation: sourceLocation)
  }

  /// The calculator the route shows or goes back to.
  var calculator: CalculatorViewModel {
    guard let calculator = router.route.activeCalculator else { preconditionFailure("no calculator yet: \(route)") }
    return calculator
  }

  var loading: LoadingViewModel? { route.loading }

  var history: HistoryViewModel? {
    switch route {
    case .history(let history, _), .help(_, over: .history(let history, _)): history
    default: nil
    }
  }

  var settings: SettingsViewModel? {
    if case .settings(let settings, _) = route { settings } else { nil }
  }

  var help: HelpViewModel? {
    if case .help(let help, _) = route { help } else { nil }
  }

  var error: ErrorViewModel? {
    if case .error(let error) = route { error } else { nil }
  }

  /// Enters `digits` and calculates their sum to the end.
  func calculate(_ digits: [Int], sourceLocation: SourceLocation = #_sourceLocation) async {
    for digit in digits { calculator.onAddNumber(digit) }
    calculator.onSubmit()
    await finishCalculating(sourceLocation: sourceLocation)
  }

  /// Lets a calculation under way take its delay and end.
  func finishCalculating(sourceLocation: SourceLocation = #_sourceLocation) async {
    let calculator = calculator
    guard calculator.state.isCalculating else { return }
    await clock.sleepers(1)
    await clock.advance(by: session.calculationDelay)
    #expect(await until { !calculator.state.isCalculating }, "the sum never came", sourceLocation: sourceLocation)
  }
}

extension Route {
  /// The loading screen's view model, while it shows.
  var loading: LoadingViewModel? {
    if case .loading(let loading) = self { loading } else { nil }
  }
}
