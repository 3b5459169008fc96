import Observation

/// Help's view model: which line of the text is at the top, and the way back. How many lines the
/// text takes at a width, and how many fit, is the screen's business.
@MainActor
@Observable
public final class HelpViewModel {
  public private(set) var state: HelpState

  @ObservationIgnored private let close: () -> Void

  /// Help naming `sessionFile` (nil: nothing is kept); `close` puts back what showed before.
  public init(sessionFile: String?, close: @escaping () -> Void) {
    state = HelpState(sessionFile: sessionFile)
    self.close = close
  }

  /// The arrows, PgUp/PgDn, Home/End: the text scrolls to `line` (never above its start).
  public func onScroll(to line: Int) {
    state.top = max(0, line)
  }

  /// `Back`, Esc or `?`: what showed before, everything as it was.
  public func onClose() {
    close()
  }
}
