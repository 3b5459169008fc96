import Observation
import Synchronization

/// Waits until `condition` holds: it is checked again at each change to what it reads (the
/// `@Observable` state of view models and models) and, for what is not observable (an actor's
/// saves), every 20 ms. Returns false if it still does not hold after `timeout` — a failing test,
/// never a passing one, waits that long. This is how a test awaits work an intent started, as The
/// Composable Architecture's test store awaits effects: through the state the work changes.
///
/// A clock's `advance(by:)` wakes the work that was due, but the work then runs on its own actor
/// in its own time; await what it changes:
///
/// ```swift
/// await clock.advance(by: .seconds(2))
/// #expect(await until { counter.state.notice == nil })
/// ```
@MainActor
public func until(timeout: Duration = .seconds(60), _ condition: @escaping @MainActor () -> Bool) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now + timeout
  while !condition() {
    guard clock.now < deadline else { return false }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let once = Once(continuation)
      withObservationTracking {
        _ = condition()
      } onChange: {
        once.resume()
      }
      Task {
        try? await Task.sleep(for: .milliseconds(20))
        once.resume()
      }
    }
  }
  return true
}

/// A continuation resumed by whichever comes first.
private final class Once: Sendable {
  private let continuation: Mutex<CheckedContinuation<Void, Never>?>

  init(_ continuation: CheckedContinuation<Void, Never>) {
    self.continuation = Mutex(continuation)
  }

  func resume() {
    continuation.withLock { $0.take() }?.resume()
  }
}
