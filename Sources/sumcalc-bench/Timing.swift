/// Timing with `ContinuousClock`: each iteration is timed on its own, after a warm-up, and the
/// samples are summarised as a median (the typical cost) and a 99th percentile (the slow tail).
struct Timing: Sendable {
  /// Microseconds per iteration, sorted.
  let samples: [Double]

  init(samples: [Double]) {
    self.samples = samples.sorted()
  }

  var median: Double {
    let count = samples.count
    guard count > 0 else { return 0 }
    return count % 2 == 1 ? samples[count / 2] : (samples[count / 2 - 1] + samples[count / 2]) / 2
  }

  /// The smallest sample that at least 99% of the samples do not exceed.
  var p99: Double {
    guard !samples.isEmpty else { return 0 }
    let rank = (samples.count * 99 + 99) / 100  // ceil(0.99 × count)
    return samples[max(0, rank - 1)]
  }
}

/// How many times each figure is measured.
struct Iterations: Sendable {
  var warmUp: Int
  var measured: Int

  static let standard = Iterations(warmUp: 500, measured: 5_000)
  /// For a quick look while developing (`sumcalc-bench --quick`).
  static let quick = Iterations(warmUp: 50, measured: 500)
}

extension Duration {
  var microseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e6 + Double(attoseconds) / 1e12
  }
}

/// Keeps the optimiser from dropping work whose result nobody reads.
@inline(never)
func consume<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Times `body` `iterations.measured` times after `iterations.warmUp` untimed runs. `between`
/// runs untimed after every iteration (to undo what `body` changed, or to let background work
/// settle), so each timed run starts from the same state.
@MainActor
func measure(
  _ iterations: Iterations, between: @MainActor () async -> Void = {}, _ body: @MainActor () -> Void
) async -> Timing {
  let clock = ContinuousClock()
  for _ in 0..<iterations.warmUp {
    body()
    await between()
  }
  var samples: [Double] = []
  samples.reserveCapacity(iterations.measured)
  for _ in 0..<iterations.measured {
    let start = clock.now
    body()
    samples.append((clock.now - start).microseconds)
    await between()
  }
  return Timing(samples: samples)
}
