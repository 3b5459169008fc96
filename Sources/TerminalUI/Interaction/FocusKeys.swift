/// The keys every screen with buttons shares: Enter and Space press the focused control, Tab and
/// Shift-Tab go round the controls in order, the arrows move in the screen's own directions.
public enum FocusKeys {
  /// Handles `key` if it is a focus key on `frame`: `focus` is where the focus is, `move` moves
  /// it, `press` presses a control (the screen's own `press`). Returns nil for any other key, for
  /// the screen to handle.
  ///
  /// ```swift
  /// FocusKeys.handle(key, in: frame, focus: state.focus, move: viewModel.onFocus, press: press) ?? .keepRunning
  /// ```
  @MainActor
  public static func handle<Control>(
    _ key: Key, in frame: RenderedScreen<Control>, focus: Control, move: (Control) -> Void,
    press: (Control, RenderedScreen<Control>) -> FrameOutcome
  ) -> FrameOutcome? {
    let controls = frame.controls
    let direction: Direction
    switch key {
    case .enter, .character(" "):
      // A focused control the terminal is too small to show cannot be pressed.
      return controls.rect(of: focus) == nil ? .keepRunning : press(focus, frame)
    case .tab:
      controls.next(after: focus).map(move)
      return .keepRunning
    case .backTab:
      controls.previous(before: focus).map(move)
      return .keepRunning
    case .up: direction = .up
    case .down: direction = .down
    case .left: direction = .left
    case .right: direction = .right
    default: return nil
    }
    if controls.rect(of: focus) == nil {
      controls.next(after: nil).map(move)  // the focus is on nothing drawn: start from the first
    } else {
      move(controls.neighbor(of: focus, toward: direction))
    }
    return .keepRunning
  }
}
