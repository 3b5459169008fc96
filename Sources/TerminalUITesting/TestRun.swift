import Synchronization
import TerminalUI

/// A run of an app on a `TestTerminal` that did not end in time: the test fails with the screen
/// it was stuck on, instead of hanging the test run.
public struct AppRunTimeout: Error, CustomStringConvertible {
  /// How long the run was given after its script.
  public var timeout: Duration
  /// The last frame drawn, as text.
  public var screen: String

  public var description: String {
    "the app did not end within \(timeout) of its script's end (a quit key missing?); its last screen:\n\(screen)"
  }
}

extension TestTerminal {
  /// Runs `app` on this terminal, its time from `clock`, while `script` drives it (keys, pastes,
  /// clicks, `clock.advance`), and returns how it ended. The script ends the app (a quit key, a
  /// Quit button); where the app has not ended `timeout` (real time) after the script, or the
  /// script throws, the app is ended as a hang-up would end it, so nothing is left running, and
  /// the test fails: `AppRunTimeout` prints the last screen.
  ///
  /// ```swift
  /// let end = try await TestTerminal(size: Size(width: 40, height: 12)).run(app, clock: clock) { terminal in
  ///   terminal.type("n")
  ///   #expect(terminal.screen.contains("Title"))
  ///   terminal.type("\u{1B}q")  // Esc, then q: one read, as a terminal sends them
  /// }
  /// #expect(end == .quit)
  /// ```
  public func run<C: Clock>(
    _ app: some TerminalApp, clock: C, timeout: Duration = .seconds(30),
    script: @MainActor (TestTerminal) async throws -> Void
  ) async throws -> AppExit where C.Duration == Duration {
    let run = Task.immediate { [self] in await AppLoop(terminal: self, app: app, clock: clock).run() }
    do {
      try await script(self)
    } catch {
      send([.hangUp])  // nothing, where the script ended the app before it threw
      _ = await run.value
      throw error
    }
    if let end = await Self.value(of: run, within: timeout) { return end }
    let screen = self.screen
    send([.hangUp])
    _ = await run.value
    throw AppRunTimeout(timeout: timeout, screen: screen)
  }

  /// `task`'s value, or nil when it has none after `timeout` of real time.
  private static func value(of task: Task<AppExit, Never>, within timeout: Duration) async -> AppExit? {
    let timer = Task { try await Task.sleep(for: timeout) }
    return await withCheckedContinuation { (continuation: CheckedContinuation<AppExit?, Never>) in
      let once = Mutex<CheckedContinuation<AppExit?, Never>?>(continuation)
      Task {
        let end = await task.value
        timer.cancel()
        once.withLock { $0.take() }?.resume(returning: end)
      }
      Task {
        guard (try? await timer.value) != nil else { return }
        once.withLock { $0.take() }?.resume(returning: nil)
      }
    }
  }
}
