import Observation
import SumCalcModel
import TerminalUI

/// The error screen's view model: what went wrong, and the ways out.
@MainActor
@Observable
public final class ErrorViewModel: ViewModel {
  /// What the view model tells its router.
  public enum Event: Hashable, Sendable {
    /// Read the session again.
    case retryRequested
    /// The unreadable file is aside (the session says where, if anywhere), the session empty.
    case startedFresh
    /// The session keeps nothing from now on, the state path not being a file.
    case continuedWithoutSaving
    /// `Quit`: the program ends.
    case quitRequested
  }

  public private(set) var state: ErrorState

  @ObservationIgnored private let session: Session
  @ObservationIgnored private let store: any SessionStore
  @ObservationIgnored private let events: (Event) -> Void
  /// Start fresh's move of the file, owned here: `stop()` ends it with the program.
  @ObservationIgnored private var work: Task<Void, Never>?

  /// The error `cause`, found `attempts` times; Start fresh moves the file aside in `store` and
  /// starts `session` afresh; `events` reaches the router.
  public init(
    cause: ErrorCause, attempts: Int = 1, session: Session, store: any SessionStore,
    events: @escaping (Event) -> Void
  ) {
    state = ErrorState(cause: cause, attempts: attempts)
    self.session = session
    self.store = store
    self.events = events
  }

  /// `Retry`: read the saved session again.
  public func onRetry() {
    guard case .unreadableSession = state.cause, !state.isWorking else { return }
    events(.retryRequested)
  }

  /// `Start fresh`: keep the unreadable file aside (never deleted) and open an empty calculator.
  /// The buttons go while the file moves; if it cannot be moved, the screen says why.
  public func onStartFresh() {
    guard case .unreadableSession(let path, _, true) = state.cause, !state.isWorking else { return }
    state.isWorking = true
    work = Task.immediate {
      let aside: String?
      do throws(SessionSaveError) {
        aside = try await store.setAside()
      } catch {
        state = ErrorState(
          cause: .unreadableSession(path: path, reason: SessionProblem(error.problem), canStartFresh: true),
          focus: .startFresh, attempts: state.attempts)
        return
      }
      guard !Task.isCancelled else { return }  // the program is ending: the file is aside, nothing more
      session.startFresh(keptAside: aside)
      events(.startedFresh)
    }
  }

  /// The program ends: Start fresh's work, if under way, goes no further than the file's move.
  public func stop() {
    work?.cancel()
  }

  /// `Continue without saving`, the state path not being a file: an empty calculator that saves
  /// nothing, and says so.
  public func onContinueWithoutSaving() {
    guard case .stateNotAFile(_, let kind) = state.cause else { return }
    session.keepNothing(because: kind)
    events(.continuedWithoutSaving)
  }

  /// `Quit`.
  public func onQuit() {
    events(.quitRequested)
  }

  public func onFocus(_ control: ErrorControl) {
    state.focus = control
  }
}
