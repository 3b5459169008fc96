/// What a terminal answered to a query, where the program asked (the kitty keyboard protocol).
public enum TerminalReply: Hashable, Sendable {
  /// `CSI ? flags u`: the terminal speaks the kitty keyboard protocol; these flags are on.
  case keyboardFlags(Int)
  /// `CSI ? … c`: the primary device attributes, which every terminal sends last.
  case deviceAttributes
}
