/// Turns mouse presses and releases into clicks: a click happens only when the left button goes
/// down and comes up on the same control (press, drag off, release: nothing).
public struct PressTracker<ID: Hashable & Sendable>: Sendable {
  /// The control under a left press that has not been released yet.
  public private(set) var pressed: ID?

  public init() {}

  /// Feeds one mouse event; returns the control clicked, if this event completes a click.
  public mutating func handle(_ event: MouseEvent, in controls: ControlMap<ID>) -> ID? {
    guard event.button == .left else { return nil }
    let target = controls.control(at: event.position)
    switch event.action {
    case .press:
      pressed = target
      return nil
    case .release:
      defer { pressed = nil }
      guard let pressed, pressed == target else { return nil }
      return pressed
    }
  }

  /// Forgets a press (the screen changed under it).
  public mutating func cancel() {
    pressed = nil
  }
}
