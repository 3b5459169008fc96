import TerminalUI

/// What a key asks for. Each screen says which keys mean what on it (`ScreenUnit.command(for:)`);
/// the keys that work everywhere are here, with the focus keys the screens with buttons share.
public enum KeyCommand: Hashable, Sendable {
  case quit
  /// Ctrl-L: draw the whole screen again from scratch.
  case repaint
  case addNumber(Int)
  case calculate
  case removeLast
  case reset
  case pressFocused
  case focusNext
  case focusPrevious
  case moveFocus(Direction)
  case openHistory
  case closeHistory
  case moveSelection(HistoryMove)
}

enum KeyBindings {
  /// The hinted letter keys, also as the same physical key on the Russian (ЙЦУКЕН) and Korean
  /// (두벌식) layouts, so they work whatever layout the keyboard is in.
  static let quitKeys: Set<Key> = [.character("q"), .character("й"), .character("ㅂ")]
  static let resetKeys: Set<Key> = [.character("r"), .character("к"), .character("ㄱ")]
  static let historyKeys: Set<Key> = [.character("h"), .character("р"), .character("ㅗ")]

  /// Keys that work on every screen, also while loading or calculating.
  static func global(_ key: Key) -> KeyCommand? {
    if quitKeys.contains(key) || key == .control("c") { return .quit }
    if key == .control("l") { return .repaint }
    return nil
  }

  /// Enter and Space press the focused button; Tab, Shift-Tab and the arrows move the focus.
  static func focus(_ key: Key) -> KeyCommand? {
    switch key {
    case .enter, .character(" "): .pressFocused
    case .tab: .focusNext
    case .backTab: .focusPrevious
    case .up: .moveFocus(.up)
    case .down: .moveFocus(.down)
    case .left: .moveFocus(.left)
    case .right: .moveFocus(.right)
    default: nil
    }
  }
}
