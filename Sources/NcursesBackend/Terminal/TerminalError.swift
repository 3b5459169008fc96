/// Why the terminal could not be used; nothing was written to the terminal when one is thrown.
/// `description` says why in English; a program may say it in the user's language instead.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Standard input or output is not a terminal.
  case notATerminal
  /// `TERM` is unset or empty.
  case unsetTerminalType
  /// terminfo does not know `TERM`, or the terminal cannot place the cursor (`dumb`).
  case unsupportedTerminal(String)

  /// Why, in English, for a line on standard error.
  public var description: String {
    switch self {
    case .notATerminal: "standard input and output must be a terminal"
    case .unsetTerminalType: "TERM is not set: name the terminal's type (TERM=xterm-256color, say)"
    case .unsupportedTerminal(let type): "the terminal type \"\(type)\" cannot be used full screen"
    }
  }
}
