/// A key, as the core understands it; the input parser turns a terminal's bytes into these.
public enum Key: Hashable, Sendable {
  /// A character, in any script (`a`, `7`, `ы`, `ㄴ`, `👍🏽`); Shift is in the character. One that
  /// takes no cell (a combining mark, a conjoining jamo, a ZWJ typed in a read of its own) is one
  /// too: a text field joins it to the cluster before its cursor; other screens ignore it.
  case character(Character)
  /// Return, Enter, or the numeric keypad's Enter.
  case enter
  /// Backspace, whether the terminal sends DEL or BS.
  case backspace
  /// Delete (forward).
  case delete
  /// Insert.
  case insert
  /// Esc pressed on its own (an `ESC` no sequence followed within the parser's wait).
  case escape
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// An arrow key.
  case up, down, left, right
  /// Home or End.
  case home, end
  /// Page Up or Page Down.
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

extension Key: ExpressibleByExtendedGraphemeClusterLiteral {
  /// A character key written as its character: `"q"` is `.character("q")` (in lists of keys).
  public init(extendedGraphemeClusterLiteral character: Character) {
    self = .character(character)
  }
}

/// The modifier keys held with a key, as terminals encode them (xterm's `1 + bits` parameter).
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The bits, as xterm counts them (its parameter less 1).
  public let rawValue: Int
  /// The modifiers whose bits are set in `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Shift.
  public static let shift = KeyModifiers(rawValue: 1)
  /// Alt (Option).
  public static let alt = KeyModifiers(rawValue: 2)
  /// Ctrl.
  public static let control = KeyModifiers(rawValue: 4)
  /// Meta, where a terminal tells it from Alt.
  public static let meta = KeyModifiers(rawValue: 8)
}

/// Which mouse button a report is about. The wheel comes as presses of its own two buttons.
public enum MouseButton: Hashable, Sendable {
  /// The buttons, as the terminal numbers them (1, 2, 3).
  case left, middle, right
  /// The wheel turned one step: a press of its own, with no release.
  case wheelUp, wheelDown
  /// Any other: the wheel tilted sideways, buttons 8 and beyond (back, forward).
  case other
}

/// A mouse button going down or up at a cell.
public struct MouseEvent: Hashable, Sendable {
  /// Whether the button went down or came up.
  public enum Action: Hashable, Sendable { case press, release }

  /// The button.
  public var button: MouseButton
  /// Down or up.
  public var action: Action
  /// The cell under the pointer, from (0, 0) at the top left.
  public var position: Point

  /// A report of `button` going `action` at `position`.
  public init(button: MouseButton, action: Action, position: Point) {
    self.button = button
    self.action = action
    self.position = position
  }
}

/// Everything that can come from the terminal, as plain values.
public enum InputEvent: Hashable, Sendable {
  /// A key was pressed.
  case key(Key)
  /// A mouse button went down or up (the terminal reports no motion).
  case mouse(MouseEvent)
  /// Text the user pasted (bracketed paste): never keys, so it can never press a button.
  case paste(String)
  /// The terminal now has this size.
  case resize(Size)
  /// The `.key(.escape)` just before was the first byte of a sequence whose rest came late (within
  /// `InputParser.sequenceGap`): the key that follows is that sequence's. A program whose Esc
  /// changed something takes it back. Never comes from a terminal that speaks the kitty keyboard
  /// protocol, where Esc is a sequence of its own.
  case escapeRetracted
}
