/// Everything the Help screen shows beyond its fixed text, as one value.
public struct HelpState: Hashable, Sendable {
  /// Where the session is kept, or nil when nothing is (`--no-state`, no home, saving failing or
  /// off: `Session.keptIn`).
  public var sessionFile: String?
  /// The first line of the text that shows, when it is longer than the terminal.
  public var top = 0

  public init(sessionFile: String?, top: Int = 0) {
    self.sessionFile = sessionFile
    self.top = top
  }
}
