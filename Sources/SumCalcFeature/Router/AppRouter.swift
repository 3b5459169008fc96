import Observation
import SumCalcModel

/// Owns the route, and is the only code that changes it: it makes each screen's view model with
/// the one closure that leads on from it (seed 003's first way — a view model says "History was
/// asked for", not which screen comes next), connects the view models to the session they share,
/// and gives each screen's work the screen's lifetime. It builds and connects; it relays no data.
@MainActor
@Observable
public final class AppRouter {
  /// The screen showing; the first loading screen until another is shown.
  public var route: Route { shown ?? .loading(firstLoading) }
  /// The model every screen reads: the numbers, the tape, the settings.
  public let session: Session
  /// The error screen's Quit was pressed: the program ends (`RoutedApp` ends the loop).
  public private(set) var isFinished = false

  /// The route set by `show`; nil: the first loading screen, made when first asked for (its events
  /// come back to this router, which must exist first).
  private var shown: Route?
  @ObservationIgnored private lazy var firstLoading = loading(delay: startupDelay, attempt: 1)

  /// The work of the screen that shows (reading the session while the loading screen does), as
  /// SwiftUI's `.task`: started with the screen, cancelled when it goes or the program ends.
  @ObservationIgnored private var screenWork: Task<Void, Never>?
  @ObservationIgnored private let store: any SessionStore
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored private let startupDelay: Duration

  /// A router that reads and keeps the session in `store`, with time from `clock`. It starts on
  /// the loading screen, whose work begins with `start()` (the run loop calls it before the first
  /// frame). `overrides` are what the command line set for this run; `localeLanguage` speaks
  /// where nothing else names a language; `showsEveryLanguage` is false where the terminal shows
  /// ASCII alone (English then).
  public init(
    store: any SessionStore, clock: some Clock<Duration>, startupDelay: Duration,
    overrides: SettingsOverrides = SettingsOverrides(), localeLanguage: Language = .en, showsEveryLanguage: Bool = true
  ) {
    self.store = store
    self.clock = clock
    self.startupDelay = startupDelay
    session = Session(
      store: store, overrides: overrides, localeLanguage: localeLanguage, showsEveryLanguage: showsEveryLanguage)
  }

  /// The loading screen's work: the session is read for at least the start-up delay; with none,
  /// at once, and the calculator is the first screen drawn.
  public func start() {
    guard case .loading(let loading) = route else { return }
    show(loading)
  }

  /// The program ends: the screen's work, the calculation and Start fresh's stop, and the last save
  /// is awaited.
  public func stop() async {
    screenWork?.cancel()
    route.activeCalculator?.stop()
    if case .error(let error) = route { error.stop() }
    await session.finishSaving()
  }

  /// An Esc that left History, Settings or Help was the first byte of another key: that screen
  /// shows again, its view model as it was.
  public func restore(_ route: Route) {
    show(route)
  }

  // MARK: The one place the route changes

  private func show(_ newRoute: Route, work: (() async -> Void)? = nil) {
    screenWork?.cancel()
    screenWork = nil
    shown = newRoute
    // Started at once, up to its first wait: with no delay, the session is read before this returns
    // (and the route has moved on, so the finished work is not kept).
    if let work {
      let task = Task.immediate { await work() }
      if route == newRoute { screenWork = task }
    }
  }

  /// A loading screen that reads the session for at least `delay`; `attempt` counts the reads of
  /// an unreadable session.
  private func loading(delay: Duration, attempt: Int) -> LoadingViewModel {
    LoadingViewModel(session: session, store: store, clock: clock, delay: delay) { [weak self] event in
      switch event {
      case .loaded: self?.showCalculator()
      case .failed(let error): self?.showError(error, attempts: attempt)
      }
    }
  }

  /// Shows `loading`, its work the screen's task.
  private func show(_ loading: LoadingViewModel) {
    show(.loading(loading)) { await loading.start() }
  }

  private func showCalculator() {
    let calculator = CalculatorViewModel(session: session, clock: clock) { [weak self] event in
      switch event {
      case .historyRequested(let selection): self?.showHistory(selecting: selection)
      case .helpRequested: self?.showHelp()
      case .settingsRequested: self?.showSettings()
      }
    }
    show(.calculator(calculator))
  }

  private func showHistory(selecting selection: Int) {
    guard case .calculator(let calculator) = route else { return }
    let history = HistoryViewModel(session: session, selecting: selection, recall: calculator.recall) {
      [weak self] event in
      switch event {
      case .closed, .recalled: self?.show(.calculator(calculator))
      case .helpRequested: self?.showHelp()
      }
    }
    show(.history(history, over: calculator))
  }

  /// Help over what shows; back, everything is as it was.
  private func showHelp() {
    let below = route
    let help = HelpViewModel(session: session) { [weak self] event in
      switch event {
      case .closed: self?.show(below)
      }
    }
    show(.help(help, over: below))
  }

  private func showSettings() {
    guard case .calculator(let calculator) = route else { return }
    let settings = SettingsViewModel(session: session) { [weak self] event in
      switch event {
      case .closed: self?.show(.calculator(calculator))
      }
    }
    show(.settings(settings, over: calculator))
  }

  private func showError(_ error: SessionLoadError, attempts: Int) {
    let cause: ErrorCause =
      if case .notAFile(let kind) = error.problem {
        .stateNotAFile(path: store.location, kind: kind)
      } else {
        .unreadableSession(path: store.location, reason: error.problem, canStartFresh: error.canSetAside)
      }
    let screen = ErrorViewModel(cause: cause, attempts: attempts, session: session, store: store) {
      [weak self] event in
      guard let self else { return }
      switch event {
      case .retryRequested: show(loading(delay: .zero, attempt: attempts + 1))
      case .startedFresh, .continuedWithoutSaving: showCalculator()
      case .quitRequested: isFinished = true
      }
    }
    show(.error(screen))
  }
}
