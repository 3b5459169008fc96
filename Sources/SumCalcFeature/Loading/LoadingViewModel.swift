import SumCalcModel

/// The loading screen's view model: the work the screen waits for, which is real — reading the
/// saved session — and takes at least the start-up delay. It runs as the screen's task (SwiftUI's
/// `.task`): started when the screen shows, cancelled if the user quits first. Nothing on the
/// screen changes but the spinner, which turns with time, so there is no state to publish: where
/// the work ends, the router is told through the closures given at creation.
@MainActor
public final class LoadingViewModel {
  private let store: any SessionStore
  private let sleep: @Sendable (Duration) async throws -> Void
  private let delay: Duration
  private let loaded: (CalculatorData?, SaveProblem?) -> Void
  private let failed: (SessionLoadError) -> Void

  /// Reads `store` for at least `delay`; `loaded` gets the saved data (nil: none yet) and why
  /// nothing will be saved, if so; `failed` why the session cannot be read.
  public init(
    store: any SessionStore, clock: some Clock<Duration>, delay: Duration,
    loaded: @escaping (CalculatorData?, SaveProblem?) -> Void, failed: @escaping (SessionLoadError) -> Void
  ) {
    self.store = store
    self.sleep = { try await clock.sleep(for: $0) }
    self.delay = delay
    self.loaded = loaded
    self.failed = failed
  }

  /// The screen's task (the seed's `onFirstLoading`, run as `.task`). With a delay the session is read off the main actor while the spinner
  /// turns; with none it is read at once, so the first frame already shows it (a loading screen
  /// for the millisecond a small file takes is a flash, not information).
  public func onFirstLoading() async {
    let result: Result<CalculatorData?, SessionLoadError>
    if delay > .zero {
      async let reading = Self.load(from: store)
      do {
        try await sleep(delay)
      } catch {
        _ = await reading
        return  // cancelled: the user is quitting
      }
      result = await reading
    } else {
      result = await Self.load(from: store)
    }
    guard !Task.isCancelled else { return }
    switch result {
    case .success(let data): loaded(data, await store.standingProblem())
    case .failure(let error): failed(error)
    }
  }

  nonisolated(nonsending) private static func load(from store: any SessionStore) async
    -> Result<CalculatorData?, SessionLoadError>
  {
    do throws(SessionLoadError) {
      return .success(try await store.load())
    } catch {
      return .failure(error)
    }
  }
}
