import Observation
import TerminalUI

/// The calculator's view model: every user intent comes in here, it decides, and it publishes the
/// new state for the screens to draw. It knows no view. Time comes from an injected clock, so tests
/// advance a manual clock instead of sleeping.
@MainActor
@Observable
public final class CalculatorViewModel {
  public internal(set) var data = CalculatorData()
  /// The router: which screen shows.
  public internal(set) var screen: Screen = .loading
  /// The control that Enter and Space press.
  public internal(set) var focus: CalculatorControl = .calculate
  /// Why the session is not being saved: the last save failed (while it keeps failing), or
  /// nothing will be saved this run (another SumCalc writes it, no home, saving turned off).
  public private(set) var saveProblem: SaveProblem?
  /// A digit was refused because the list holds `CalculatorData.numberLimit` numbers.
  public internal(set) var listIsFull = false
  /// The History screen's selection and scroll position.
  public internal(set) var history = HistoryPosition()

  @ObservationIgnored let sleep: @Sendable (Duration) async throws -> Void
  @ObservationIgnored private let startupDelay: Duration
  @ObservationIgnored let calculationDelay: Duration
  @ObservationIgnored private let store: any SessionStore
  @ObservationIgnored private let minimumCalculatorSize: Size
  @ObservationIgnored private var terminalSize: Size?
  @ObservationIgnored var calculation: Task<Void, Never>? {
    didSet { workStarted += 1 }
  }
  @ObservationIgnored private var sessionWork: Task<Void, Never>? {
    didSet { workStarted += 1 }
  }
  @ObservationIgnored private var saving: Task<Void, Never>? {
    didSet { workStarted += 1 }
  }
  /// Counts the work intents have started, so `backgroundWorkFinished` knows when it has seen all.
  @ObservationIgnored private var workStarted = 0
  @ObservationIgnored private var needsSave = false
  /// The user chose to go on without saving (the state path is not a file).
  @ObservationIgnored private var savingOff = false
  /// The calculator's focus while History shows, given back on the way back.
  @ObservationIgnored var calculatorFocus: CalculatorControl = .calculate
  /// The screen a too-small terminal interrupted, shown again once it is large enough.
  @ObservationIgnored private var interrupted: Screen = .calculator

  public init(
    clock: some Clock<Duration>, startupDelay: Duration, calculationDelay: Duration,
    store: any SessionStore = NoSessionStore(), minimumCalculatorSize: Size
  ) {
    self.sleep = { try await clock.sleep(for: $0) }
    self.startupDelay = startupDelay
    self.calculationDelay = calculationDelay
    self.store = store
    self.minimumCalculatorSize = minimumCalculatorSize
  }

  /// True while something is in progress that a spinner shows.
  public var isBusy: Bool { screen == .loading || data.isCalculating }

  // MARK: Loading

  /// The loading screen's work: restores the saved session, taking at least `startupDelay`.
  /// Run it in a task tied to the screen's life; cancelling it (the user quits) stops it.
  public func onFirstLoading() async {
    guard screen == .loading else { return }
    await restoreSession(takingAtLeast: startupDelay)
  }

  private func restoreSession(takingAtLeast delay: Duration) async {
    let result: Result<CalculatorData?, SessionLoadError>
    if delay > .zero {
      // Read off the main actor while the loading screen shows for at least `delay`.
      async let loaded = Self.load(from: store)
      do {
        try await sleep(delay)
      } catch {
        _ = await loaded
        return  // cancelled: the user is quitting
      }
      result = await loaded
    } else {
      // No loading screen asked for: read now, so the first frame already shows the session
      // (a loading screen for the millisecond a small file takes is a flash, not information).
      result = await Self.load(from: store)
    }
    guard !Task.isCancelled else { return }
    switch result {
    case .success(let saved):
      if let saved { data = CalculatorData(numbers: saved.numbers, result: saved.result, tape: saved.tape) }
      saveProblem = await store.standingProblem()
      show(.calculator)
    case .failure(let error):
      if case .notAFile(let kind) = error.problem {
        screen = .error(.stateNotAFile(path: store.location, kind: kind))
        focus = .continueWithoutSaving
      } else {
        screen = .error(
          .unreadableSession(path: store.location, reason: error.problem, canStartFresh: error.canSetAside))
        focus = .retry
      }
    }
  }

  nonisolated(nonsending) private static func load(from store: any SessionStore) async
    -> Result<CalculatorData?, SessionLoadError>
  {
    do throws(SessionLoadError) {
      return .success(try await store.load())
    } catch {
      return .failure(error)
    }
  }

  /// Error screen: read the saved session again.
  public func onRetry() {
    guard case .error(.unreadableSession) = screen else { return }
    screen = .loading
    sessionWork = Task.immediate { await restoreSession(takingAtLeast: .zero) }
  }

  /// Error screen: keep the unreadable file aside and open an empty calculator.
  public func onStartFresh() {
    guard case .error(.unreadableSession(let path, _, true)) = screen else { return }
    // The buttons go while the file is moved, so Retry cannot race with it.
    screen = .loading
    sessionWork = Task.immediate {
      do throws(SessionSaveError) {
        _ = try await store.setAside()
      } catch {
        screen = .error(.unreadableSession(path: path, reason: SessionProblem(error.problem)))
        return
      }
      data = CalculatorData()
      show(.calculator)
    }
  }

  /// Error screen, the state path not being a file: go on with an empty calculator that saves
  /// nothing, and says so.
  public func onContinueWithoutSaving() {
    guard case .error(.stateNotAFile(_, let kind)) = screen else { return }
    savingOff = true
    saveProblem = .savingOff(kind)
    show(.calculator)
  }

  /// Presses a control, as a click or Enter on the focused control does.
  public func onPress(_ control: CalculatorControl) {
    switch control {
    case .digit(let number): onAddNumber(number)
    case .calculate: onSubmit()
    case .reset: onReset()
    case .retry: onRetry()
    case .startFresh: onStartFresh()
    case .continueWithoutSaving: onContinueWithoutSaving()
    case .quit: break  // the root view ends the program; nothing to change here
    case .tapeEntry(let index): onOpenHistory(selecting: index)
    case .historyList: onRecall(history.selection)
    case .historyEntry(let index): onRecall(index)
    case .back: onCloseHistory()
    }
  }

  public func onFocus(_ control: CalculatorControl) {
    focus = control
  }

  // MARK: Terminal and lifetime

  /// The terminal changed size: below what the calculator (or History) needs, the error screen
  /// says so; once it is large enough again, the screen comes back as it was, numbers and all.
  public func onTerminalResized(_ size: Size) {
    terminalSize = size
    switch screen {
    case .calculator, .history: show(screen)
    case .error(.terminalTooSmall): show(interrupted)
    case .loading, .error(.unreadableSession), .error(.stateNotAFile): break
    }
  }

  /// Shows `target` (the calculator or History), or the too-small error where it does not fit.
  func show(_ target: Screen) {
    if let size = terminalSize, !size.contains(minimumCalculatorSize) {
      interrupted = target
      screen = .error(.terminalTooSmall(needed: minimumCalculatorSize, actual: size))
      return
    }
    switch screen {
    case .calculator, .history, .error(.terminalTooSmall): break  // the same screen again: focus kept
    case .loading, .error(.unreadableSession), .error(.stateNotAFile): focus = .calculate
    }
    screen = target
  }

  /// Waits until the work that intents started — a calculation, reading the session again, moving
  /// it aside, saving — has finished, including work that finishing work starts (a save after a
  /// sum). A calculation finishes only once its delay has passed on the clock. Tests await this
  /// instead of polling.
  /// With `includingCalculation` false, a calculation still waiting for its delay is left alone.
  public func backgroundWorkFinished(includingCalculation: Bool = true) async {
    var seen = -1
    while seen != workStarted {
      seen = workStarted
      let tasks = [sessionWork, includingCalculation ? calculation : nil, saving].compactMap { $0 }
      for task in tasks { await task.value }
    }
  }

  /// The user quits: stop the work in progress and wait for the last save.
  public func onQuit() async {
    calculation?.cancel()
    sessionWork?.cancel()
    await saving?.value
  }

  // MARK: Saving

  /// Saves the session in the background: one save at a time, always of the newest state. The
  /// state is read when a save starts, not on every change, so a keystroke never copies a long
  /// list of numbers that a pending save still holds.
  func persist() {
    guard !savingOff else { return }
    needsSave = true
    guard saving == nil else { return }
    saving = Task {
      while needsSave {
        needsSave = false
        do throws(SessionSaveError) {
          try await store.save(data)
          if saveProblem != nil { saveProblem = nil }
        } catch {
          if saveProblem != error.problem { saveProblem = error.problem }
        }
      }
      saving = nil
    }
  }
}
