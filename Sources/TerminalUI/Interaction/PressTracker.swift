/// Turns left-button presses and releases into clicks: where the button went down and where it
/// came up. The screen decides whether both fall on the same control (press, drag off, release:
/// nothing), judged on the controls as they are at the release.
///
/// A click that changes the screen leaves the second click of a double click behind: it arrives a
/// moment later, on a screen the user never saw, at the same cell. A press there within
/// `doubleClickTime` of such a click does nothing.
struct PressTracker: Sendable {
  /// How long after a click a press at the same cell may be the second click of a double click
  /// (desktops use 400–500 ms).
  static var doubleClickTime: Duration { .milliseconds(500) }

  /// A left click: where the button went down and where it came up.
  struct Click: Hashable, Sendable {
    var press: Point
    var release: Point
  }

  /// Where a left press that has not been released yet went down.
  private(set) var pressedAt: Point?
  /// Where and when the last click that changed the screen was released.
  private var screenChangingClick: (position: Point, time: Duration)?
  /// Where and when the last click was released, to be recorded should it change the screen.
  private var lastClick: (position: Point, time: Duration)?

  init() {}

  /// Feeds one mouse event arriving at `time`; returns the click this event completes, if any.
  mutating func handle(_ event: MouseEvent, at time: Duration) -> Click? {
    guard event.button == .left else { return nil }
    switch event.action {
    case .press:
      if let click = screenChangingClick, click.position == event.position, time - click.time < Self.doubleClickTime {
        screenChangingClick = nil
        pressedAt = nil  // the second click of a double click that changed the screen: nothing
        return nil
      }
      pressedAt = event.position
      return nil
    case .release:
      defer { pressedAt = nil }
      guard let pressedAt else { return nil }
      lastClick = (event.position, time)
      return Click(press: pressedAt, release: event.position)
    }
  }

  /// The click just returned changed the screen: a press at its cell soon after is ignored.
  mutating func clickChangedScreen() {
    screenChangingClick = lastClick
  }

  /// Forgets a press (the screen changed under it).
  mutating func cancel() {
    pressedAt = nil
  }
}
