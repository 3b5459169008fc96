import Dispatch
import NcursesBackend
import Observation
import SumCalcFeature
import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// Wires the terminal to the root view and runs until the user quits: input goes to the root
/// view, every change of the view model's state is drawn, and spinners turn only while something
/// is in progress, so an idle calculator sleeps in the kernel.
@MainActor
final class App {
  private let terminal: NcursesTerminal
  private let root: RootView
  private let clock = ContinuousClock()
  private let started: ContinuousClock.Instant
  private var loading: Task<Void, Never>?
  private var animation: Task<Void, Never>?
  private var redrawScheduled = false
  /// Whether an observation registration is waiting for a change; only one at a time, or every
  /// frame that changes nothing (a spinner turn, a key that does nothing) would add another.
  private var observing = false
  private var quitting: CheckedContinuation<Int32, Never>?
  private var exitStatus: Int32?

  init(terminal: NcursesTerminal, root: RootView) {
    self.terminal = terminal
    self.root = root
    self.started = clock.now
  }

  /// Runs the program; returns the exit status.
  func run() async -> Int32 {
    let viewModel = root.viewModel
    viewModel.onTerminalResized(terminal.size)
    // The loading work lives as long as the loading screen: quitting cancels it.
    loading = Task { await viewModel.onFirstLoading() }
    terminal.startEvents { [unowned self] event in self.handle(event) }
    redraw()
    let status = await withCheckedContinuation { continuation in
      if let exitStatus { continuation.resume(returning: exitStatus) } else { quitting = continuation }
    }
    loading?.cancel()
    animation?.cancel()
    // The terminal first: a slow disk must not keep the user's terminal hostage.
    terminal.close()
    await viewModel.onQuit()
    return status
  }

  private func handle(_ event: TerminalEvent) {
    // Keys that arrive in the same burst as `q` must not change (and save) anything.
    guard exitStatus == nil else { return }
    switch event {
    case .quitSignal(let signal):
      quit(status: 128 + signal)
    case .hangUp:
      quit(status: 128 + SIGHUP)  // as if SIGHUP had arrived, even where it is ignored (nohup)
    case .input(let input):
      crashIfAsked(by: input)
      switch root.handle(input) {
      case .quit: quit(status: 0)
      case .repaint: terminal.invalidate()
      case .keepRunning: break
      }
      scheduleRedraw()
    }
  }

  /// Debug builds only: with `SUMCALC_DEBUG_CRASH` set, `!` crashes the program, so tests can
  /// check that a crash leaves the terminal as it was.
  private func crashIfAsked(by input: InputEvent) {
    #if DEBUG
      if input == .key(.character("!")), getenv("SUMCALC_DEBUG_CRASH") != nil {
        fatalError("crash requested through SUMCALC_DEBUG_CRASH")
      }
    #endif
  }

  private func quit(status: Int32) {
    guard exitStatus == nil else { return }
    exitStatus = status
    quitting?.resume(returning: status)
    quitting = nil
  }

  /// Coalesces redraw requests: many events in one read give one frame.
  private func scheduleRedraw() {
    guard !redrawScheduled else { return }
    redrawScheduled = true
    DispatchQueue.main.async { [weak self] in
      MainActor.assumeIsolated { self?.redraw() }
    }
  }

  private func redraw() {
    redrawScheduled = false
    guard exitStatus == nil else { return }
    let render = { self.root.render(size: self.terminal.size, elapsed: self.clock.now - self.started) }
    let buffer: Buffer
    if observing {
      buffer = render()
    } else {
      // Whatever the render reads, a change to it draws a new frame. The router is always read,
      // so a change of screen (which changes what is read) is always seen.
      observing = true
      buffer = withObservationTracking(render) { [weak self] in
        // Fires before the new value is stored: draw on the next turn of the main queue.
        DispatchQueue.main.async {
          MainActor.assumeIsolated {
            self?.observing = false
            self?.scheduleRedraw()
          }
        }
      }
    }
    terminal.draw(buffer)
    animate(root.viewModel.isBusy)
  }

  /// Keeps a spinner turning while `busy`; no timer at all otherwise.
  private func animate(_ busy: Bool) {
    guard busy else {
      animation?.cancel()
      animation = nil
      return
    }
    guard animation == nil else { return }
    animation = Task { [weak self] in
      while !Task.isCancelled {
        try? await Task.sleep(for: Spinner.frameDuration)
        self?.scheduleRedraw()
      }
    }
  }
}
