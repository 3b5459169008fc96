/// Hands input on a drawn screen to that screen: keys to `handle`, pastes to `paste`, the wheel
/// to `scroll`, and a left click — pressed and released on the same control, however fast — to
/// `press`. `ScreenHost` keeps one, so that a press on one frame and its release on the next
/// make one click.
struct ScreenInput: Sendable {
  /// Pairs presses and releases; holds the double-click rule (see `PressTracker`).
  var clicks = PressTracker()

  init() {}

  /// `event`, arriving at `time`, on `screen` as `frame` drew it. Returns what it asks of the
  /// program, and the control a click pressed, if one did (the root may note that a click changed
  /// the screen).
  @MainActor
  mutating func handle<S: Screen>(
    _ event: InputEvent, on screen: S, in frame: RenderedScreen<S.Control>, at time: Duration
  ) -> (outcome: FrameOutcome, clicked: S.Control?) {
    switch event {
    case .key(let key):
      let typed = if case .character = key { screen.takesText } else { false }
      if !typed, let control = frame.controls.control(pressedBy: key) { return (screen.press(control, in: frame), nil) }
      return (screen.handle(key, in: frame), nil)
    case .paste(let text):
      screen.paste(text, in: frame)
    case .mouse(let mouse) where mouse.button == .wheelUp || mouse.button == .wheelDown:
      if mouse.action == .press { screen.scroll(mouse.button, at: mouse.position, in: frame) }
    case .mouse(let mouse):
      guard let click = clicks.handle(mouse, at: time), let control = frame.controls.control(clickedBy: click) else {
        break
      }
      return (screen.click(control, at: click.press, in: frame), control)
    case .escapeRetracted:
      screen.retractEscape()
    case .resize:
      clicks.cancel()  // the screen is laid out anew under a held press
    }
    return (.keepRunning, nil)
  }
}
