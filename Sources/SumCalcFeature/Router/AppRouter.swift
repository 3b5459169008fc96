import Observation
import SumCalcModel

/// Owns the route, and is the only code that changes it: it makes each screen's view model with
/// the closures that lead on from it (seed 003's first way — a view model says "the sum was
/// recalled", not which screen comes next), and gives each screen's work the screen's lifetime.
@MainActor
@Observable
public final class AppRouter {
  public private(set) var route: Route

  /// The work of the screen that shows (reading the session while the loading screen does), as
  /// SwiftUI's `.task`: started with the screen, cancelled when it goes or the user quits.
  @ObservationIgnored public private(set) var screenWork: Task<Void, Never>?
  @ObservationIgnored private let store: any SessionStore
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored private let startupDelay: Duration
  @ObservationIgnored private let calculationDelay: Duration

  /// A router that reads and keeps the session in `store`, with time from `clock`. Until `start()`
  /// (the run loop calls it, as a window appears), the loading screen shows with its work not
  /// begun: the route always names a screen, and its work starts with the first frame.
  public init(
    store: any SessionStore, clock: some Clock<Duration>, startupDelay: Duration, calculationDelay: Duration
  ) {
    self.store = store
    self.clock = clock
    self.startupDelay = startupDelay
    self.calculationDelay = calculationDelay
    route = .loading(
      LoadingViewModel(store: store, clock: clock, delay: startupDelay, loaded: { _, _ in }, failed: { _ in }))
  }

  /// Shows the loading screen for at least the start-up delay; with none, the session is read at
  /// once and the calculator is the first screen.
  public func start() {
    showLoading(delay: startupDelay)
  }

  /// The program ends: the screen's work and the calculation stop, and the last save is awaited.
  public func stop() async {
    screenWork?.cancel()
    await route.activeCalculator?.onQuit()
  }

  // MARK: The one place the route changes

  private func show(_ newRoute: Route, work: (() async -> Void)? = nil) {
    screenWork?.cancel()
    screenWork = nil
    route = newRoute
    // Started at once, up to its first wait: with no delay, the session is read before this returns
    // (and the route has moved on, so the finished work is not kept).
    if let work {
      let task = Task.immediate { await work() }
      if route == newRoute { screenWork = task }
    }
  }

  /// The loading screen; `attempt` counts the reads of an unreadable session (Retry reads again).
  private func showLoading(delay: Duration, attempt: Int = 1) {
    let loading = LoadingViewModel(
      store: store, clock: clock, delay: delay,
      loaded: { [weak self] data, problem in self?.showCalculator(data ?? CalculatorData(), problem: problem) },
      failed: { [weak self] error in self?.showError(error, attempts: attempt) })
    show(.loading(loading), work: loading.onFirstLoading)
  }

  /// The calculator with `data`, keeping its changes in the store unless `saving` is false.
  private func showCalculator(
    _ data: CalculatorData, problem: SaveProblem?, saving: Bool = true, keptAside: String? = nil
  ) {
    let calculator = CalculatorViewModel(
      data: data, saveProblem: problem, store: saving ? store : nil, keptAside: keptAside, clock: clock,
      calculationDelay: calculationDelay,
      openHistory: { [weak self] selection in self?.showHistory(selecting: selection) },
      sumAdded: { [weak self] tape in self?.route.activeHistory?.onNewSum(tape: tape) })
    show(.calculator(calculator))
  }

  private func showHistory(selecting selection: Int) {
    guard case .calculator(let calculator) = route else { return }
    let history = HistoryViewModel(
      tape: calculator.state.data.tape, selecting: selection,
      recall: { [weak self] entry in
        guard calculator.onRecall(entry) else { return false }
        self?.show(.calculator(calculator))
        return true
      },
      close: { [weak self] in self?.show(.calculator(calculator)) })
    show(.history(history, over: calculator))
  }

  /// `?` or F1 on the calculator or History: Help over it; back, everything is as it was.
  func showHelp() {
    let below = route
    let help = HelpViewModel(sessionFile: below.activeCalculator?.state.sessionKeptIn) { [weak self] in
      self?.show(below)
    }
    show(.help(help, over: below))
  }

  private func showError(_ error: SessionLoadError, attempts: Int) {
    let cause: ErrorCause =
      if case .notAFile(let kind) = error.problem {
        .stateNotAFile(path: store.location, kind: kind)
      } else {
        .unreadableSession(path: store.location, reason: error.problem, canStartFresh: error.canSetAside)
      }
    let screen = ErrorViewModel(
      cause: cause, attempts: attempts, store: store,
      retry: { [weak self] in self?.showLoading(delay: .zero, attempt: attempts + 1) },
      startedFresh: { [weak self] aside in self?.showCalculator(CalculatorData(), problem: nil, keptAside: aside) },
      continueWithoutSaving: { [weak self] kind in
        self?.showCalculator(CalculatorData(), problem: .savingOff(kind), saving: false)
      })
    show(.error(screen))
  }
}
