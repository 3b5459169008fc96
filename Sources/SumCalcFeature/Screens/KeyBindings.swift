import TerminalUI

/// Which key does what on which screen (SPEC's key table). Pure, so it is tested key by key.
public enum KeyBindings {
  public enum Command: Hashable, Sendable {
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
  }

  /// The hinted letter keys, also as the same physical key on the Russian (ЙЦУКЕН) and Korean
  /// (두벌식) layouts, so they work whatever layout the keyboard is in.
  static let quitKeys: Set<Key> = [.character("q"), .character("й"), .character("ㅂ")]
  static let resetKeys: Set<Key> = [.character("r"), .character("к"), .character("ㄱ")]

  public static func command(for key: Key, on screen: Screen) -> Command? {
    // Quitting works everywhere, also while loading or calculating.
    if Self.quitKeys.contains(key) || key == .control("c") { return .quit }
    if key == .control("l") { return .repaint }
    switch screen {
    case .loading, .error(.terminalTooSmall):
      return nil
    case .error(.unreadableSession), .error(.stateNotAFile):
      return focusCommand(for: key)
    case .calculator:
      return calculatorCommand(for: key) ?? focusCommand(for: key)
    }
  }

  private static func calculatorCommand(for key: Key) -> Command? {
    switch key {
    case .character(let character):
      if let digit = character.wholeNumberValue, character.isASCII { return .addNumber(digit) }
      switch character {
      case "=": return .calculate
      case _ where resetKeys.contains(key): return .reset
      default: return nil
      }
    case .backspace: return .removeLast
    case .escape: return .reset
    default: return nil
    }
  }

  private static func focusCommand(for key: Key) -> Command? {
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
