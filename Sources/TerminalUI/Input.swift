/// A key, as the core understands it; the input parser turns a terminal's bytes into these.
public enum Key: Hashable, Sendable {
  case character(Character)
  case enter
  case backspace
  case delete
  case insert
  case escape
  case tab
  case backTab
  case up, down, left, right
  case home, end
  case pageUp, pageDown
  /// F1, F2, … (`function(1)` is F1).
  case function(Int)
  /// Ctrl plus a letter that has no other meaning here, such as Ctrl-C (`control("c")`).
  case control(Character)
  /// A key pressed with modifiers that its plain form does not carry (Alt+5, Ctrl+Up, Ctrl+1 as
  /// CSI-u keyboards send it): a key of its own, ignored unless something binds it.
  indirect case modified(Key, KeyModifiers)
  /// Any other function key the program does not use.
  case unknown
}

/// The modifier keys held with a key, as terminals encode them (xterm's `1 + bits` parameter).
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let shift = KeyModifiers(rawValue: 1)
  public static let alt = KeyModifiers(rawValue: 2)
  public static let control = KeyModifiers(rawValue: 4)
  public static let meta = KeyModifiers(rawValue: 8)
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
  /// Text the user pasted (bracketed paste): never keys, so it can never press a button.
  case paste(String)
  /// The terminal now has this size.
  case resize(Size)
}
