/// Why the terminal could not be used; nothing was written to the terminal when one is thrown.
/// The program says why in the user's language.
public enum TerminalError: Error, Equatable, Sendable {
  /// Standard input or output is not a terminal.
  case notATerminal
  /// `TERM` is unset or empty.
  case unsetTerminalType
  /// terminfo does not know `TERM`, or the terminal cannot place the cursor (`dumb`).
  case unsupportedTerminal(String)
}
