import Observation
import SumCalcModel

/// The error screen's view model: what went wrong, and the ways out.
@MainActor
@Observable
public final class ErrorViewModel {
  public private(set) var state: ErrorState

  @ObservationIgnored private let store: any SessionStore
  @ObservationIgnored private let retry: () -> Void
  @ObservationIgnored private let startedFresh: (String?) -> Void
  @ObservationIgnored private let continueWithoutSaving: (FileKind) -> Void

  /// The error `cause`, found `attempts` times; `retry` reads the session again, `startedFresh`
  /// opens an empty calculator once the unreadable file is aside (given where it went),
  /// `continueWithoutSaving` one that keeps nothing.
  public init(
    cause: ErrorCause, attempts: Int = 1, store: any SessionStore, retry: @escaping () -> Void,
    startedFresh: @escaping (String?) -> Void, continueWithoutSaving: @escaping (FileKind) -> Void
  ) {
    state = ErrorState(cause: cause, attempts: attempts)
    self.store = store
    self.retry = retry
    self.startedFresh = startedFresh
    self.continueWithoutSaving = continueWithoutSaving
  }

  /// `Retry`: read the saved session again.
  public func onRetry() {
    guard case .unreadableSession = state.cause, !state.isWorking else { return }
    retry()
  }

  /// `Start fresh`: keep the unreadable file aside (never deleted) and open an empty calculator.
  /// Returns the move under way.
  @discardableResult
  public func onStartFresh() -> Task<Void, Never>? {
    guard case .unreadableSession(let path, _, true) = state.cause, !state.isWorking else { return nil }
    state.isWorking = true
    return Task.immediate {
      let aside: String?
      do throws(SessionSaveError) {
        aside = try await store.setAside()
      } catch {
        state = ErrorState(
          cause: .unreadableSession(path: path, reason: SessionProblem(error.problem), canStartFresh: true),
          focus: .startFresh, attempts: state.attempts)
        return
      }
      startedFresh(aside)
    }
  }

  /// `Continue without saving`, the state path not being a file: an empty calculator that saves
  /// nothing, and says so.
  public func onContinueWithoutSaving() {
    guard case .stateNotAFile(_, let kind) = state.cause else { return }
    continueWithoutSaving(kind)
  }

  public func onFocus(_ control: ErrorControl) {
    state.focus = control
  }
}
