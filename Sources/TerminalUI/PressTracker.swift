/// Turns mouse presses and releases into clicks: a click happens only when the left button goes
/// down and comes up on the same control (press, drag off, release: nothing).
///
/// A click that changes the screen leaves the second click of a double click behind: it arrives a
/// moment later, on a screen the user never saw, at the same cell. A press there within
/// `doubleClickTime` of such a click does nothing.
public struct PressTracker<ID: Hashable & Sendable>: Sendable {
  /// How long after a click a press at the same cell may be the second click of a double click
  /// (desktops use 400–500 ms).
  public static var doubleClickTime: Duration { .milliseconds(500) }

  /// The control under a left press that has not been released yet.
  public private(set) var pressed: ID?
  /// Where and when the last click that changed the screen was released.
  private var screenChangingClick: (position: Point, time: Duration)?
  /// Where the last click was released, to be recorded should it change the screen.
  private var lastClick: (position: Point, time: Duration)?

  public init() {}

  /// Feeds one mouse event arriving at `time`; returns the control clicked, if this event
  /// completes a click.
  public mutating func handle(_ event: MouseEvent, in controls: ControlMap<ID>, at time: Duration) -> ID? {
    guard event.button == .left else { return nil }
    let target = controls.control(at: event.position)
    switch event.action {
    case .press:
      if let click = screenChangingClick, click.position == event.position, time - click.time < Self.doubleClickTime {
        screenChangingClick = nil
        pressed = nil  // the second click of a double click that changed the screen: nothing
        return nil
      }
      pressed = target
      return nil
    case .release:
      defer { pressed = nil }
      guard let pressed, pressed == target else { return nil }
      lastClick = (event.position, time)
      return pressed
    }
  }

  /// The click just returned changed the screen: a press at its cell soon after is ignored.
  public mutating func clickChangedScreen() {
    screenChangingClick = lastClick
  }

  /// Forgets a press (the screen changed under it).
  public mutating func cancel() {
    pressed = nil
  }
}
