import CTerminalSignals
import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// The kitty keyboard protocol (sw.kovidgoyal.net/kitty/keyboard-protocol): asked for at the start, its
/// "disambiguate escape codes" flag pushed where the terminal answers, so that Esc needs no timing
/// guess; popped on every way out and at suspend (`setInputModes`), pushed again on return.
extension NcursesTerminal {
  enum KeyboardProtocol { case asked, spoken, absent }

  /// A reply to the start's query: flags before the device attributes mean the kitty keyboard
  /// protocol, whose "disambiguate" flag is then pushed while the program runs.
  func replied(_ reply: TerminalReply) {
    guard keyboardProtocol == .asked else { return }
    switch reply {
    case .keyboardFlags:
      keyboardProtocol = .spoken
      guard isOpen, !isSuspended else { return }
      setKeyboardProtocol(pushed: true)
    case .deviceAttributes:
      keyboardProtocol = .absent
    }
  }

  private func setKeyboardProtocol(pushed: Bool) {
    guard keyboardProtocol == .spoken, pushed != keyboardProtocolPushed else { return }
    keyboardProtocolPushed = pushed
    output.perform { tui_set_keyboard_protocol(STDOUT_FILENO, pushed ? 1 : 0) }
  }

  /// Under the kitty protocol Ctrl-C, Ctrl-\\ and Ctrl-Z come as keys, not as the tty's signals:
  /// they are raised as the tty would have, so that they quit and suspend as everywhere else. Ctrl-C
  /// comes as a key without it too, where the tty's interrupt is another key or none (`stty intr
  /// ^X`, `stty intr undef`): it quits all the same, as the help says.
  static func signal(for event: TerminalEvent, kitty: Bool) -> Int32? {
    switch event {
    case .input(.key(.control("c"))): SIGINT
    case .input(.key(.control("z"))) where kitty: SIGTSTP
    case .input(.key(.modified(.character("\\"), .control))) where kitty: SIGQUIT
    default: nil
    }
  }
}
