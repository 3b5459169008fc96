/// Why the terminal could not be used. Each has one line for the user; nothing was written to
/// the terminal when one is thrown.
public enum TerminalError: Error, Equatable, Sendable {
  case notATerminal
  case unsetTerminalType
  case unsupportedTerminal(String)

  public var message: String {
    switch self {
    case .notATerminal:
      "standard input and output must be a terminal (sumcalc is a full-screen program)"
    case .unsetTerminalType:
      "TERM is not set; set it to your terminal's type, for example TERM=xterm-256color"
    case .unsupportedTerminal(let name):
      "the terminal type '\(name)' is unknown or cannot move the cursor; try TERM=xterm-256color"
    }
  }
}
