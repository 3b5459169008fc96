/// A key, as the core understands it; backends translate their own codes into these.
public enum Key: Hashable, Sendable {
  case character(Character)
  case enter
  case backspace
  case delete
  case escape
  case tab
  case backTab
  case up, down, left, right
  case home, end
  /// Ctrl plus a letter that has no other meaning here, such as Ctrl-C (`control("c")`).
  case control(Character)
  /// Any other function key the program does not use.
  case unknown
}

public enum MouseButton: Hashable, Sendable {
  case left, middle, right, wheelUp, wheelDown, other
}

/// A mouse button going down or up at a cell.
public struct MouseEvent: Hashable, Sendable {
  public enum Action: Hashable, Sendable { case press, release }

  public var button: MouseButton
  public var action: Action
  public var position: Point

  public init(button: MouseButton, action: Action, position: Point) {
    self.button = button
    self.action = action
    self.position = position
  }
}

/// Everything that can come from the terminal, as plain values.
public enum InputEvent: Hashable, Sendable {
  case key(Key)
  case mouse(MouseEvent)
  /// The terminal now has this size.
  case resize(Size)
}
