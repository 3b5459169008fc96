import Synchronization

/// A clock whose time moves only when a test says so, modelled on The Composable Architecture's
/// `TestClock`: sleepers suspend until `advance(by:)` moves `now` past their deadline, and a
/// cancelled sleeper throws `CancellationError` at once.
///
/// ```swift
/// let clock = ManualClock()
/// let counter = CounterViewModel(tally: Tally(), clock: clock) { _ in }
/// counter.onSave()  // "Saved 0" for two seconds
/// await clock.advance(by: .seconds(2))
/// #expect(await until { counter.state.notice == nil })  // the woken work runs in its own time
/// ```
public final class ManualClock: Clock, Sendable {
  /// A moment of the clock's time.
  public struct Instant: InstantProtocol {
    /// Time since the clock was made.
    public var offset: Duration

    /// The moment `duration` later.
    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    /// The time from this moment to `other`.
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var nextID = 0
    var sleepers: [Int: Sleeper] = [:]
    /// Sleepers cancelled before they got to register their continuation.
    var cancelledEarly: Set<Int> = []
    /// Tests waiting for sleepers to arrive: how many each waits for.
    var arrivals: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  }

  private let state = Mutex(State())

  /// A clock at time zero, with no sleepers.
  public init() {}

  /// The time now: it moves only in `advance(by:)`.
  public var now: Instant { state.withLock { $0.now } }
  /// Any duration can be slept.
  public var minimumResolution: Duration { .zero }

  /// How many tasks are suspended in `sleep` right now.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Suspends until `advance(by:)` moves `now` to `deadline`; throws `CancellationError` when the
  /// sleeping task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let immediate: Result<Void, any Error>? = state.withLock { state in
          if state.cancelledEarly.remove(id) != nil { return .failure(CancellationError()) }
          if deadline <= state.now { return .success(()) }
          state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
          return nil
        }
        if let immediate { continuation.resume(with: immediate) }
        for waiter in arrived() { waiter.resume() }
      }
    } onCancel: {
      let continuation = state.withLock { state in
        guard let sleeper = state.sleepers.removeValue(forKey: id) else {
          state.cancelledEarly.insert(id)
          return CheckedContinuation<Void, any Error>?.none
        }
        return sleeper.continuation
      }
      continuation?.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration` deadline by deadline (so a woken task that sleeps again is
  /// measured from the right instant), resumes every sleeper that falls due, and lets the woken
  /// tasks run to their next suspension. Work that is to sleep must have started its sleep already
  /// (`Task.immediate` does that); the test then awaits the work it expects to end.
  public func advance(by duration: Duration) async {
    let target = now.advanced(by: duration)
    while true {
      let due: Sleeper? = state.withLock { state in
        guard
          let (id, sleeper) = state.sleepers.filter({ $0.value.deadline <= target })
            .min(by: { ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key) })
        else {
          state.now = target
          return nil
        }
        state.sleepers[id] = nil
        state.now = max(state.now, sleeper.deadline)
        return sleeper
      }
      guard let due else { break }
      due.continuation.resume()
      await Self.settle()
    }
  }

  /// Waits until at least `count` tasks sleep on this clock: work an intent started has reached its
  /// delay (it starts on another executor, so it may not have yet). Event-driven: the sleep itself
  /// resumes the test; no polling and no real time.
  public func sleepers(_ count: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let ready = state.withLock { state in
        if state.sleepers.count >= count { return true }
        state.arrivals.append((count, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }

  /// The waiters whose count of sleepers has been reached, taken off the list.
  private func arrived() -> [CheckedContinuation<Void, Never>] {
    state.withLock { state in
      let count = state.sleepers.count
      let ready = state.arrivals.filter { $0.count <= count }.map(\.continuation)
      state.arrivals.removeAll { $0.count <= count }
      return ready
    }
  }

  /// Gives a woken task its turn to run to its next suspension (a spinner that sleeps again):
  /// yields of the executor, as TCA's `megaYield` does, and no real time.
  public static func settle(rounds: Int = 20) async {
    for _ in 1...rounds {
      await Task.yield()
      await Task.detached(priority: .background) { await Task.yield() }.value
    }
  }
}
