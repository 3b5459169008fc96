import Observation
import SumCalcModel
import TerminalUI

/// The loading screen's view model: the work the screen waits for, which is real — reading the
/// saved session into the model — and takes at least the start-up delay. It runs as the screen's
/// task (SwiftUI's `.task`, the seed's `onFirstLoading`): the router starts it when the screen
/// shows and cancels it if the user quits first; what it came to goes to the router as an event.
@MainActor
@Observable
public final class LoadingViewModel: ViewModel {
  /// What the view model tells its router.
  public enum Event: Hashable, Sendable {
    /// The session is read into the model (or there was none yet).
    case loaded
    /// The session could not be read.
    case failed(SessionLoadError)
  }

  public private(set) var state = LoadingState()

  @ObservationIgnored private let session: Session
  @ObservationIgnored private let store: any SessionStore
  @ObservationIgnored private let sleep: @Sendable (Duration) async throws -> Void
  @ObservationIgnored private let delay: Duration
  @ObservationIgnored private let events: (Event) -> Void

  /// Reads `store` into `session` for at least `delay`, the time taken from `clock`; `events`
  /// reaches the router.
  public init(
    session: Session, store: any SessionStore, clock: some Clock<Duration>, delay: Duration,
    events: @escaping (Event) -> Void
  ) {
    self.session = session
    self.store = store
    self.sleep = { try await clock.sleep(for: $0) }
    self.delay = delay
    self.events = events
  }

  /// The screen's task. With a delay the session is read off the main actor while the spinner
  /// turns; with none it is read at once, so the first frame already shows it (a loading screen
  /// for the millisecond a small file takes is a flash, not information). Cancelled (the user quit
  /// first), it tells nothing.
  public func start() async {
    state.isReading = true
    defer { state.isReading = false }
    do throws(SessionLoadError) {
      let saved = try await delay > .zero ? readDuringDelay() : store.load()
      guard !Task.isCancelled else { return }
      let problem = await store.standingProblem()
      guard !Task.isCancelled else { return }
      session.restore(saved, problem: problem)
      events(.loaded)
    } catch {
      guard !Task.isCancelled else { return }
      events(.failed(error))
    }
  }

  /// The session, read off the main actor while the delay runs; cancelled, the caller finds the
  /// task cancelled and tells nothing.
  private func readDuringDelay() async throws(SessionLoadError) -> SavedSession? {
    async let reading = Self.load(from: store)
    try? await sleep(delay)
    return try await reading.get()
  }

  /// The read as a value, for `async let`, which would give its error back untyped. Only the
  /// delayed read takes this way: a `Result` made at start costs a runtime conformance lookup
  /// before the first frame (docs/PERFORMANCE.md).
  nonisolated(nonsending) private static func load(from store: any SessionStore) async
    -> Result<SavedSession?, SessionLoadError>
  {
    do throws(SessionLoadError) {
      return .success(try await store.load())
    } catch {
      return .failure(error)
    }
  }
}
