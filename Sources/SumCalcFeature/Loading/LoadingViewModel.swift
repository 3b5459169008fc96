import Observation
import SumCalcModel
import TerminalUI

/// The loading screen's view model: the work the screen waits for, which is real — reading the
/// saved session — and takes at least the start-up delay. It runs as the screen's task (SwiftUI's
/// `.task`, the seed's `onFirstLoading`): the router starts it when the screen shows and cancels
/// it if the user quits first, and gets what was read as the task's result.
@MainActor
@Observable
public final class LoadingViewModel: ViewModel {
  /// What reading the session came to.
  public enum Outcome: Hashable, Sendable {
    /// The saved session (nil: none yet), and why nothing will be saved, if so.
    case loaded(SavedSession?, problem: SaveProblem?)
    case failed(SessionLoadError)
    /// The user quit first.
    case cancelled
  }

  public private(set) var state = LoadingState()

  @ObservationIgnored private let store: any SessionStore
  @ObservationIgnored private let sleep: @Sendable (Duration) async throws -> Void
  @ObservationIgnored private let delay: Duration

  /// Reads `store` for at least `delay`, the time taken from `clock`.
  public init(store: any SessionStore, clock: some Clock<Duration>, delay: Duration) {
    self.store = store
    self.sleep = { try await clock.sleep(for: $0) }
    self.delay = delay
  }

  /// The screen's task. With a delay the session is read off the main actor while the spinner
  /// turns; with none it is read at once, so the first frame already shows it (a loading screen
  /// for the millisecond a small file takes is a flash, not information).
  public func start() async -> Outcome {
    defer { state.isReading = false }
    let result: Result<SavedSession?, SessionLoadError>
    if delay > .zero {
      async let reading = Self.load(from: store)
      do {
        try await sleep(delay)
      } catch {
        _ = await reading
        return .cancelled
      }
      result = await reading
    } else {
      result = await Self.load(from: store)
    }
    guard !Task.isCancelled else { return .cancelled }
    switch result {
    case .success(let saved): return .loaded(saved, problem: await store.standingProblem())
    case .failure(let error): return .failed(error)
    }
  }

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
