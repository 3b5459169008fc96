/// What the terminal tells the program: input, or a request to quit.
public enum TerminalEvent: Hashable, Sendable {
  case input(InputEvent)
  /// A signal whose default action ends the process arrived (SIGINT, SIGTERM, SIGHUP, SIGUSR1…):
  /// the program should save and quit, then end as that signal would.
  case quitSignal(Int32)
  /// The terminal is gone (end of file, `EIO`, hang-up), whether or not SIGHUP was ignored.
  case hangUp
}

/// A full-screen terminal as the run loop sees it: its size, a buffer drawn on it, the events it
/// delivers, and giving it back. The ncurses backend is one; tests use a terminal that records
/// every frame and takes scripted input, as ratatui's `TestBackend` does.
@MainActor
public protocol TerminalDevice: AnyObject {
  /// The terminal's size now.
  var size: Size { get }
  /// Shows `buffer` (sending only what changed since the last frame).
  func draw(_ buffer: Buffer)
  /// Forgets what the screen shows, so that the next `draw` repaints every cell (Ctrl-L).
  func invalidate()
  /// Starts delivering events. Each call of `handler` carries what arrived together — one read of
  /// the terminal, however many keys, clicks or reports it held — so a burst is handled as one.
  func startEvents(_ handler: @escaping @MainActor ([TerminalEvent]) -> Void)
  /// Gives the terminal back as it was. Safe to call more than once.
  func close()
}
