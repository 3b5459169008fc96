import Observation
import TerminalUI

/// Help's view model: which line of the text is at the top, where the session is kept, and the way
/// back. How many lines the text takes at a width, and how many fit, is the screen's business.
@MainActor
@Observable
public final class HelpViewModel: ViewModel {
  /// What the view model tells its router.
  public enum Event: Hashable, Sendable {
    case closed
  }

  @ObservationIgnored private let session: Session
  private var top = 0
  @ObservationIgnored private let events: (Event) -> Void

  /// Help over `session`'s screens; `events` reaches the router.
  public init(session: Session, events: @escaping (Event) -> Void) {
    self.session = session
    self.events = events
  }

  /// Everything Help shows beyond its fixed text: where the session is being kept (the session's),
  /// and the first line shown.
  public var state: HelpState { HelpState(sessionFile: session.keptIn, top: top) }

  /// The arrows, PgUp/PgDn, Home/End: the text scrolls to `line` (never above its start).
  public func onScroll(to line: Int) {
    top = max(0, line)
  }

  /// `Back`, Esc or `?`: what showed before, everything as it was.
  public func onBack() {
    events(.closed)
  }
}
