/// What `RoutedApp` does for the screens its navigator's route names: it draws the screen that
/// shows into a `Frame`, hands the input given on that frame to the screen it showed, pairs
/// presses and releases into clicks across frames, and tells the loop when the screen changed
/// (`current`, the route after the input, differs from the route drawn).
///
/// It keeps the double-click rule: a click that changes the screen — at once, or by the work it
/// started — leaves the second click of a double click behind, on a screen the user never saw; a
/// press at the same cell within half a second does nothing. And it takes an Esc back whole: where
/// the parser says the Esc key just given was the first byte of another key (`escapeRetracted`),
/// straight after it with no input between, a route the Esc left comes back where the navigator
/// brings it back (`restore`; else the Esc stands); where the Esc left the route as it was, the
/// screen takes back what it did (`Screen.retractEscape()`).
@MainActor
final class ScreenHost<Route: Equatable> {
  private var input = ScreenInput()
  /// The route the last frame showed: a press held while another screen is drawn is forgotten.
  private var shown: Route?
  /// The route the last click was made on.
  private var clickedOn: Route?
  /// The route the Esc key was last given on, while that Esc is the last input: its retraction
  /// may follow.
  private var escapedOn: Route?

  /// A host with no press held and no screen shown yet.
  init() {}

  /// The frame showing `route` at `size`, drawn by the screen `screen` makes (given where a left
  /// press is held, for the control there to look pressed). Input on the frame goes first to
  /// `everywhere` (the keys that work on every screen; nil: not one of them), then to the screen;
  /// after it, `current` says whether another route shows. Where `size` is smaller than the
  /// screen's `minimumSize`, `tooSmall` draws in its place (given the size needed) and only
  /// `everywhere` hears the input.
  func frame(
    showing route: Route, size: Size, current: @escaping @MainActor () -> Route,
    screen: (_ pressedAt: Point?) -> any Screen,
    everywhere: @escaping @MainActor (InputEvent) -> FrameOutcome?,
    restore: @escaping @MainActor (Route) -> Void,
    tooSmall: (_ needed: Size) -> Buffer
  ) -> Frame {
    if route != shown {
      shown = route
      input.clicks.cancel()  // the screen changed under the press
    }
    let frame = frame(
      of: screen(input.clicks.pressedAt), showing: route, size: size, current: current, everywhere: everywhere,
      tooSmall: tooSmall)
    return Frame(buffer: frame.buffer) { [unowned self] event, time in
      switch event {
      case .escapeRetracted:
        guard let escapedOn else { return .keepRunning }  // not straight after an Esc: nothing to take back
        self.escapedOn = nil
        guard escapedOn != route else { return frame.handle(event, at: time) }
        restore(escapedOn)  // the navigator's to do, or not: the Esc then stands
        return current() == route ? .keepRunning : .screenChanged
      case .key, .mouse, .paste:
        escapedOn = event == .key(.escape) ? route : nil
      case .resize:
        break
      }
      return frame.handle(event, at: time)
    }
  }

  private func frame<S: Screen>(
    of screen: S, showing route: Route, size: Size, current: @escaping @MainActor () -> Route,
    everywhere: @escaping @MainActor (InputEvent) -> FrameOutcome?, tooSmall: (Size) -> Buffer
  ) -> Frame {
    guard size.contains(screen.minimumSize) else {
      // Too small, the screen can be neither seen nor used — but Esc still leaves it, to the
      // screen below (which may fit).
      return Frame(buffer: tooSmall(screen.minimumSize)) { event, _ in
        if let outcome = everywhere(event) { return outcome }
        guard event == .key(.escape) else { return .keepRunning }
        screen.leave()
        return current() == route ? .keepRunning : .screenChanged
      }
    }
    let drawn = screen.render(size: size)
    return Frame(buffer: drawn.buffer) { [unowned self] event, time in
      // A screen taking text (now: a key before this one may have moved its focus) hears its
      // characters first: `q` is a letter in a text field.
      let typed = if case .key(.character) = event { screen.takesText } else { false }
      if !typed, let outcome = everywhere(event) { return outcome }
      return handle(event, on: screen, in: drawn, showing: route, at: time, current: current)
    }
  }

  private func handle<S: Screen>(
    _ event: InputEvent, on screen: S, in drawn: RenderedScreen<S.Control>, showing route: Route, at time: Duration,
    current: () -> Route
  ) -> FrameOutcome {
    if case .mouse(let mouse) = event, mouse.button == .left, mouse.action == .press, let clickedOn,
      clickedOn != route
    {
      input.clicks.clickChangedScreen()
    }
    // A click presses the control and leaves the keyboard focus where it was.
    let (outcome, clicked) = input.handle(event, on: screen, in: drawn, at: time)
    if clicked != nil {
      clickedOn = route
      // The screen says its click changed it as a new screen would (a sum in place of the list).
      if outcome == .screenChanged { input.clicks.clickChangedScreen() }
    }
    guard outcome != .quit, outcome != .repaint else { return outcome }
    return current() == route && outcome != .screenChanged ? .keepRunning : .screenChanged
  }
}
