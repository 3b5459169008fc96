import Foundation

/// Starting SumCalc in tmux the way most tests want it: short delays, its own state directory.
enum Calculator {
  static func arguments(startupDelay: Double = 0.3, calcDelay: Double = 0.3, _ extra: [String] = []) -> [String] {
    ["--startup-delay", "\(startupDelay)", "--calc-delay", "\(calcDelay)"] + extra
  }

  /// Starts SumCalc and waits for the whole calculator (`Enter numbers` on the result line).
  static func start(
    startupDelay: Double = 0.3, calcDelay: Double = 0.3, width: Int = 80, height: Int = 24
  ) async throws -> TmuxSession {
    let session = try TmuxSession(
      arguments(startupDelay: startupDelay, calcDelay: calcDelay), width: width, height: height)
    do {
      try await session.waitForCalculator(result: Calc.enterNumbers, timeout: 15 + startupDelay)
      return session
    } catch {
      session.close()
      throw error
    }
  }
}
