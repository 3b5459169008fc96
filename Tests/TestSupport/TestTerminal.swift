import TerminalUI

/// A terminal in memory, as ratatui's `TestBackend`: it records every frame drawn, takes scripted
/// input (each `send` is one read's worth), and says when it was closed.
@MainActor
public final class TestTerminal: TerminalDevice {
  public var size: Size
  /// Every buffer drawn, in order.
  public private(set) var frames: [Buffer] = []
  /// How many times the screen was to be repainted from scratch.
  public private(set) var invalidations = 0
  public private(set) var isClosed = false
  private var handler: (@MainActor ([TerminalEvent]) -> Void)?
  private var frameWaiters: [(matches: (Buffer) -> Bool, continuation: CheckedContinuation<Buffer, Never>)] = []

  public init(size: Size = Size(width: 80, height: 24)) {
    self.size = size
  }

  /// The last frame, as text.
  public var screen: String { frames.last?.text ?? "" }

  public func draw(_ buffer: Buffer) {
    precondition(!isClosed, "drawn after close")
    frames.append(buffer)
    let ready = frameWaiters.filter { $0.matches(buffer) }
    frameWaiters.removeAll { $0.matches(buffer) }
    for waiter in ready { waiter.continuation.resume(returning: buffer) }
  }

  /// The first frame, from now on or the last one drawn, that `matches`: the test waits for the
  /// drawing itself, with no polling and no real time.
  @discardableResult
  public func frame(where matches: @escaping (Buffer) -> Bool) async -> Buffer {
    if let last = frames.last, matches(last) { return last }
    return await withCheckedContinuation { frameWaiters.append((matches, $0)) }
  }

  public func invalidate() { invalidations += 1 }

  public func startEvents(_ handler: @escaping @MainActor ([TerminalEvent]) -> Void) {
    self.handler = handler
  }

  public func close() { isClosed = true }

  /// Delivers `events` as one read of the terminal would.
  public func send(_ events: [TerminalEvent]) {
    handler?(events)
  }

  /// Types `text`, each character a key, all in one read.
  public func type(_ text: String) {
    send(text.map { .input(.key(.character($0))) })
  }

  /// Resizes the terminal and says so, as SIGWINCH would.
  public func resize(to newSize: Size) {
    size = newSize
    send([.input(.resize(newSize))])
  }
}
