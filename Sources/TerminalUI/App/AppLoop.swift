import Observation

/// The run loop: input goes to the frame last drawn, every change of an observed state is drawn,
/// and a spinner turns only while something is in progress, so an idle program neither draws nor
/// keeps a timer. It talks to any `TerminalDevice` and takes its time from an injected clock, so
/// tests drive it in process with a test terminal and a manual clock.
///
/// ```swift
/// let terminal = try NcursesTerminal.open()
/// let exit = await AppLoop(terminal: terminal, app: app, clock: ContinuousClock()).run()
/// ```
///
/// Its contract: one frame for each burst of input (one read of the terminal, however many keys
/// it held), a frame before the next event of a burst when a screen changed, a frame when
/// background work changes what a frame read, and none otherwise.
@MainActor
public final class AppLoop<C: Clock> where C.Duration == Duration {
  private let terminal: any TerminalDevice
  private let app: any TerminalApp
  private let clock: C
  private let started: C.Instant
  /// The frame the user sees: input is handled on it.
  private var frame: Frame?
  private var animation: Task<Void, Never>?
  /// Whether an observation registration is waiting for a change. A spinner's turn reads what the
  /// frame before it read, and does not register again while one waits: a spinner that turns for
  /// an hour with nothing else changing would pile up 36,000 of them.
  private var observing = false
  /// A change was observed that no frame shows yet.
  private var needsFrame = false
  private var pendingFrame: Task<Void, Never>?
  private var quitting: CheckedContinuation<AppExit, Never>?
  private var exitStatus: AppExit?

  /// Called when the program's work at exit (`TerminalApp.stop`) takes longer than
  /// `slowStopTime`, the terminal being the shell's again: a word on standard error beats a
  /// silent wait.
  private let slowStop: @MainActor () -> Void
  /// How long the program's work at exit may take before `slowStop` is called.
  public static var slowStopTime: Duration { .milliseconds(500) }

  /// A loop running `app` on `terminal`, its time from `clock` (`ContinuousClock()`, or a manual
  /// clock in tests); `slowStop` is called should `app.stop()` outlast `slowStopTime`.
  public init(
    terminal: any TerminalDevice, app: any TerminalApp, clock: C, slowStop: @escaping @MainActor () -> Void = {}
  ) {
    self.terminal = terminal
    self.app = app
    self.clock = clock
    self.started = clock.now
    self.slowStop = slowStop
  }

  /// Runs the program until it quits; returns why it ended. The terminal is given back before
  /// the program's last work is waited for: a slow disk never keeps the user's terminal hostage.
  public func run() async -> AppExit {
    app.start()
    // The first frame before listening: input typed meanwhile waits in the terminal, and the
    // frame does not wait for the event machinery to start.
    draw()
    terminal.startEvents { [unowned self] batch in self.receive(batch) }
    let status = await withCheckedContinuation { continuation in
      if let exitStatus { continuation.resume(returning: exitStatus) } else { quitting = continuation }
    }
    animation?.cancel()
    pendingFrame?.cancel()
    terminal.close()
    let notice = Task { [clock, slowStop] in
      guard (try? await clock.sleep(for: Self.slowStopTime)) != nil else { return }
      slowStop()
    }
    await app.stop()
    notice.cancel()
    return status
  }

  /// What arrived together (one read of the terminal): handled in order, then one frame.
  private func receive(_ batch: [TerminalEvent]) {
    let now = started.duration(to: clock.now)
    for event in batch {
      // Keys that arrive in the same burst as `q` must not change (and save) anything.
      guard exitStatus == nil else { return }
      switch event {
      case .quitSignal(let signal):
        quit(status: .signal(signal))
      case .hangUp:
        quit(status: .hangUp)
      case .input(let input):
        switch frame?.handle(input, at: now) ?? .keepRunning {
        case .quit: quit(status: .quit)
        case .repaint: terminal.invalidate()
        case .screenChanged: draw()
        case .keepRunning: break
        }
      }
    }
    guard exitStatus == nil else { return }
    draw()
  }

  private func quit(status: AppExit) {
    guard exitStatus == nil else { return }
    exitStatus = status
    quitting?.resume(returning: status)
    quitting = nil
  }

  /// Draws the current screen. Whatever the drawing reads, a change to it asks for a new frame —
  /// also where this frame reads what the last registered one did not (a screen too small to show
  /// a notice, then grown: the notice's end must still be drawn), so every frame but a spinner's
  /// turn registers anew.
  private func draw(spinnerTurn: Bool = false) {
    guard exitStatus == nil else { return }
    needsFrame = false
    let elapsed = started.duration(to: clock.now)
    let render = { self.app.render(size: self.terminal.size, elapsed: elapsed) }
    let drawn: Frame
    if spinnerTurn && observing {
      drawn = render()
    } else {
      observing = true
      drawn = withObservationTracking(render) { [weak self] in
        // Called as the state changes, on the main actor that changes it, before the new value is
        // stored: note it now, draw once the change is done.
        MainActor.assumeIsolated { self?.observedChange() }
      }
    }
    frame = drawn
    terminal.draw(drawn.buffer)
    animate(app.isAnimating)
  }

  /// A change to what the screen shows: one frame for it, after the change (and any others made
  /// in the same turn, such as a whole batch of keys, which draws its own frame) is complete.
  private func observedChange() {
    observing = false
    needsFrame = true
    guard pendingFrame == nil else { return }
    pendingFrame = Task { [weak self] in
      guard let self else { return }
      self.pendingFrame = nil
      if self.needsFrame { self.draw() }
    }
  }

  /// Keeps the spinner turning while `busy`; no timer at all otherwise.
  private func animate(_ busy: Bool) {
    guard busy else {
      animation?.cancel()
      animation = nil
      return
    }
    guard animation == nil else { return }
    animation = Task { [weak self, clock] in
      while !Task.isCancelled {
        do {
          try await clock.sleep(for: Spinner.frameDuration)
        } catch {
          return
        }
        self?.draw(spinnerTurn: true)
      }
    }
  }
}
