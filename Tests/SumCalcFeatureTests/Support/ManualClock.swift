import Synchronization

/// A clock whose time moves only when a test says so, modelled on The Composable Architecture's
/// `TestClock`: sleepers suspend until `advance(by:)` moves `now` past their deadline, and a
/// cancelled sleeper throws `CancellationError` at once.
final class ManualClock: Clock, Sendable {
  struct Instant: InstantProtocol {
    /// Time since the clock was made.
    var offset: Duration

    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
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
  }

  private let state = Mutex(State())

  var now: Instant { state.withLock { $0.now } }
  var minimumResolution: Duration { .zero }

  /// How many tasks are suspended in `sleep` right now.
  var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
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

  /// Lets pending tasks reach their sleep, moves time forward by `duration` deadline by deadline
  /// (so a woken task that sleeps again is measured from the right instant), resumes every sleeper
  /// that falls due, and lets the woken tasks run.
  func advance(by duration: Duration) async {
    await Self.settle()
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

  /// Waits in real time (up to `timeout`) until `count` tasks sleep on this clock: a test that
  /// knows work is about to sleep uses it before `advance(by:)`, so time never moves past a sleeper
  /// that has not yet arrived, however busy the machine. Returns whether they arrived.
  @discardableResult
  func waitForSleepers(_ count: Int = 1, timeout: Duration = .seconds(10)) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while sleeperCount < count {
      guard ContinuousClock.now < deadline else { return false }
      await Self.settle(rounds: 1)
      try? await Task.sleep(for: .microseconds(200))
    }
    return true
  }

  /// Yields often enough for tasks woken or started by a test step to run to their next
  /// suspension. Each round yields the caller's executor (so jobs queued behind it on the main
  /// actor run) and waits for a background task (so work on the global executor gets its turn,
  /// as TCA's `megaYield` does); every tenth round also gives up a moment of real time.
  static func settle(rounds: Int = 50) async {
    for round in 1...max(1, rounds) {
      await Task.yield()
      await Task.detached(priority: .background) { await Task.yield() }.value
      if round % 10 == 0 { try? await Task.sleep(for: .microseconds(100)) }
    }
  }
}
